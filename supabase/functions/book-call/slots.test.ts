import { describe, expect, it } from 'vitest'
import {
  computeSlots,
  groupByDay,
  italianHolidays,
  italianHolidaysAhead,
  type BookingSettings,
  type TeamMember,
} from './slots.ts'
import { isTimeZone } from '../_shared/contracts/book-call.ts'

const settings: BookingSettings = {
  call_minutes: 30,
  buffer_minutes: 15,
  notice_hours: 12,
  window_days: 30,
}

function member(email: string, extra: Partial<TeamMember> = {}): TeamMember {
  const weekly = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, starts: '09:00', ends: '13:00' },
    { weekday, starts: '14:00', ends: '19:00' },
  ])
  return { email, name: email, meeting_url: null, weekly, overrides: [], calls: [], ...extra }
}

const iso = (ms: number) => new Date(ms).toISOString()
const at = (text: string) => Date.parse(text)

/** A wall-clock label 'Mon, 02 Mar, 09:00' in a zone, by Intl (independent of the engine's TZDate). */
function wall(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.weekday}, ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`
}

function slotsOn(day: string, members = [member('giulia@radici.example')], ownerEmail?: string) {
  // "now" is far enough before the day that notice and window do not cut it.
  const now = at(`${day}T00:00:00Z`) - 3 * 86_400_000
  return computeSlots({ settings, members, now, ownerEmail }).filter((slot) =>
    iso(slot.start).startsWith(day),
  )
}

describe('slots in Rome hours, as instants', () => {
  it('a weekday has 8 + 10 half-hour slots: 09:00–12:30 and 14:00–18:30 Rome', () => {
    const slots = slotsOn('2026-03-02')
    expect(slots).toHaveLength(18)
    expect(wall(slots[0]!.start, 'Europe/Rome')).toBe('Mon, 02 Mar, 09:00')
    expect(wall(slots[7]!.start, 'Europe/Rome')).toBe('Mon, 02 Mar, 12:30')
    expect(wall(slots[8]!.start, 'Europe/Rome')).toBe('Mon, 02 Mar, 14:00')
    expect(wall(slots[17]!.start, 'Europe/Rome')).toBe('Mon, 02 Mar, 18:30')
    expect(slots.every((slot) => slot.end - slot.start === 30 * 60_000)).toBe(true)
  })

  it('weekends have no slots', () => {
    expect(slotsOn('2026-03-07')).toHaveLength(0)
    expect(slotsOn('2026-03-08')).toHaveLength(0)
  })
})

describe('the weeks when the US and Italy change clocks on different days (2026)', () => {
  it('before 8 March: Rome 09:00 is 08:00 UTC and 03:00 in New York', () => {
    const [first] = slotsOn('2026-03-02')
    expect(iso(first!.start)).toBe('2026-03-02T08:00:00.000Z')
    expect(wall(first!.start, 'America/New_York')).toBe('Mon, 02 Mar, 03:00')
  })

  it('8–29 March: the US is on summer time, Italy is not: Rome 09:00 is 04:00 in New York', () => {
    const [first] = slotsOn('2026-03-09')
    expect(iso(first!.start)).toBe('2026-03-09T08:00:00.000Z')
    expect(wall(first!.start, 'America/New_York')).toBe('Mon, 09 Mar, 04:00')
    const [friday] = slotsOn('2026-03-27')
    expect(wall(friday!.start, 'America/New_York')).toBe('Fri, 27 Mar, 04:00')
  })

  it('from 29 March both are on summer time: Rome 09:00 is 07:00 UTC, 03:00 in New York', () => {
    const [first] = slotsOn('2026-03-30')
    expect(iso(first!.start)).toBe('2026-03-30T07:00:00.000Z')
    expect(wall(first!.start, 'America/New_York')).toBe('Mon, 30 Mar, 03:00')
  })

  it('Italy’s own change on 29 March: extra hours 01:00–04:00 Rome are two real hours (4 slots)', () => {
    const sunday = member('giulia@radici.example', {
      overrides: [{ day: '2026-03-29', kind: 'extra', starts: '01:00', ends: '04:00' }],
    })
    const slots = computeSlots({
      settings,
      members: [sunday],
      now: at('2026-03-20T00:00:00Z'),
    }).filter((slot) => iso(slot.start).startsWith('2026-03-29'))
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ])
    expect(wall(slots[2]!.start, 'Europe/Rome')).toBe('Sun, 29 Mar, 03:00')
  })

  it('25 October–1 November: Italy is back on winter time, the US is not', () => {
    const [before] = slotsOn('2026-10-23')
    expect(iso(before!.start)).toBe('2026-10-23T07:00:00.000Z')
    expect(wall(before!.start, 'America/New_York')).toBe('Fri, 23 Oct, 03:00')
    const [gap] = slotsOn('2026-10-26')
    expect(iso(gap!.start)).toBe('2026-10-26T08:00:00.000Z')
    expect(wall(gap!.start, 'America/New_York')).toBe('Mon, 26 Oct, 04:00')
    const [after] = slotsOn('2026-11-02')
    expect(iso(after!.start)).toBe('2026-11-02T08:00:00.000Z')
    expect(wall(after!.start, 'America/New_York')).toBe('Mon, 02 Nov, 03:00')
  })
})

describe('families far away', () => {
  it('Honolulu: a Rome Monday morning is Sunday evening, and the day changes at Rome 11:00', () => {
    const days = groupByDay(slotsOn('2026-12-07'), 'Pacific/Honolulu')
    expect(days.map((day) => day.date)).toEqual(['2026-12-06', '2026-12-07'])
    // Rome 09:00–10:30 CET = 22:00–23:30 HST on Sunday; Rome 11:00 = midnight in Honolulu.
    expect(days[0]!.slots).toHaveLength(4)
    expect(wall(Date.parse(days[1]!.slots[0]!.start), 'Pacific/Honolulu')).toBe(
      'Mon, 07 Dec, 00:00',
    )
  })

  it('Sydney (summer time): a slot across midnight, Rome 13:30 → 23:30 and Rome 14:00 → 00:00 next day', () => {
    const days = groupByDay(slotsOn('2026-12-07'), 'Australia/Sydney')
    expect(days.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-08'])
    expect(days[0]!.slots).toHaveLength(8)
    const firstAfternoon = Date.parse(days[1]!.slots[0]!.start)
    expect(wall(firstAfternoon, 'Europe/Rome')).toBe('Mon, 07 Dec, 14:00')
    expect(wall(firstAfternoon, 'Australia/Sydney')).toBe('Tue, 08 Dec, 00:00')
  })

  it('a call that itself crosses midnight in the family’s zone is listed under the day it starts', () => {
    const extra = member('giulia@radici.example', {
      weekly: [],
      overrides: [{ day: '2026-12-07', kind: 'extra', starts: '13:45', ends: '14:15' }],
    })
    const slots = computeSlots({ settings, members: [extra], now: at('2026-12-01T00:00:00Z') })
    expect(slots).toHaveLength(1)
    const [day] = groupByDay(slots, 'Australia/Sydney')
    // 23:45–00:15 in Sydney: the day of its start.
    expect(day!.date).toBe('2026-12-07')
    expect(wall(slots[0]!.end, 'Australia/Sydney')).toBe('Tue, 08 Dec, 00:15')
  })

  it('Buenos Aires (no summer time): Rome 09:00 CET is 05:00', () => {
    const [first] = slotsOn('2026-12-07')
    expect(wall(first!.start, 'America/Argentina/Buenos_Aires')).toBe('Mon, 07 Dec, 05:00')
    expect(groupByDay(slotsOn('2026-12-07'), 'America/Argentina/Buenos_Aires')).toHaveLength(1)
  })
})

describe('notice and window', () => {
  const slotAt = at('2026-12-07T10:00:00Z') // Rome 11:00

  it('a slot exactly 12 hours ahead is offered; a millisecond later it is not', () => {
    const exactly = computeSlots({
      settings,
      members: [member('a@x.example')],
      now: slotAt - 12 * 3_600_000,
    })
    expect(exactly[0]!.start).toBe(slotAt)
    const late = computeSlots({
      settings,
      members: [member('a@x.example')],
      now: slotAt - 12 * 3_600_000 + 1,
    })
    expect(late[0]!.start).toBe(slotAt + 30 * 60_000)
  })

  it('the window ends 30 days after now: a slot starting then is not offered, the one before is', () => {
    const now = slotAt - 30 * 86_400_000
    const slots = computeSlots({ settings, members: [member('a@x.example')], now })
    const last = slots[slots.length - 1]!
    expect(last.start).toBe(slotAt - 30 * 60_000)
    expect(slots.every((slot) => slot.start < now + 30 * 86_400_000)).toBe(true)
  })
})

describe('hours, overrides, holidays and the gap between calls', () => {
  it('Italy’s national holidays are off, Easter Monday included, unless extra hours are set', () => {
    expect(italianHolidays(2026).has('2026-04-06')).toBe(true) // Easter Monday
    expect(italianHolidays(2027).has('2027-03-29')).toBe(true)
    expect(slotsOn('2026-04-06')).toHaveLength(0)
    expect(slotsOn('2026-06-02')).toHaveLength(0) // Festa della Repubblica, a Tuesday
    expect(slotsOn('2026-12-08')).toHaveLength(0) // Immacolata, a Tuesday
    const overridden = member('giulia@radici.example', {
      overrides: [{ day: '2026-04-06', kind: 'extra', starts: '10:00', ends: '11:00' }],
    })
    expect(slotsOn('2026-04-06', [overridden])).toHaveLength(2)
  })

  it('a day off removes the weekly hours', () => {
    const off = member('giulia@radici.example', {
      overrides: [{ day: '2026-12-09', kind: 'off', starts: null, ends: null }],
    })
    expect(slotsOn('2026-12-09', [off])).toHaveLength(0)
    expect(slotsOn('2026-12-10', [off])).toHaveLength(18)
  })

  it('a booked call blocks its time and the 15 minutes after it, on both sides', () => {
    // Rome 10:00–10:30 CET, blocked until 10:45.
    const busy = member('giulia@radici.example', {
      calls: [{ starts_at: '2026-12-07T09:00:00Z', blocked_until: '2026-12-07T09:45:00Z' }],
    })
    const rome = slotsOn('2026-12-07', [busy]).map((slot) =>
      wall(slot.start, 'Europe/Rome').slice(-5),
    )
    expect(rome.slice(0, 3)).toEqual(['09:00', '11:00', '11:30'])
    expect(rome).not.toContain('09:30') // would end at 10:00, leaving no gap before the call
    expect(rome).not.toContain('10:30') // starts before the gap after the call ends
  })
})

describe('who takes the call', () => {
  const giulia = member('giulia@radici.example')
  const marco = member('marco@radici.example', {
    calls: [{ starts_at: '2026-12-08T09:00:00Z', blocked_until: '2026-12-08T09:45:00Z' }],
  })
  const sofia = member('sofia@radici.example', {
    weekly: [{ weekday: 1, starts: '09:00', ends: '10:00' }],
  })

  it('the owner’s hours only, when the inquiry has an owner', () => {
    const slots = slotsOn('2026-12-07', [giulia, marco, sofia], 'sofia@radici.example')
    expect(slots).toHaveLength(2)
    expect(slots.every((slot) => slot.members.join() === 'sofia@radici.example')).toBe(true)
  })

  it('otherwise any free member, the one with the fewest calls that week first', () => {
    const [first] = slotsOn('2026-12-07', [marco, giulia, sofia])
    expect(first!.members).toEqual([
      'giulia@radici.example',
      'sofia@radici.example',
      'marco@radici.example',
    ])
    // The week after, Marco has no call: alphabetical among equals.
    const [next] = slotsOn('2026-12-14', [marco, giulia, sofia])
    expect(next!.members).toEqual([
      'giulia@radici.example',
      'marco@radici.example',
      'sofia@radici.example',
    ])
  })
})

describe('isTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Europe/Rome')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(42)).toBe(false)
  })
})

describe('italianHolidaysAhead', () => {
  it('lists the national holidays of the window in Rome, across the new year, with English names', () => {
    const now = Date.parse('2026-11-26T22:00:00Z')
    expect(italianHolidaysAhead(now, 60)).toEqual([
      { date: '2026-12-08', name: 'Immaculate Conception' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-01-06', name: 'Epiphany' },
    ])
    // 23:30 UTC on 7 December is already the 8th in Rome.
    expect(italianHolidaysAhead(Date.parse('2026-12-07T23:30:00Z'), 0)).toEqual([
      { date: '2026-12-08', name: 'Immaculate Conception' },
    ])
  })
})
