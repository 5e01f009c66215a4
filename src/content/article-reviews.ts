/**
 * When the team last checked each page's facts against its sources (docs/decisions/132-dated-articles.md; the
 * pages beyond the articles since docs/decisions/196; /about-us, /our-values and the town finder's answers since
 * docs/decisions/248): shown as "Last reviewed" on the page, and the Article
 * structured data's `dateModified` where the page has it. Change a date only after checking the page's facts, not
 * for a typo; keyed by the page's path. Every page here also takes "Suggest a correction" (the function's list,
 * supabase/functions/_shared/contracts/report-correction.ts, is kept equal by tests/integration/report-correction.test.ts).
 */
export const articleReviews: Readonly<Record<string, string>> = {
  '/blog/sicily': '2026-11-28',
  '/blog/tuscany': '2026-11-23',
  '/blog/calabria': '2026-11-28',
  '/blog/campania': '2026-11-28',
  '/blog/puglia': '2026-11-28',
  '/blog/abruzzo': '2026-11-23',
  '/blog/marche': '2026-11-26',
  '/blog/molise': '2026-11-23',
  '/blog/what-is-root-tourism': '2026-11-26',
  '/blog/italian-family-research-guide': '2026-11-28',
  '/how-it-works': '2026-11-28',
  '/travel-insurance': '2026-11-28',
  '/itineraries/sicily-roots': '2026-11-26',
  '/itineraries/calabria-origins': '2026-11-26',
  '/itineraries/campania-heritage': '2026-11-26',
  '/itineraries/puglia-discovery': '2026-11-26',
  '/itineraries/veneto-legacy': '2026-11-26',
  '/itineraries/lazio-discovery': '2026-11-26',
  '/about-us': '2026-11-28',
  '/our-values': '2026-11-28',
  '/find-your-town': '2026-11-28',
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2026-11-25' → 'November 25, 2026', the same on the server and in every browser (no time zone involved). */
export function reviewLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`
}
