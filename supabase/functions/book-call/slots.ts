import { TZDate } from '@date-fns/tz'
import Holidays from 'date-holidays'

/**
 * The slot engine (docs/decisions/160-call-booking.md). Team hours are Europe/Rome wall-clock times; every
 * instant in and out is UTC (ISO strings or epoch milliseconds). Wall-clock times become instants only through
 * @date-fns/tz's TZDate (the IANA database via Intl), never through a hand-made offset, so the weeks when the US
 * and Italy change clocks on different days come out right. Italy's national holidays (date-holidays, 'public'
 * type: Easter Monday, 2 June, 4 October from 2026…) are days off unless an 'extra' override gives hours.
 */
export const TEAM_ZONE = 'Europe/Rome'

export interface BookingSettings {
  call_minutes: number
  buffer_minutes: number
  notice_hours: number
  window_days: number
}

export interface WeeklyRange {
  weekday: number // ISO: 1 Monday … 7 Sunday
  starts: string // 'HH:MM', Rome
  ends: string
}

export interface DateOverride {
  day: string // 'YYYY-MM-DD', a Rome calendar day
  kind: 'off' | 'extra'
  starts: string | null
  ends: string | null
}

export interface BookedCall {
  id?: string
  starts_at: string
  blocked_until: string
}

export interface TeamMember {
  email: string
  name: string
  meeting_url: string | null
  weekly: WeeklyRange[]
  overrides: DateOverride[]
  calls: BookedCall[]
}

export interface Slot {
  start: number
  end: number
  /** The members free for it, the preferred first (the owner; else the fewest calls that Rome week). */
  members: string[]
}

const holidayCache = new Map<number, Set<string>>()

/** Italy's national public holidays of a year, as 'YYYY-MM-DD'. */
export function italianHolidays(year: number): Set<string> {
  let days = holidayCache.get(year)
  if (!days) {
    const calendar = new Holidays('IT')
    days = new Set(
      (calendar.getHolidays(year) || [])
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    holidayCache.set(year, days)
  }
  return days
}

/** Italy's national holidays from `now` (Rome's day) for `days` days, with their English names, for the console. */
export function italianHolidaysAhead(now: number, days: number): { date: string; name: string }[] {
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now)
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    now + days * 86_400_000,
  )
  const calendar = new Holidays('IT')
  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])]
  return years
    .flatMap((year) => calendar.getHolidays(year, 'en') || [])
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => holiday.date >= from && holiday.date <= to)
}

/** A calendar day as y, m (1–12), d; stepped with UTC calendar arithmetic (no zone involved). */
interface Day {
  y: number
  m: number
  d: number
}

function dayKey({ y, m, d }: Day): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function addDays(day: Day, count: number): Day {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d + count))
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}

function isoWeekday(day: Day): number {
  const weekday = new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

/** The calendar day an instant falls on in a zone. */
export function dayInZone(instant: number, zone: string): Day {
  const local = new TZDate(instant, zone)
  return { y: local.getFullYear(), m: local.getMonth() + 1, d: local.getDate() }
}

/** The instant of a wall-clock time ('HH:MM') on a calendar day in a zone. */
export function instantOf(day: Day, time: string, zone: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new TZDate(day.y, day.m - 1, day.d, hours, minutes, zone).getTime()
}

/** The Monday of an instant's ISO week in Rome, as a key. */
function romeWeek(instant: number): string {
  const day = dayInZone(instant, TEAM_ZONE)
  return dayKey(addDays(day, 1 - isoWeekday(day)))
}

/** A member's ranges on one Rome day: weekly hours unless the day is off or a holiday, plus extra hours. */
function rangesOn(member: TeamMember, day: Day, holidays: Set<string>): [string, string][] {
  const key = dayKey(day)
  const overrides = member.overrides.filter((override) => override.day === key)
  const off = overrides.some((override) => override.kind === 'off') || holidays.has(key)
  const weekday = isoWeekday(day)
  const weekly = off
    ? []
    : member.weekly
        .filter((range) => range.weekday === weekday)
        .map((range): [string, string] => [range.starts, range.ends])
  const extra = overrides
    .filter((override) => override.kind === 'extra' && override.starts && override.ends)
    .map((override): [string, string] => [override.starts as string, override.ends as string])
  return [...weekly, ...extra]
}

export interface SlotQuery {
  settings: BookingSettings
  members: TeamMember[]
  now: number
  /** The inquiry's owner: only their hours when they are on the team with hours. */
  ownerEmail?: string | null
}

/** Every bookable start in [now + notice, now + window), with the members free for it. */
export function computeSlots({ settings, members, now, ownerEmail }: SlotQuery): Slot[] {
  const callMs = settings.call_minutes * 60_000
  const bufferMs = settings.buffer_minutes * 60_000
  const earliest = now + settings.notice_hours * 3_600_000
  const latest = now + settings.window_days * 86_400_000
  const owner = ownerEmail ? members.find((member) => member.email === ownerEmail) : undefined
  const team = owner ? [owner] : members

  const weekCounts = new Map<string, number>()
  const busy = new Map<string, [number, number][]>()
  for (const member of team) {
    const ranges: [number, number][] = []
    for (const call of member.calls) {
      const start = Date.parse(call.starts_at)
      ranges.push([start, Date.parse(call.blocked_until)])
      const key = `${member.email} ${romeWeek(start)}`
      weekCounts.set(key, (weekCounts.get(key) ?? 0) + 1)
    }
    busy.set(member.email, ranges)
  }

  const byStart = new Map<number, string[]>()
  const first = dayInZone(earliest, TEAM_ZONE)
  const last = dayInZone(latest, TEAM_ZONE)
  const holidays = new Set([...italianHolidays(first.y), ...italianHolidays(last.y)])
  for (let day = first; dayKey(day) <= dayKey(last); day = addDays(day, 1)) {
    for (const member of team) {
      for (const [from, to] of rangesOn(member, day, holidays)) {
        const rangeEnd = instantOf(day, to, TEAM_ZONE)
        for (
          let start = instantOf(day, from, TEAM_ZONE);
          start + callMs <= rangeEnd;
          start += callMs
        ) {
          if (start < earliest || start >= latest) continue
          const blockedUntil = start + callMs + bufferMs
          const taken = (busy.get(member.email) ?? []).some(
            ([callStart, callBlockedUntil]) => start < callBlockedUntil && callStart < blockedUntil,
          )
          if (taken) continue
          const free = byStart.get(start)
          if (free) {
            if (!free.includes(member.email)) free.push(member.email)
          } else byStart.set(start, [member.email])
        }
      }
    }
  }

  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, free]) => {
      const week = romeWeek(start)
      const load = (email: string) => weekCounts.get(`${email} ${week}`) ?? 0
      const ordered = [...free].sort((a, b) => load(a) - load(b) || (a < b ? -1 : a > b ? 1 : 0))
      return { start, end: start + callMs, members: ordered }
    })
}

export interface DayOfSlots {
  /** 'YYYY-MM-DD' in the family's zone. */
  date: string
  slots: { start: string; end: string }[]
}

/** The slots grouped by calendar day in the family's zone (a Rome afternoon may be two days in Sydney). */
export function groupByDay(slots: Slot[], zone: string): DayOfSlots[] {
  const days: DayOfSlots[] = []
  for (const slot of slots) {
    const date = dayKey(dayInZone(slot.start, zone))
    let day = days[days.length - 1]
    if (!day || day.date !== date) {
      day = { date, slots: [] }
      days.push(day)
    }
    day.slots.push({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })
  }
  return days
}

/** Whether the runtime knows an IANA zone name (Intl's own list, with aliases). */
