/**
 * The console's one voice for time (docs/product/admin.md, "Dates"): the team works in Rome time (ADR 160), so every
 * instant in the console reads in Rome, in US English long form, with the zone named:
 * 'December 1, 2026 at 9:00 PM Rome time'. Intl's own zone data, never a hand-made offset.
 */
export const ROME = 'Europe/Rome'

const longForm = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME,
  dateStyle: 'long',
  timeStyle: 'short',
})
const withWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME,
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME,
  hour: 'numeric',
  minute: '2-digit',
})
const day = new Intl.DateTimeFormat('en-US', { timeZone: ROME, dateStyle: 'long' })

const instant = (value: string | number) => (typeof value === 'string' ? Date.parse(value) : value)

/** 'November 21, 2026 at 4:45 PM Rome time': when something happened (an inquiry, a note, a history entry). */
export function teamDateTime(value: string | number): string {
  return `${longForm.format(instant(value))} Rome time`
}

/** 'Tue, December 1, 2026, 9:00 PM Rome time': when a call is (the weekday helps plan). */
export function callDateTime(value: string | number): string {
  return `${withWeekday.format(instant(value))} Rome time`
}

/** '9:00 PM': a time of day in Rome, where the day is already said (today's calls). */
export function romeClock(value: string | number): string {
  return clock.format(instant(value))
}

/** 'November 21, 2026' in Rome. */
export function teamDay(value: string | number): string {
  return day.format(instant(value))
}

/** The Rome calendar day of an instant, 'YYYY-MM-DD'. */
export function romeDay(value: string | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(instant(value))
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

/** A stored time of day ('09:00:00', '13:30') as the inputs beside it show it: '9:00 AM', '1:30 PM'. */
export function wallClock(time: string | null): string {
  const [hours = 0, minutes = 0] = (time ?? '').split(':').map(Number)
  const suffix = hours >= 12 && hours < 24 ? 'PM' : 'AM'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`
}
