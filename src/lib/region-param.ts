/**
 * The `?region=` query parameter shared by /itineraries and /agencies (docs/product/public-site.md, "Itineraries"): a filter button's label is
 * stored lower-cased, and matching a region name is case-insensitive.
 */
export const REGION_PARAM = 'region'

export function toRegionParam(label: string): string {
  return label.trim().toLowerCase()
}

export function matchesRegion(regionName: string, param: string): boolean {
  return regionName.trim().toLowerCase() === param.trim().toLowerCase()
}

/** The parameter as read from the URL: null when absent or blank ("All Regions"). */
export function readRegionParam(searchParams: URLSearchParams): string | null {
  const value = searchParams.get(REGION_PARAM)?.trim()
  return value ? value : null
}
