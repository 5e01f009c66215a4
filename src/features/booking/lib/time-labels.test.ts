import { dayLabel, fromPickerDate, slotLabel, toPickerDate, zoneCity } from './time-labels'

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
