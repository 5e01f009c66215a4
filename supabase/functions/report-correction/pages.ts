/**
 * The pages a reader can report a mistake on: the eight region articles, the root-tourism article and the research
 * guide (docs/decisions/131-suggest-a-correction.md), /how-it-works, /travel-insurance and the six itinerary pages
 * (docs/decisions/196-content-round-two.md). tests/integration/report-correction.test.ts keeps this list equal to
 * the site's pages and to their review dates.
 */
export const REGION_SLUGS = [
  'sicily',
  'tuscany',
  'calabria',
  'campania',
  'puglia',
  'abruzzo',
  'marche',
  'molise',
] as const

export const ITINERARY_IDS = [
  'sicily-roots',
  'calabria-origins',
  'campania-heritage',
  'puglia-discovery',
  'veneto-legacy',
  'lazio-discovery',
] as const

export const CORRECTABLE_PAGES: readonly string[] = [
  ...REGION_SLUGS.map((slug) => `/blog/${slug}`),
  '/blog/what-is-root-tourism',
  '/blog/italian-family-research-guide',
  '/how-it-works',
  '/travel-insurance',
  ...ITINERARY_IDS.map((id) => `/itineraries/${id}`),
]
