import { usePlanFunnel } from '@/features/insights/api/get-plan-funnel'
import type { Period } from '@/features/insights/lib/period'
import { PLAN_FUNNEL_STEPS, planFunnelTable, stepShares } from '@/features/insights/lib/plan-funnel'
import { percent } from '@/features/insights/lib/tables'
import { InsightPanel } from './insight-panel'

/**
 * The funnel after the call (docs/product/plan.md, "Insights"): call booked → plan sent → accepted → research fee
 * paid, for the page's period, each step counted once per inquiry by the database.
 */
export function PlanFunnelPanel({ period }: { period: Period }) {
  const funnel = usePlanFunnel(period)
  const title = 'After the call: plan sent, accepted, paid'
  if (funnel.isError)
    return (
      <p role="alert" className="text-destructive">
        The plan funnel could not be loaded: {funnel.error.message}
      </p>
    )
  if (!funnel.data) return null
  const data = funnel.data
  const shares = stepShares(data)
  return (
    <InsightPanel
      id="plan-funnel"
      title={title}
      period={`${period.start}-to-${period.end}`}
      empty={
        PLAN_FUNNEL_STEPS.every(([key]) => data[key] === 0)
          ? 'No calls, plans or payments in this period.'
          : undefined
      }
      summary={
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[
            ['Call → plan sent', shares[1]],
            ['Sent → accepted', shares[2]],
            ['Accepted → paid', shares[3]],
          ].map(([label, share]) => (
            <div key={String(label)} className="rounded-xl bg-cream-50 px-4 py-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {label}
              </dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-ink">
                {percent(typeof share === 'number' ? share : null)}
              </dd>
            </div>
          ))}
        </dl>
      }
      chart={{
        category: 'step',
        series: ['Inquiries'],
        rows: PLAN_FUNNEL_STEPS.map(([key, label]) => ({ step: label, Inquiries: data[key] })),
      }}
      tables={[planFunnelTable(data)]}
    />
  )
}
