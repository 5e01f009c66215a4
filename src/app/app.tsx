import { Suspense } from 'react'
import { useRoutes } from 'react-router-dom'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form'
import { createRoutes } from './routes'

const routes = createRoutes({ newsletter: <NewsletterForm /> })

function AppRoutes() {
  return useRoutes(routes)
}

/** The whole app below the router: the browser entry wraps it in BrowserRouter, the prerender in StaticRouter. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <ChunkErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <AppRoutes />
        </Suspense>
      </ChunkErrorBoundary>
      <ChunkErrorBoundary fallback={null}>
        <LazyToaster />
      </ChunkErrorBoundary>
    </>
  )
}

function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />
}
