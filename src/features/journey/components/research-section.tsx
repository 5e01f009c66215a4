import { lazy, Suspense, useEffect, useState } from 'react'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { whenIdle } from '@/lib/when-idle'

// The results, the report renderer and the research contract load in their own chunk once the page is idle
// (ADR 265; the journey page's budgets: docs/performance.md).
const ResearchResults = lazy(() => import('./research-results'))

/**
 * `Your research results` on the journey page (docs/product/research.md): nothing until the browser is idle, then
 * its own chunk reads where the research stands and shows the section, or nothing while no research is assigned.
 */
export function ResearchSection({ token }: { token: string }) {
  const [armed, setArmed] = useState(false)
  useEffect(() => whenIdle(() => setArmed(true)), [])
  if (!armed) return null
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ResearchResults token={token} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
