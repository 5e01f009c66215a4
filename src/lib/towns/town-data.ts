import { letterMask, normalise, normalisedWords, slugify } from './normalise'

/** One Italian comune as the finder shows it. */
export interface Town {
  name: string
  /** Unique across Italy: the name's slug, with the province's code when two comuni share a name. */
  slug: string
  province: string
  provinceCode: string
  /** The region's Italian name, as ISTAT writes it ('Sicilia'). */
  region: string
  /** Normalised forms of the whole name and of each part of a bilingual name ('Bolzano/Bozen'). */
  keys: string[]
  /** The letters of each key (./normalise.ts letterMask), in the order of `keys`. */
  masks: number[]
  /** The normalised name from its second word on, from its third, …: 'militello' finds Sant'Agata di Militello. */
  laterWords: string[]
}

export interface TownData {
  regions: readonly string[]
  provinces: ReadonlyArray<readonly [string, string, number]>
  towns: string
}

/** The build's compact data (scripts/build/vite-comuni-index.ts) as records, with their search keys. */
export function parseTownData(data: TownData): Town[] {
  const towns = data.towns.split('\n').map((line) => {
    const [name = '', index] = line.split('\t')
    const entry = data.provinces[Number(index)]
    if (!entry) throw new Error(`comuni data: no province for ${name}`)
    const [provinceCode, province, region] = entry
    const parts = name.split('/')
    const keys = [normalise(name), ...(parts.length > 1 ? parts.map(normalise) : [])]
    return {
      name,
      slug: slugify(name),
      province,
      provinceCode,
      region: data.regions[region] ?? '',
      keys,
      masks: keys.map(letterMask),
      laterWords: normalisedWords(name)
        .map((_, index, words) => words.slice(index).join(''))
        .slice(1),
    }
  })
  const counts = new Map<string, number>()
  for (const town of towns) counts.set(town.slug, (counts.get(town.slug) ?? 0) + 1)
  for (const town of towns)
    if ((counts.get(town.slug) ?? 0) > 1)
      town.slug = `${town.slug}-${town.provinceCode.toLowerCase()}`
  return towns
}

/** The structured town the wizard sends and the database stores. */
export interface TownRef {
  comune: string
  province: string
  region: string
}

/** A well-formed TownRef, from storage or the database's jsonb (where the database has checked each one: ADR 100). */
export function isTownRef(value: unknown): value is TownRef {
  if (typeof value !== 'object' || value === null) return false
  const town = value as Record<string, unknown>
  return ['comune', 'province', 'region'].every((key) => typeof town[key] === 'string')
}

/** The towns of a stored inquiry (form_submissions.towns, jsonb): the well-formed entries, in order. */
export function readTownRefs(value: unknown): TownRef[] {
  return Array.isArray(value) ? value.filter(isTownRef) : []
}

export const sameTown = (a: TownRef, b: TownRef): boolean =>
  a.comune === b.comune && a.province === b.province

export const toTownRef = (town: Town): TownRef => ({
  comune: town.name,
  province: town.province,
  region: town.region,
})
