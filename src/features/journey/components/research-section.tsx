import { lazy, Suspense, useEffect, useState } from 'react'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { whenIdle } from '@/lib/when-idle'

// The results, the report renderer and the research contract load in their own chunk once the page is idle
// (ADR 265; the journey page's budgets: docs/performance.md).
const ResearchResults = lazy(() => import('./research-results'))

/**
 * `Your research results` on the journey page (docs/product/research.md): nothing until the browser is idle (and
 * online), then its own chunk reads where the research stands and shows the section, or nothing while no research
 * is assigned.
 */
export function ResearchSection({ token }: { token: string }) {
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    let stopWaiting = () => {}
    const cancelIdle = whenIdle(() => {
      if (navigator.onLine) return setArmed(true)
      // Offline, the results' code could not be fetched: wait for the connection instead of failing (issue 38).
      const arm = () => setArmed(true)
      window.addEventListener('online', arm, { once: true })
      stopWaiting = () => window.removeEventListener('online', arm)
    })
    return () => {
      cancelIdle()
      stopWaiting()
    }
  }, [])
  if (!armed) return null
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ResearchResults token={token} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
