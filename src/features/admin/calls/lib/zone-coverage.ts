import { TZDate } from '@date-fns/tz'
import { ROME } from '@/features/admin/console/lib/team-time'

/**
 * Which hours of a family's day the team's weekly hours cover (docs/product/booking.md, 'The console'): the team works
 * in Rome, the families six to nine hours behind (or, in Sydney, nine to ten ahead). Wall-clock times become
 * instants with @date-fns/tz (ADR 161: no offsets by hand), for one real week, so a week when only one side has
 * changed clocks shows what families are offered that week. The daytime is the booking picker's (08:00–21:00).
 */
export const FAMILY_ZONES = [
  { zone: 'America/New_York', city: 'New York' },
  { zone: 'America/Los_Angeles', city: 'Los Angeles' },
  { zone: 'Australia/Sydney', city: 'Sydney' },
] as const

export interface TeamRange {
  /** ISO weekday, 1 Monday … 7 Sunday, in Rome. */
  weekday: number
  /** 'HH:mm' or 'HH:mm:ss', Rome wall-clock. */
  starts: string
  ends: string
}

export interface CoveredDay {
  /** 'YYYY-MM-DD' on the family's calendar. */
  date: string
  /** 'Monday'. */
  weekday: string
  /** '8:00 AM–1:00 PM' pieces inside the family's 08:00–21:00. */
  daytime: string[]
  /** The pieces outside it ('3:00 AM–8:00 AM'). */
  outside: string[]
}

type Interval = [number, number]

const DAY_MS = 86_400_000

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number]
}

function at(date: string, time: string, zone: string): number {
  const [y, m, d] = parts(date)
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return new TZDate(y, m - 1, d, hh, mm, zone).getTime()
}

/** 'YYYY-MM-DD' plus n calendar days (no zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = parts(date)
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10)
}

/** The Monday on or after a calendar day. */
export function nextMonday(date: string): string {
  const [y, m, d] = parts(date)
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() // 0 Sunday
  return addDays(date, (8 - weekday) % 7)
}

/** Every member's ranges on the Rome days from `first` for `count` days, as merged instants. */
function teamIntervals(ranges: TeamRange[], first: string, count: number): Interval[] {
  const intervals: Interval[] = []
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i)
    const [y, m, d] = parts(date)
    const weekday = ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1
    for (const range of ranges.filter((entry) => entry.weekday === weekday))
      intervals.push([at(date, range.starts, ROME), at(date, range.ends, ROME)])
  }
  intervals.sort((a, b) => a[0] - b[0])
  const merged: Interval[] = []
  for (const next of intervals) {
    const last = merged.at(-1)
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1])
    else merged.push([...next])
  }
  return merged
}

function clip(intervals: Interval[], from: number, to: number): Interval[] {
  return intervals
    .map(([a, b]): Interval => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => a < b)
}

function label([a, b]: Interval, zone: string): string {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  })
  return `${clock.format(a)}–${clock.format(b)}`
}

/** The family's seven days from `monday` ('YYYY-MM-DD'), each with the team's hours inside and outside its daytime. */
export function zoneCoverage(ranges: TeamRange[], zone: string, monday: string): CoveredDay[] {
  // Rome days from the Sunday before to the Monday after: a family up to a day apart sees them spill over.
  const team = teamIntervals(ranges, addDays(monday, -1), 9)
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i)
    const dayStart = at(date, '00:00', zone)
    const dayEnd = at(addDays(date, 1), '00:00', zone)
    const lightFrom = at(date, '08:00', zone)
    const lightTo = at(date, '21:00', zone)
    const [y, m, d] = parts(date)
    return {
      date,
      weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(y, m - 1, d),
      ),
      daytime: clip(team, lightFrom, lightTo).map((piece) => label(piece, zone)),
      outside: [...clip(team, dayStart, lightFrom), ...clip(team, lightTo, dayEnd)].map((piece) =>
        label(piece, zone),
      ),
    }
  })
}

/** 'November 30' for a 'YYYY-MM-DD' day (a calendar day, no zone involved). */
export function monthDay(date: string): string {
  const [y, m, d] = parts(date)
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d))
}
