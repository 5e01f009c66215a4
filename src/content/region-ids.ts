/**
 * The eight regions that have a blog page (docs/product/rules.md, "Region"), in the order the site shows them.
 * The slug is the lower-cased name. Full records live in ./regions.ts.
 */
export const regionIds = [
  'sicily',
  'tuscany',
  'calabria',
  'campania',
  'puglia',
  'abruzzo',
  'marche',
  'molise',
] as const

export type RegionId = (typeof regionIds)[number]

export const regionNames: Record<RegionId, string> = {
  sicily: 'Sicily',
  tuscany: 'Tuscany',
  calabria: 'Calabria',
  campania: 'Campania',
  puglia: 'Puglia',
  abruzzo: 'Abruzzo',
  marche: 'Marche',
  molise: 'Molise',
}

export function isRegionId(value: string): value is RegionId {
  return (regionIds as readonly string[]).includes(value)
}
