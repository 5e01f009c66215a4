import { useQuery } from '@tanstack/react-query'
import { findAgency } from '@/content/agencies'
import { getSupabase } from '@/lib/supabase'
import { handoffCue, type HandoffRow } from '@/features/admin/agencies/lib/handoff-state'

const badge = 'rounded-full px-3 py-1 text-xs font-semibold'

/**
 * The hand-off's state on the lead page (docs/product/agency-handoff.md, "Deadline"): the latest hand-off that is
 * not withdrawn, nothing when there is none. The dashboard's cards read theirs for the whole list in one query
 * (public.lead_card_cues(), docs/decisions/225) and show it with HandoffLine.
 */
export function HandoffCue({ inquiryId, now }: { inquiryId: string; now?: number }) {
  const latest = useQuery({
    queryKey: ['handoff-state', inquiryId],
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('agency_handoffs')
        .select('agency_id, state, deadline_at, overdue_at, reference, decline_reason')
        .eq('submission_id', inquiryId)
        .neq('state', 'withdrawn')
        .order('sent_at', { ascending: false })
        .limit(1)
        .maybeSingle()
      if (error) throw new Error(error.message)
      return data
    },
    staleTime: 60_000,
  })
  return latest.data ? <HandoffLine row={latest.data} now={now} /> : null
}

/** The hand-off's line: waiting with the hours left, overdue, accepted with the reference, or declined. */
export function HandoffLine({
  row,
  now,
}: {
  row: HandoffRow & { agency_id: string }
  now?: number
}) {
  const cue = handoffCue(row, now ?? Date.now())
  if (!cue) return null
  const agency = findAgency(row.agency_id)?.name ?? row.agency_id
  if (cue.kind === 'overdue')
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        <span className={`${badge} bg-red-100 text-red-900`}>Agency has not answered</span>
        {agency}: reassign it from the lead page.
      </p>
    )
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {cue.kind === 'waiting'
        ? `Agency: asked ${agency}, ${cue.hoursLeft} h left to answer`
        : cue.kind === 'accepted'
          ? `Agency: ${agency} accepted${cue.reference ? ` (their reference ${cue.reference})` : ''}`
          : `Agency: ${agency} declined; hand it to another agency${cue.reason ? `. Their reason: “${cue.reason}”` : ''}`}
    </p>
  )
}
