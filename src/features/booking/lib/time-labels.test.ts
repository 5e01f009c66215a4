import {
  dayLabel,
  firstDaytimeDay,
  fromPickerDate,
  inDaytime,
  minuteOfDay,
  slotLabel,
  splitByDaytime,
  toPickerDate,
  zoneCity,
  zoneGroups,
  zoneWithOffset,
} from './time-labels'

describe('time labels', () => {
  it('shows the family’s time and Rome’s side by side', () => {
    // 20:00 UTC on 1 December 2026: 3:00 PM in New York (EST), 21:00 in Rome (CET).
    expect(slotLabel('2026-12-01T20:00:00Z', 'America/New_York')).toBe(
      '3:00 PM in New York · 21:00 in Rome',
    )
    expect(slotLabel('2026-12-01T20:00:00Z', 'Europe/Rome')).toBe('21:00 in Rome')
  })

  it('follows the week when only the US has changed clocks (2026-03-09)', () => {
    expect(slotLabel('2026-03-09T08:00:00Z', 'America/New_York')).toBe(
      '4:00 AM in New York · 09:00 in Rome',
    )
  })

  it('names zones by their city and days by their calendar date', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(dayLabel('2026-12-01')).toBe('Tuesday, December 1')
    expect(fromPickerDate(toPickerDate('2026-03-29'))).toBe('2026-03-29')
  })
})

const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
})

describe('the family’s daytime (08:00–21:00 on their clock)', () => {
  it('puts 13:00 Rome outside a New York morning in an ordinary week', () => {
    // 1 December 2026: New York UTC−5, Rome UTC+1: 13:00 in Rome is 7:00 AM in New York.
    expect(inDaytime(slot('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(false)
    expect(inDaytime(slot('2026-12-01T13:00:00Z'), 'America/New_York')).toBe(true)
  })

  it('follows the weeks when only one side has changed clocks', () => {
    // 9 March 2026: New York already on EDT (UTC−4), Rome still on CET: 13:00 Rome is 8:00 AM New York.
    expect(minuteOfDay('2026-03-09T12:00:00Z', 'America/New_York')).toBe(8 * 60)
    expect(inDaytime(slot('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(true)
    // 26 October 2026: Rome back on CET, New York still on EDT: the same 13:00 Rome is 8:00 AM too.
    expect(inDaytime(slot('2026-10-26T12:00:00Z'), 'America/New_York')).toBe(true)
    // 2 November 2026: both on winter time again: 7:00 AM.
    expect(inDaytime(slot('2026-11-02T12:00:00Z'), 'America/New_York')).toBe(false)
  })

  it('keeps a call that ends at 21:00 and refuses one that starts before 08:00', () => {
    // Sydney on AEDT (UTC+11) on 1 December 2026: 09:30Z is 8:30 PM, 10:00Z is 9:00 PM.
    expect(inDaytime(slot('2026-12-01T09:30:00Z'), 'Australia/Sydney')).toBe(true)
    expect(inDaytime(slot('2026-12-01T10:00:00Z'), 'Australia/Sydney')).toBe(false)
    // Los Angeles on PST (UTC−8): 16:00Z is 8:00 AM, 15:30Z is 7:30 AM.
    expect(inDaytime(slot('2026-12-01T16:00:00Z'), 'America/Los_Angeles')).toBe(true)
    expect(inDaytime(slot('2026-12-01T15:30:00Z'), 'America/Los_Angeles')).toBe(false)
  })

  it('splits a day keeping the order and chooses the first day with a daytime time', () => {
    const night = slot('2026-12-01T08:00:00Z') // 3:00 AM in New York
    const morning = slot('2026-12-01T14:00:00Z') // 9:00 AM in New York
    expect(splitByDaytime([night, morning], 'America/New_York')).toEqual({
      daytime: [morning],
      outside: [night],
    })
    const days = [
      { date: '2026-11-30', slots: [slot('2026-11-30T08:00:00Z')] },
      { date: '2026-12-01', slots: [night, morning] },
    ]
    expect(firstDaytimeDay(days, 'America/New_York')).toBe('2026-12-01')
    expect(firstDaytimeDay(days.slice(0, 1), 'America/New_York')).toBe('2026-11-30')
  })
})

describe('the time-zone picker', () => {
  it('lists the common zones first with their offset that day, then every zone by region', () => {
    const groups = zoneGroups('America/New_York')
    expect(groups[0]!.label).toBe('Most used')
    const common = groups[0]!.zones
    expect(common[0]).toEqual({
      value: 'America/New_York',
      label: expect.stringMatching(/^New York \(GMT-[45]\)$/),
    })
    expect(zoneWithOffset('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(
      'New York (GMT-5)',
    )
    expect(zoneWithOffset('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(
      'New York (GMT-4)',
    )
    expect(zoneWithOffset('Australia/Sydney', Date.parse('2026-01-15T12:00:00Z'))).toBe(
      'Sydney (GMT+11)',
    )
    const america = groups.find((group) => group.label === 'America')!
    expect(america.zones).toContainEqual({ value: 'America/Los_Angeles', label: 'Los Angeles' })
    expect(groups.find((group) => group.label === 'Australia')!.zones).toContainEqual({
      value: 'Australia/Sydney',
      label: 'Sydney',
    })
  })

  it('keeps a zone the browser does not list', () => {
    const groups = zoneGroups('Mars/Olympus_Mons')
    expect(groups.flatMap((group) => group.zones.map((zone) => zone.value))).toContain(
      'Mars/Olympus_Mons',
    )
  })
})
