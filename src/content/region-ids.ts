import { region as abruzzo } from './regions/abruzzo'
import { region as calabria } from './regions/calabria'
import { region as campania } from './regions/campania'
import { region as marche } from './regions/marche'
import { region as molise } from './regions/molise'
import { region as puglia } from './regions/puglia'
import { region as sicily } from './regions/sicily'
import { region as tuscany } from './regions/tuscany'

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
