import { useQuery } from '@tanstack/react-query'
import type { Database } from '@/lib/database.types'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { HandoffRow } from '@/features/admin/agencies/lib/handoff-state'
import { SUBMISSIONS_PAGE_SIZE } from '@/features/admin/leads/api/get-submissions'

type CueRow = Database['public']['Functions']['lead_card_cues']['Returns'][number]

/** An active inquiry's latest plan version and its latest hand-off that is not withdrawn, if any. */
export interface LeadCardCue {
  planVersion: number
  planState: string
  handoff: (HandoffRow & { agency_id: string }) | null
}

/**
 * The generated types call every column of a function's table non-null; the hand-off's columns are null when the
 * inquiry has none (a left join), its overdue time and reference until they are set.
 */
export function toLeadCardCue(row: CueRow): LeadCardCue {
  const agencyId: string | null = row.handoff_agency_id
  const state: string | null = row.handoff_state
  const deadline: string | null = row.handoff_deadline_at
  return {
    planVersion: row.plan_version,
    planState: row.plan_state,
    handoff:
      agencyId && state && deadline
        ? {
            agency_id: agencyId,
            state,
            deadline_at: deadline,
            overdue_at: row.handoff_overdue_at ?? null,
            reference: row.handoff_reference ?? null,
          }
        : null,
  }
}

export const leadCardCuesQueryKey = ['admin', 'lead-card-cues'] as const

/**
 * The plan and hand-off lines of every card in one query for the whole list (docs/decisions/225), never one per
 * card. Read in pages of PostgREST's max_rows (the function orders by inquiry id), keyed by inquiry id.
 */
export async function getLeadCardCues(client?: RadiciClient): Promise<Map<string, LeadCardCue>> {
  const supabase = client ?? (await getSupabase())
  const cues = new Map<string, LeadCardCue>()
  for (let from = 0; ; from += SUBMISSIONS_PAGE_SIZE) {
    const { data, error } = await supabase
      .rpc('lead_card_cues')
      .range(from, from + SUBMISSIONS_PAGE_SIZE - 1)
    if (error) throw new Error(error.message)
    for (const row of data) cues.set(row.inquiry_id, toLeadCardCue(row))
    if (data.length < SUBMISSIONS_PAGE_SIZE) return cues
  }
}

export function useLeadCardCues(enabled = true) {
  return useQuery({
    queryKey: leadCardCuesQueryKey,
    enabled,
    // Read afresh on every visit: a plan sent or a hand-off answered since shows on the card.
    staleTime: 0,
    queryFn: () => getLeadCardCues(),
  })
}
