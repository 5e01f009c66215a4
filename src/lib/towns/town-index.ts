import * as data from 'virtual:comuni-index'
import { normalise } from './normalise'
import { findTown, searchTowns } from './search-towns'
import { parseTownData, type Town } from './town-data'

/**
 * The comuni with their search: a module of its own, imported only by ./load-towns.ts, so the data and the
 * matching code are downloaded together the first time a visitor uses a town field (docs/decisions/100).
 */
const towns = parseTownData(data)
/** ISTAT's region name → the English one; the build takes it from the content, src/lib never imports it (ADR 202). */
const englishNames = new Map(
  data.regions
    .map((region, index): [string, string] => [region, data.regionNames[index] ?? region])
    .sort(([a], [b]) => a.localeCompare(b, 'it')),
)

/** 'Province of Palermo, Sicily': how suggestions and results place a comune. */
export function townDetail(town: Town): string {
  return `Province of ${town.province}, ${englishNames.get(town.region) ?? town.region}`
}

/** Regions whose Italian or English name starts with the text: 'sic' → Sicily. */
function suggestRegions(text: string) {
  const query = normalise(text)
  if (query.length < 2) return []
  return [...englishNames]
    .filter(([italian, english]) =>
      [italian, english].some((name) => normalise(name).startsWith(query)),
    )
    .map(([italian, english]) => ({
      key: `region:${english}`,
      label: english,
      detail: english === italian ? 'Region' : `Region (${italian})`,
    }))
}

export const townIndex = {
  towns,
  search: (text: string, limit?: number) => searchTowns(towns, text, limit),
  find: (value: string) => findTown(towns, value),
  /** Suggestions for a combobox (src/components/place-combobox.tsx). */
  suggest: (text: string, limit = 8) =>
    searchTowns(towns, text, limit).map(({ town }) => ({
      key: town.slug,
      label: town.name,
      detail: townDetail(town),
    })),
  /** The wizard's suggestions: regions first, then comuni. */
  suggestPlaces: (text: string, limit = 8) =>
    [...suggestRegions(text), ...townIndex.suggest(text, limit)].slice(0, limit),
}

export type TownIndex = typeof townIndex
