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

/** Where most families are (docs/product/booking.md, 'The picker'): listed first, with their offset today. */
export const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Rome',
]

/** 'New York (GMT-5)': the city and its offset at `at`, read from Intl's zone data (ADR 161). */
export function zoneWithOffset(zone: string, at: number = Date.now()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return offset ? `${zoneCity(zone)} (${offset})` : zoneCity(zone)
}

/**
 * The picker's groups: the common zones with offsets first, then every zone by region ('America', 'Europe', …)
 * under its city name; the family's own zone is always there.
 */
export function zoneGroups(
  current: string,
): { label: string; zones: { value: string; label: string }[] }[] {
  const all = zoneOptions(current)
  const common = COMMON_ZONES.filter((zone) => all.includes(zone) || zone === current)
  const byRegion = new Map<string, { value: string; label: string }[]>()
  for (const zone of all) {
    const region = zone.includes('/') ? zone.split('/')[0]! : 'Other'
    const label = zone.split('/').slice(1).join(' / ').replace(/_/g, ' ') || zone
    byRegion.set(region, [...(byRegion.get(region) ?? []), { value: zone, label }])
  }
  return [
    {
      label: 'Most used',
      zones: common.map((zone) => ({ value: zone, label: zoneWithOffset(zone) })),
    },
    ...[...byRegion].map(([label, zones]) => ({ label, zones })),
  ]
}

/**
 * The family's daytime (docs/product/booking.md, 'The picker'): a call that starts at 08:00 or later and ends by
 * 21:00 on the family's clock. The hour is read through Intl in the family's zone (ADR 161: no offsets by hand),
 * so a week when only the US or only Italy has changed clocks is handled by the IANA data itself.
 */
export const DAYTIME_FROM_MINUTE = 8 * 60
export const DAYTIME_TO_MINUTE = 21 * 60

/** Minutes since midnight on the zone's clock (0–1439). */
export function minuteOfDay(iso: string, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.parse(iso))
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return value('hour') * 60 + value('minute')
}

export function inDaytime(slot: { start: string; end: string }, zone: string): boolean {
  const starts = minuteOfDay(slot.start, zone)
  const length = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000)
  return starts >= DAYTIME_FROM_MINUTE && starts + length <= DAYTIME_TO_MINUTE
}

/** A day's times split into the family's daytime and the rest, each in the server's (earliest-first) order. */
export function splitByDaytime<T extends { start: string; end: string }>(
  slots: T[],
  zone: string,
): { daytime: T[]; outside: T[] } {
  const daytime: T[] = []
  const outside: T[] = []
  for (const slot of slots) (inDaytime(slot, zone) ? daytime : outside).push(slot)
  return { daytime, outside }
}

/** The first day with a time in the family's daytime, else the first free day. */
export function firstDaytimeDay(
  days: { date: string; slots: { start: string; end: string }[] }[],
  zone: string,
): string | undefined {
  return (
    days.find((entry) => entry.slots.some((slot) => inDaytime(slot, zone)))?.date ?? days[0]?.date
  )
}

/** A calendar day 'YYYY-MM-DD' as a local Date (what the day picker shows), and back. */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

export function fromPickerDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
