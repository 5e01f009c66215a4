import { Suspense } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { useRoutes } from 'react-router-dom'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { Toaster } from '@/components/ui/toaster'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { createRoutes } from './routes'

const routes = createRoutes({ newsletter: <NewsletterForm /> })

function AppRoutes() {
  return useRoutes(routes)
}

/** The whole app below the router: the browser entry wraps it in BrowserRouter, the prerender in StaticRouter. */
export function App() {
  return (
    <HelmetProvider>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <AppRoutes />
      </Suspense>
      <Toaster />
    </HelmetProvider>
  )
}

function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />
}
