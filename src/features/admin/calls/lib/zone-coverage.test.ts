import { addDays, monthDay, nextMonday, zoneCoverage, type TeamRange } from './zone-coverage'

const weekdays = (starts: string, ends: string): TeamRange[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts, ends }))
const seed = [...weekdays('09:00', '13:00'), ...weekdays('14:00', '19:00')]

describe('which hours of a family’s day the team’s Rome hours cover', () => {
  it('New York in an ordinary week: night before 8 AM, morning after', () => {
    // Week of Monday 30 November 2026: New York UTC−5, Rome UTC+1.
    const [monday] = zoneCoverage(seed, 'America/New_York', '2026-11-30')
    expect(monday).toEqual({
      date: '2026-11-30',
      weekday: 'Monday',
      daytime: ['8:00 AM–1:00 PM'],
      outside: ['3:00 AM–7:00 AM'],
    })
  })

  it('merges members’ ranges and adds the Rome evenings to the Americas’ daytime', () => {
    const evenings = [...seed, ...weekdays('19:00', '22:00'), ...weekdays('09:00', '12:00')]
    const [monday] = zoneCoverage(evenings, 'America/Los_Angeles', '2026-11-30')
    expect(monday?.daytime).toEqual(['8:00 AM–1:00 PM'])
    expect(monday?.outside).toEqual(['12:00 AM–4:00 AM', '5:00 AM–8:00 AM'])
  })

  it('follows a week when only the US has changed clocks (9 March 2026)', () => {
    const [monday] = zoneCoverage(seed, 'America/New_York', '2026-03-09')
    // New York on EDT (UTC−4), Rome still on CET: 14:00 in Rome is 9:00 AM.
    expect(monday?.daytime).toEqual(['9:00 AM–2:00 PM'])
    expect(monday?.outside).toEqual(['4:00 AM–8:00 AM'])
  })

  it('Sydney sees Rome’s Monday on its Monday evening and Tuesday night', () => {
    const days = zoneCoverage(seed, 'Australia/Sydney', '2026-11-30')
    // AEDT (UTC+11): Rome 09:00–13:00 is 7:00–11:00 PM, 14:00–19:00 is midnight to 5:00 AM.
    expect(days[0]?.daytime).toEqual(['7:00 PM–9:00 PM'])
    expect(days[0]?.outside).toEqual(['9:00 PM–11:00 PM'])
    expect(days[1]?.outside).toEqual(['12:00 AM–5:00 AM', '9:00 PM–11:00 PM'])
    // Saturday in Sydney holds only Rome Friday's night hours.
    expect(days[5]?.daytime).toEqual([])
    expect(days[5]?.outside).toEqual(['12:00 AM–5:00 AM'])
  })

  it('counts calendar days and finds the next Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(nextMonday('2026-11-26')).toBe('2026-11-30')
    expect(nextMonday('2026-11-30')).toBe('2026-11-30')
    expect(monthDay('2026-11-30')).toBe('November 30')
  })
})
