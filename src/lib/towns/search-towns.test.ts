import * as data from 'virtual:comuni-index'
import { describe, expect, it } from 'vitest'
import { fuzzyDistances, normalise, slugify } from './normalise'
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

  it('counts edits to the whole name and to its beginning, swaps of neighbors included, up to a bound', () => {
    expect({ ...fuzzyDistances('cefalo', 'cefalu', 1) }).toEqual({ whole: 1, prefix: 1 })
    expect(fuzzyDistances('cefaul', 'cefalu', 1).whole).toBe(1)
    expect(fuzzyDistances('padla', 'padula', 1).whole).toBe(1)
    expect(fuzzyDistances('napoli', 'torino', 2).whole).toBe(3)
    expect({ ...fuzzyDistances('cefalu', 'cefalu', 2) }).toEqual({ whole: 0, prefix: 0 })
    // 'castelbu' is the start of Castelbuono; 'catselbu' is one swap from it, 'castlbu' one deletion.
    expect({ ...fuzzyDistances('catselbu', 'castelbuono', 1) }).toEqual({ whole: 2, prefix: 1 })
    expect(fuzzyDistances('castlbu', 'castelbuono', 1).prefix).toBe(1)
    expect({ ...fuzzyDistances('xxxxxxxx', 'castelbuono', 1) }).toEqual({ whole: 2, prefix: 2 })
  })

  it('agrees with a plain edit distance on random words', () => {
    const letters = 'abcde'
    const word = (seed: number, length: number) =>
      Array.from({ length }, (_, i) => letters[(seed * 7 + i * i * 3 + seed * i) % 5]).join('')
    for (let seed = 0; seed < 200; seed++) {
      const a = word(seed, 3 + (seed % 6))
      const b = word(seed + 13, 3 + ((seed * 5) % 7))
      const max = 1 + (seed % 2)
      expect(fuzzyDistances(a, b, max).whole, `${a} ${b}`).toBe(Math.min(plain(a, b), max + 1))
    }
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

  it('a text that matches names as typed is not taken for a misspelling', () => {
    expect(searchTowns(towns, 'castelbuo').map((m) => m.kind)).toEqual(['prefix'])
    expect(searchTowns(towns, 'cefa').map((m) => m.kind)).toEqual(['prefix', 'prefix'])
    expect(names('padla')).toContain('Padula')
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

/** Optimal string alignment distance, the whole table: the reference for fuzzyDistances. */
function plain(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  return d[a.length]![b.length]!
}
