import { useResearchFunnel } from '@/features/insights/api/get-research-funnel'
import type { Period } from '@/features/insights/lib/period'
import { stepShares } from '@/features/insights/lib/funnel'
import {
  RESEARCH_FUNNEL_STEPS,
  RESEARCH_STEP_TIMES,
  researchFunnelTable,
} from '@/features/insights/lib/research-funnel'
import { duration, percent } from '@/features/insights/lib/tables'
import { InsightPanel } from './insight-panel'

/**
 * The research after the fee (docs/product/research.md, "Insights"): paid → assigned → submitted → published for
 * the page's period, each step counted once per inquiry by the database, with the median time each step took.
 */
export function ResearchFunnelPanel({ period }: { period: Period }) {
  const funnel = useResearchFunnel(period)
  if (funnel.isError)
    return (
      <p role="alert" className="text-destructive">
        The research funnel could not be loaded: {funnel.error.message}
      </p>
    )
  if (!funnel.data) return null
  const data = funnel.data
  const shares = stepShares(RESEARCH_FUNNEL_STEPS, data)
  return (
    <InsightPanel
      id="research-funnel"
      title="The research: assigned, submitted, published"
      period={`${period.start}-to-${period.end}`}
      empty={
        RESEARCH_FUNNEL_STEPS.every(([key]) => data[key] === 0)
          ? 'No research fees, assignments or reports in this period.'
          : undefined
      }
      summary={
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {RESEARCH_STEP_TIMES.map(([key, label], index) => (
            <div key={key} className="rounded-xl bg-cream-50 px-4 py-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {label}
              </dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-ink">
                {percent(shares[index + 1] ?? null)}
              </dd>
              <dd className="text-sm text-ink-soft">median {duration(data[key])}</dd>
            </div>
          ))}
        </dl>
      }
      chart={{
        category: 'step',
        series: ['Inquiries'],
        rows: RESEARCH_FUNNEL_STEPS.map(([key, label]) => ({ step: label, Inquiries: data[key] })),
      }}
      tables={[researchFunnelTable(data)]}
    />
  )
}
