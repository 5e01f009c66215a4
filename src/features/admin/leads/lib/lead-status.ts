import { checkValues, type CheckValue } from '@/lib/database-values'

/** The team's workflow on a lead (issue 13): the values the database allows, in workflow order. */
export type LeadStatus = CheckValue<'form_submissions', 'lead_status'>

export const leadStatusValues: readonly LeadStatus[] = checkValues.form_submissions.lead_status

/** What each status reads as: a status the migration adds without a label here fails the typecheck. */
const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  call_scheduled: 'Call scheduled',
  plan_accepted: 'Plan accepted',
  researching: 'Researching',
  matched: 'Matched with agency',
  booked: 'Booked',
  closed: 'Closed',
}

/** Stored values and their labels, in workflow order. */
export const leadStatuses = leadStatusValues.map((value) => ({
  value,
  label: leadStatusLabels[value],
}))

export function isLeadStatus(value: string): value is LeadStatus {
  return (leadStatusValues as readonly string[]).includes(value)
}

export function leadStatusLabel(value: string | null | undefined): string {
  return value && isLeadStatus(value) ? leadStatusLabels[value] : 'New'
}

/** The reply promised on the thank-you page: within 24 hours. */
export const REPLY_PROMISE_MS = 24 * 60 * 60 * 1000

/** A 'New' inquiry older than 24 hours at `now`. */
export function isReplyOverdue(
  row: { lead_status?: string | null; created_at: string },
  now: number,
): boolean {
  return (row.lead_status ?? 'new') === 'new' && Date.parse(row.created_at) < now - REPLY_PROMISE_MS
}

/** 'YYYY-MM-DD' of `now` in the reader's time zone (follow-up dates are calendar days). */
export function localDay(now: number): string {
  const date = new Date(now)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A follow-up date that is today or earlier. */
export function isFollowUpDue(row: { follow_up_on?: string | null }, now: number): boolean {
  return !!row.follow_up_on && row.follow_up_on <= localDay(now)
}
