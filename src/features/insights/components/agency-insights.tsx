import { findAgency } from '@/content/agencies'
import { useAgencyInsights, type AgencyInsights } from '@/features/insights/api/get-agency-insights'
import type { Period } from '@/features/insights/lib/period'
import { duration, percent, type InsightTable } from '@/features/insights/lib/tables'
import { InsightPanel } from './insight-panel'

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)

export function agencyTable(data: AgencyInsights): InsightTable {
  return {
    name: 'agency-answers',
    caption: 'Hand-offs per agency',
    columns: [
      'Agency',
      'Sent',
      'Accepted',
      'Declined',
      'No answer',
      'Waiting',
      'Median time to answer',
    ],
    rows: data.agencies.map((row) => [
      findAgency(row.agency_id)?.name ?? row.agency_id,
      row.sent,
      `${row.accepted} (${percent(share(row.accepted, row.sent))})`,
      `${row.declined} (${percent(share(row.declined, row.sent))})`,
      `${row.unanswered} (${percent(share(row.unanswered, row.sent))})`,
      row.waiting,
      duration(row.median_seconds),
    ]),
  }
}

/**
 * Insights per agency (docs/product/agency-handoff.md, "Insights"): for the hand-offs sent in the chosen weeks, the
 * time from hand-off to answer and the accept and decline rates, counted by the database.
 */
export function AgencyInsightsPanel({ period }: { period: Period }) {
  const insights = useAgencyInsights(period)
  if (insights.isError)
    return (
      <p role="alert" className="text-destructive">
        The agencies’ figures could not be loaded: {insights.error.message}
      </p>
    )
  const data = insights.data
  if (!data) return null
  const sent = data.agencies.reduce((sum, row) => sum + row.sent, 0)
  const accepted = data.agencies.reduce((sum, row) => sum + row.accepted, 0)
  const declined = data.agencies.reduce((sum, row) => sum + row.declined, 0)
  return (
    <InsightPanel
      id="agencies"
      title="Agencies’ answers"
      period={`${period.start}-to-${period.end}`}
      empty={sent === 0 ? 'No hand-offs in this period.' : undefined}
      summary={
        <div className="grid gap-3">
          <p className="text-sm text-ink-soft">
            Hand-offs sent in the period. No answer: past the deadline, or withdrawn (reassigned)
            before the agency answered.
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Hand-offs', sent.toLocaleString('en-US')],
              ['Accepted', percent(share(accepted, sent))],
              ['Declined', percent(share(declined, sent))],
              ['Median time to answer', duration(data.median_seconds)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-cream-50 px-4 py-3">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                  {label}
                </dt>
                <dd className="mt-1 font-display text-2xl font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      }
      chart={{
        category: 'agency',
        series: ['Accepted', 'Declined', 'No answer', 'Waiting'],
        rows: data.agencies.map((row) => ({
          agency: findAgency(row.agency_id)?.name ?? row.agency_id,
          Accepted: row.accepted,
          Declined: row.declined,
          'No answer': row.unanswered,
          Waiting: row.waiting,
        })),
      }}
      tables={[agencyTable(data)]}
    />
  )
}
