/**
 * Times for the family, with Intl only (the browser's own IANA data; no library in the booking chunk):
 * '3:00 PM in New York · 21:00 in Rome'.
 */
export const TEAM_ZONE = 'Europe/Rome'

/** The browser's zone, or Rome when it cannot tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || TEAM_ZONE
  } catch {
    return TEAM_ZONE
  }
}

/** 'America/New_York' → 'New York'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ')
}

export function familyClock(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.parse(iso))
}

export function romeClock(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TEAM_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(iso))
}

/** '3:00 PM in New York · 21:00 in Rome' (just '21:00 in Rome' for a family in Rome). */
export function slotLabel(iso: string, zone: string): string {
  const rome = `${romeClock(iso)} in Rome`
  return zone === TEAM_ZONE ? rome : `${familyClock(iso, zone)} in ${zoneCity(zone)} · ${rome}`
}

/** 'Tuesday, December 1' for a 'YYYY-MM-DD' day (a calendar day, no zone involved). */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d))
}

/** 'Tuesday, December 1 at 3:00 PM' in a zone. */
export function callLabel(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.parse(iso))
}

/** Every zone the browser knows, the family's own first when it is missing from the list. */
export function zoneOptions(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [TEAM_ZONE]
  return all.includes(current) ? all : [current, ...all]
}

/** A calendar day 'YYYY-MM-DD' as a local Date (what the day picker shows), and back. */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

export function fromPickerDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
