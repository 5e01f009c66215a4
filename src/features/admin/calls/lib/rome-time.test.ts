import { hhmm, romeDateTime, romeDay } from './rome-time'

describe('Rome time', () => {
  it('shows calls in Rome time whatever the browser’s zone, across the DST change', () => {
    expect(romeDateTime('2026-12-01T20:00:00Z')).toBe('Tue 1 Dec, 21:00')
    expect(romeDateTime('2026-07-01T20:00:00Z')).toBe('Wed 1 Jul, 22:00')
    expect(romeDay('2026-12-01T23:30:00Z')).toBe('2026-12-02')
    expect(hhmm('09:00:00')).toBe('09:00')
  })
})
