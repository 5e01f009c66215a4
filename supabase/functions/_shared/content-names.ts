/**
 * The names the team knows agencies and itineraries by, for the team e-mail (issue 27: names, not ids). The site's
 * content (src/content/agencies.ts, itineraries.ts) is the source; the function cannot import it, so this copy
 * is checked against it by tests/integration/content-names.test.ts. An id missing here is shown as it is.
 */
export const AGENCY_NAMES: Readonly<Record<string, string>> = {
  'sicilia-heritage': 'Zagara Heritage Journeys',
  'tuscany-roots': 'Cipresso Family Travel',
  'calabria-explorer': 'Due Mari Explorer',
  'campania-heritage': 'Lanterna Heritage Travel',
  'puglia-heritage': 'Trullo & Ulivo Journeys',
  'veneto-explorer': 'Laguna Archive Explorers',
  'lombardy-roots': 'Lago Radici Lombardia',
  'lazio-heritage': 'Ansa del Tevere Heritage',
}

export const ITINERARY_NAMES: Readonly<Record<string, string>> = {
  'sicily-roots': 'Sicilian Roots Journey',
  'calabria-origins': 'Calabrian Origins Tour',
  'campania-heritage': 'Campania Heritage Trail',
  'puglia-discovery': 'Puglia Discovery Journey',
  'veneto-legacy': 'Veneto Family Legacy',
  'lazio-discovery': 'Lazio Ancestral Discovery',
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** '2027-05-12' → 'May 12, 2027' (the long form used everywhere else); any other text as it is. */
export function longTravelDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : longDate.format(date)
}
