/**
 * The lead card's hand-off line (docs/product/agency-handoff.md, "Deadline"): waiting with the time left, `Agency
 * has not answered` once the deadline has passed without an answer (whether or not the job has run yet), accepted
 * with the agency's reference, or declined.
 */
export interface HandoffRow {
  state: string
  deadline_at: string
  overdue_at: string | null
  reference: string | null
  /** The agency's reason for a "no", as it typed it (the lead page reads it; the cards' query does not). */
  decline_reason?: string | null
}

export type HandoffCue =
  | { kind: 'waiting'; hoursLeft: number }
  | { kind: 'overdue' }
  | { kind: 'accepted'; reference: string | null }
  | { kind: 'declined'; reason: string | null }

export function handoffCue(row: HandoffRow, now: number): HandoffCue | null {
  if (row.state === 'accepted') return { kind: 'accepted', reference: row.reference }
  if (row.state === 'declined') return { kind: 'declined', reason: row.decline_reason ?? null }
  if (row.state !== 'sent') return null
  const left = new Date(row.deadline_at).getTime() - now
  if (row.overdue_at !== null || left <= 0) return { kind: 'overdue' }
  return { kind: 'waiting', hoursLeft: Math.max(1, Math.ceil(left / 3_600_000)) }
}
