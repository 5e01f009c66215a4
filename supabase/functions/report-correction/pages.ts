/**
 * The pages a reader can report a mistake on: the eight region articles, the root-tourism article and the research
 * guide (docs/decisions/131-suggest-a-correction.md). A unit test keeps this list equal to the site's.
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

export const CORRECTABLE_PAGES: readonly string[] = [
  ...REGION_SLUGS.map((slug) => `/blog/${slug}`),
  '/blog/what-is-root-tourism',
  '/blog/italian-family-research-guide',
]
