import * as abruzzo from './regions/abruzzo'
import * as calabria from './regions/calabria'
import * as campania from './regions/campania'
import * as marche from './regions/marche'
import * as molise from './regions/molise'
import * as puglia from './regions/puglia'
import * as sicily from './regions/sicily'
import * as tuscany from './regions/tuscany'

/**
 * The eight regions that have a blog page (docs/product/rules.md, "Region"), in the order the site shows them.
 * Each region is a folder, src/content/regions/<id>/ (ADR 111); this list only says which ones and in what
 * order. This module holds ids and names only (the itinerary and agency filters need no more).
 */
const ordered = [sicily, tuscany, calabria, campania, puglia, abruzzo, marche, molise] as const

export type RegionId = (typeof ordered)[number]['id']

export const regionIds: readonly RegionId[] = ordered.map((region) => region.id)

export const regionNames = Object.fromEntries(
  ordered.map((region) => [region.id, region.name]),
) as Record<RegionId, string>

export function isRegionId(value: string): value is RegionId {
  return (regionIds as readonly string[]).includes(value)
}

/**
 * One part of every region, from the glob of that part's files (`./regions/<id>/<file>`), by id; throws when a
 * region lacks it (region-content.test.ts names the file).
 */
export function byRegion<T>(files: Record<string, T>, file: string): Record<RegionId, T> {
  return Object.fromEntries(
    regionIds.map((id) => {
      const part = files[`./regions/${id}/${file}`]
      if (part === undefined) throw new Error(`src/content/regions/${id}/${file} is missing`)
      return [id, part]
    }),
  ) as Record<RegionId, T>
}
