/** The team works in Rome time (docs/decisions/160): calls are shown in it, with Intl's own zone data. */
export const ROME = 'Europe/Rome'

/** 'Tue 1 Dec, 21:00' in Rome. */
export function romeDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ROME,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(iso))
}

/** The Rome calendar day of an instant, 'YYYY-MM-DD'. */
export function romeDay(instant: string | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(
    typeof instant === 'string' ? Date.parse(instant) : instant,
  )
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]

/** '09:00:00' → '09:00'. */
export function hhmm(time: string | null): string {
  return (time ?? '').slice(0, 5)
}
