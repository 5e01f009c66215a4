import { describe, expect, it } from 'vitest'
import { callDateTime, romeClock, romeDay, teamDateTime, teamDay, wallClock } from './team-time'

describe('the console’s time', () => {
  it('reads every instant in Rome, US English long form, the zone named, across the DST change', () => {
    expect(teamDateTime('2026-11-21T15:45:00Z')).toBe('November 21, 2026 at 4:45 PM Rome time')
    expect(teamDateTime('2026-07-04T00:00:00Z')).toBe('July 4, 2026 at 2:00 AM Rome time')
    expect(callDateTime('2026-12-01T20:00:00Z')).toBe('Tue, December 1, 2026 at 9:00 PM Rome time')
    expect(callDateTime('2026-07-01T20:00:00Z')).toBe('Wed, July 1, 2026 at 10:00 PM Rome time')
    expect(romeClock('2026-12-01T20:00:00Z')).toBe('9:00 PM')
    expect(teamDay('2026-12-01T23:30:00Z')).toBe('December 2, 2026')
    expect(romeDay('2026-12-01T23:30:00Z')).toBe('2026-12-02')
  })

  it('shows stored hours as the time inputs do', () => {
    expect(wallClock('09:00:00')).toBe('9:00 AM')
    expect(wallClock('13:30')).toBe('1:30 PM')
    expect(wallClock('00:00')).toBe('12:00 AM')
    expect(wallClock('12:00')).toBe('12:00 PM')
    expect(wallClock('22:00:00')).toBe('10:00 PM')
  })
})
