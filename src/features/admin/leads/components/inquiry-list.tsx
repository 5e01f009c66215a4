import type { LeadStatus } from '@/features/admin/leads/lib/lead-status'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { useOutcomeCues } from '@/features/admin/calls/components/call-outcome-cue'
import { useLeadCardCues } from '@/features/admin/leads/api/lead-card-cues'
import { InquiryCard } from './inquiry-card'
import { Pagination } from '@/features/admin/console/components/pagination'
import type { useDashboardList } from './use-dashboard-list'

/** The active list: the spec's empty state, the no-match text, one page of cards, the pager. */
export function InquiryList({
  list,
  pending,
  loadedAt,
  owners,
  onCancel,
  onLeadStatus,
  onPage,
}: {
  list: ReturnType<typeof useDashboardList>
  pending: boolean
  loadedAt: number
  owners: Map<string, string>
  onCancel: (inquiry: FormSubmission) => void
  onLeadStatus: (inquiry: FormSubmission, value: LeadStatus) => void
  onPage: (page: number) => void
}) {
  const { rows, filtered, visible, stale, page, pageCount } = list
  // The cards' cues are asked for once there are cards, not ahead of the list's first page (docs/decisions/226).
  const outcomeCues = useOutcomeCues(rows.length > 0)
  const cues = useLeadCardCues(rows.length > 0).data
  return (
    <>
      {!pending && rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cream-300 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">No customer inquiries yet.</p>
          <p className="mt-2 text-sm text-ink-soft">
            Form submissions will appear here when customers request heritage trips.
          </p>
        </div>
      ) : null}
      {rows.length > 0 && filtered.length === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-soft">
          No inquiries match these filters.
        </p>
      ) : null}
      <div className={stale ? 'grid gap-4 opacity-70 transition-opacity' : 'grid gap-4'}>
        {visible.map((inquiry) => (
          <InquiryCard
            key={inquiry.id}
            inquiry={inquiry}
            now={loadedAt}
            ownerName={inquiry.owner_id ? owners.get(inquiry.owner_id) : undefined}
            outcomeCallAt={outcomeCues.get(inquiry.id)}
            cue={cues?.get(inquiry.id)}
            onCancel={onCancel}
            onLeadStatus={onLeadStatus}
          />
        ))}
      </div>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </>
  )
}
