import { lazy, Suspense } from 'react'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'

// The plan and zod load only with the plan (docs/product/plan.md; the budget: docs/performance.md).
const PlanView = lazy(() => import('./plan-view'))

/** `Your plan` on the journey page: the heading at once, the plan in its own chunk. */
export function PlanSection({ token }: { token: string }) {
  return (
    <section
      id="plan-print"
      aria-labelledby="your-plan"
      className="rounded-2xl border border-cream-300/70 bg-white p-5 sm:p-6 print:border-0 print:p-0"
    >
      <h2
        id="your-plan"
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-ink focus:outline-none"
      >
        Your plan
      </h2>
      <div className="mt-4">
        <ChunkErrorBoundary>
          <Suspense fallback={<p role="status">Opening your plan…</p>}>
            <PlanView token={token} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </section>
  )
}
