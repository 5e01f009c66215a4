import { Suspense, useEffect } from 'react'
import { useRoutes } from 'react-router-dom'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { createRoutes } from './routes'

const routes = createRoutes({ newsletter: <NewsletterForm /> })

function AppRoutes() {
  return useRoutes(routes)
}

/** The whole app below the router: the browser entry wraps it in BrowserRouter, the prerender in StaticRouter. */
export function App() {
  useEffect(() => {
    // The app is interactive (hydrated or rendered): tests wait for it. <html> is outside React's root.
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <AppRoutes />
      </Suspense>
      <LazyToaster />
    </>
  )
}

function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />
}
