/**
 * The Insights page's period: whole weeks (Monday to Sunday, UTC, as the SQL groups them) ending with the
 * current week. The default is the last 12 weeks; the choice is kept in the address (?weeks=…).
 */
export interface Period {
  /** First day, YYYY-MM-DD (a Monday). */
  start: string
  /** Last day, YYYY-MM-DD (today). */
  end: string
  weeks: number
}

export const PERIOD_CHOICES = [4, 12, 26, 52] as const
export const DEFAULT_WEEKS = 12

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function periodOf(weeks: number, now: Date): Period {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
  return { start: isoDay(monday - (weeks - 1) * 7 * DAY_MS), end: isoDay(today), weeks }
}

export function weeksFromParam(value: string | null): number {
  const weeks = Number(value)
  return (PERIOD_CHOICES as readonly number[]).includes(weeks) ? weeks : DEFAULT_WEEKS
}
