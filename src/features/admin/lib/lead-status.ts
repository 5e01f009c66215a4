/** The team's workflow on a lead (issue 13): stored values and their labels, in workflow order. */
export const leadStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'call_scheduled', label: 'Call scheduled' },
  { value: 'researching', label: 'Researching' },
  { value: 'matched', label: 'Matched with agency' },
  { value: 'booked', label: 'Booked' },
  { value: 'closed', label: 'Closed' },
] as const

export type LeadStatus = (typeof leadStatuses)[number]['value']

export const leadStatusValues = leadStatuses.map((status) => status.value) as LeadStatus[]

export function leadStatusLabel(value: string | null | undefined): string {
  return leadStatuses.find((status) => status.value === value)?.label ?? 'New'
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
