import * as data from 'virtual:comuni-index'
import { describe, expect, it } from 'vitest'
import { boundedDistance, normalise, slugify } from './normalise'
import { findTown, searchTowns } from './search-towns'
import { parseTownData } from './town-data'

const towns = parseTownData(data)
const names = (text: string, limit = 8) => searchTowns(towns, text, limit).map((m) => m.town.name)

describe('normalise', () => {
  it('ignores case, accents, apostrophes, spaces and hyphens', () => {
    expect(normalise('Cefalù')).toBe('cefalu')
    expect(normalise("Sant'Agata di Militello")).toBe('santagatadimilitello')
    expect(normalise('SANT’AGATA  DI-MILITELLO')).toBe('santagatadimilitello')
    expect(slugify("Reggio nell'Emilia")).toBe('reggio-nell-emilia')
  })

  it('counts edits, swaps of neighbours included, up to a bound', () => {
    expect(boundedDistance('cefalo', 'cefalu', 1)).toBe(1)
    expect(boundedDistance('cefaul', 'cefalu', 1)).toBe(1)
    expect(boundedDistance('padla', 'padula', 1)).toBe(1)
    expect(boundedDistance('napoli', 'torino', 2)).toBe(3)
  })
})

describe('searchTowns', () => {
  it("'cefalu' finds Cefalù first", () => {
    expect(names('cefalu')[0]).toBe('Cefalù')
    expect(searchTowns(towns, 'cefalu')[0]?.kind).toBe('exact')
  })

  it.each([
    "sant'agata di militello",
    'sant agata di militello',
    'santagata militello',
    'SANT’AGATA DI MILITELLO',
  ])('finds Sant’Agata di Militello from %j', (text) => {
    expect(names(text)[0]).toBe("Sant'Agata di Militello")
  })

  it("'reggio' lists Reggio di Calabria and Reggio nell'Emilia, prefix matches before fuzzy ones", () => {
    const matches = searchTowns(towns, 'reggio')
    const found = matches.map((m) => m.town.name)
    expect(found).toContain('Reggio di Calabria')
    expect(found).toContain("Reggio nell'Emilia")
    const kinds = matches.map((m) => m.kind)
    expect([...kinds].sort((a, b) => order(a) - order(b))).toEqual(kinds)
  })

  it.each([
    ['cefalo', 'Cefalù'],
    ['padla', 'Padula'],
    ['agirgento', 'Agrigento'],
    ['castelbuono'.replace('bu', 'b'), 'Castelbuono'],
    ['sant agata di militelo', "Sant'Agata di Militello"],
  ])('a misspelling one edit away: %j finds %s', (text, town) => {
    expect(names(text)).toContain(town)
  })

  it('finds a later word and either half of a bilingual name', () => {
    expect(names('militello')).toContain("Sant'Agata di Militello")
    expect(names('bozen')[0]).toBe('Bolzano/Bozen')
  })

  it('finds nothing for nonsense, and nothing for an empty query', () => {
    expect(names('xqzwvk')).toEqual([])
    expect(names('  ')).toEqual([])
  })
})

describe('findTown', () => {
  it('opens a slug, a province-qualified slug, or an unambiguous exact name', () => {
    expect(findTown(towns, 'cefalu')?.name).toBe('Cefalù')
    expect(findTown(towns, 'Sant Agata di Militello')?.slug).toBe('sant-agata-di-militello')
    expect(findTown(towns, 'castro-le')?.province).toBe('Lecce')
    expect(findTown(towns, 'castro')).toBeUndefined()
    expect(findTown(towns, 'nowhere-at-all')).toBeUndefined()
  })
})

function order(kind: string) {
  return ['exact', 'prefix', 'word', 'fuzzy'].indexOf(kind)
}
