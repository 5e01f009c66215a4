/**
 * When the team last checked each article's facts against its sources (docs/decisions/132-dated-articles.md):
 * shown as "Last reviewed" on the page, and the Article structured data's `dateModified` where the page has it.
 * Change a date only after checking the article's facts, not for a typo; keyed by the page's path.
 */
export const articleReviews: Readonly<Record<string, string>> = {
  '/blog/sicily': '2026-11-23',
  '/blog/tuscany': '2026-11-23',
  '/blog/calabria': '2026-11-23',
  '/blog/campania': '2026-11-23',
  '/blog/puglia': '2026-11-23',
  '/blog/abruzzo': '2026-11-23',
  '/blog/marche': '2026-11-25',
  '/blog/molise': '2026-11-23',
  '/blog/what-is-root-tourism': '2026-11-22',
  '/blog/italian-family-research-guide': '2026-11-25',
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
