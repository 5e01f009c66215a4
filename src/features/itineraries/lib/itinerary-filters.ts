import type { RegionFilterOption } from '@/components/region-filter'
import type { Itinerary } from '@/content/itineraries'
import { regionIds, regionNames } from '@/content/region-ids'
import { matchesRegion, toRegionParam } from '@/lib/region-param'

/** 'All Regions' plus the eight blog regions (docs/product/public-site.md, "Itineraries"). */
export const itineraryRegionFilters: readonly RegionFilterOption[] = [
  { label: 'All Regions', value: null },
  ...regionIds.map((id) => ({ label: regionNames[id], value: toRegionParam(regionNames[id]) })),
]

/** The itineraries whose region matches `?region=` case-insensitively; all of them without a parameter. */
export function filterItineraries<T extends Pick<Itinerary, 'region'>>(
  list: readonly T[],
  region: string | null,
): readonly T[] {
  if (!region) return list
  return list.filter((itinerary) => matchesRegion(itinerary.region, region))
}

export function itineraryCountLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? 'itinerary' : 'itineraries'}`
}
