import type { RegionFilterOption } from '@/components/region-filter'
import type { Agency } from '@/content/agencies'
import { matchesRegion, toRegionParam } from '@/lib/region-param'

export const VISIBLE_EXPERTISE = 3
export const TESTIMONIAL_MAX_LENGTH = 120

/** 'All Regions' plus the sorted distinct regions of the agencies (docs/product/public-site.md, "Agencies"). */
export function agencyRegionFilters(
  list: readonly Pick<Agency, 'regions'>[],
): RegionFilterOption[] {
  const regions = [...new Set(list.flatMap((agency) => agency.regions))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  )
  return [
    { label: 'All Regions', value: null },
    ...regions.map((region) => ({ label: region, value: toRegionParam(region) })),
  ]
}

/** The agencies covering the `?region=` region (case-insensitive); all of them without a parameter. */
export function filterAgencies<T extends Pick<Agency, 'regions'>>(
  list: readonly T[],
  region: string | null,
): readonly T[] {
  if (!region) return list
  return list.filter((agency) => agency.regions.some((name) => matchesRegion(name, region)))
}

/** The first three expertise tags, and how many more there are ('+N more'). */
export function visibleExpertise(expertise: readonly string[], limit = VISIBLE_EXPERTISE) {
  return { shown: expertise.slice(0, limit), more: Math.max(0, expertise.length - limit) }
}

/** A testimonial cut at 120 characters followed by '...', only when it is longer (docs/product/public-site.md, "Agencies"). */
export function truncateTestimonial(text: string, max = TESTIMONIAL_MAX_LENGTH): string {
  if (text.length <= max) return text
  return `${text.slice(0, max).trimEnd()}...`
}

export function agencyCountLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? 'agency' : 'agencies'}`
}
