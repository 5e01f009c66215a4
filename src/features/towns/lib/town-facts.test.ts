import * as data from 'virtual:comuni-index'
import { describe, expect, it } from 'vitest'
import { agencies } from '@/content/agencies'
import { italianRegions, stateArchiveCity } from '@/content/italian-regions'
import { regionIds } from '@/content/region-ids'
import { findRegion } from '@/content/regions'
import { parseTownData } from '@/lib/towns/town-data'
import { townFacts } from './town-facts'

const towns = parseTownData(data)
const town = (name: string) => towns.find((candidate) => candidate.name === name)!

describe('town facts', () => {
  it('the eight site regions map to their articles, and every ISTAT region is named', () => {
    expect(Object.keys(italianRegions).sort()).toEqual([...data.regions].sort())
    const mapped = Object.values(italianRegions).flatMap((region) =>
      region.regionId ? [region.regionId] : [],
    )
    expect(mapped.sort()).toEqual([...regionIds].sort())
    for (const id of regionIds) {
      const istat = Object.entries(italianRegions).find(([, region]) => region.regionId === id)!
      const sample = towns.find((candidate) => candidate.region === istat[0])!
      const facts = townFacts(sample)
      expect(facts.article?.href).toBe(`/blog/${id}`)
      expect(findRegion(id)?.name).toBe(facts.regionName)
    }
  })

  it('Cefalù: Sicily, its article, the agency that covers it, the Palermo archive, Antenati, the journey', () => {
    const facts = townFacts(town('Cefalù'))
    expect(facts).toMatchObject({
      regionName: 'Sicily',
      article: { href: '/blog/sicily' },
      agenciesHref: '/agencies?region=sicily',
      archive: 'Archivio di Stato di Palermo',
      antenatiUrl: 'https://antenati.cultura.gov.it/',
      journeyHref: '/contact?town=cefalu',
    })
    expect(facts.agencies.map((agency) => agency.id)).toEqual(['sicilia-heritage'])
  })

  it('names no archive it cannot vouch for, and no article outside the eight regions', () => {
    const lecco = townFacts(town('Lecco'))
    expect(lecco.archive).toBeUndefined()
    expect(lecco.article).toBeUndefined()
    expect(townFacts(town('Aosta')).archive).toBeUndefined()
    expect(townFacts(town('Monza')).archive).toBeUndefined()
    // Provinces created since 1992 whose archive no source confirmed (src/content/italian-regions.ts).
    for (const code of ['VB', 'LC', 'LO', 'MB', 'FC', 'RN', 'FM', 'BT', 'KR', 'SU'])
      expect(stateArchiveCity[code], code).toBeUndefined()
  })

  it('a province created since 1992 with its own confirmed archive: Biella, Prato, Vibo Valentia', () => {
    expect(townFacts(town('Biella')).archive).toBe('Archivio di Stato di Biella')
    expect(townFacts(town('Prato')).archive).toBe('Archivio di Stato di Prato')
    expect(townFacts(town('Vibo Valentia')).archive).toBe('Archivio di Stato di Vibo Valentia')
  })

  it('every archive city is a comune of its province', () => {
    // The archives use the cities' everyday names; ISTAT writes these two in full.
    const istatName: Record<string, string> = {
      'Reggio Calabria': 'Reggio di Calabria',
      'Reggio Emilia': "Reggio nell'Emilia",
    }
    for (const [code, city] of Object.entries(stateArchiveCity)) {
      const capital = towns.find(
        (candidate) =>
          candidate.provinceCode === code && candidate.name.startsWith(istatName[city] ?? city),
      )
      expect(capital, `${code} ${city}`).toBeDefined()
    }
  })

  it('Trento: Italian registers only from 1918 or later, and the parish books before (ADR 248)', () => {
    const trento = townFacts(town('Trento')).registration
    expect(trento).toMatchObject({ from: 1918, late: true, orLater: true })
    expect(trento.before).toMatch(/parish books/)
    for (const name of ['Bolzano/Bozen', 'Gorizia', 'Trieste'])
      expect(townFacts(town(name)).registration.from, name).toBe(1918)
  })

  it('Lazio from 1870, the Veneto and Friuli from 1871, Sicily from 1820, the south from 1809, the rest from 1866', () => {
    const start = (name: string) => townFacts(town(name)).registration
    expect(start('Roma')).toMatchObject({ from: 1870, late: true })
    expect(start('Sora').exception).toMatch(/Kingdom of Naples, have registers from 1809/)
    expect(start('Padova')).toMatchObject({ from: 1871, late: true })
    expect(start('Udine').exception).toMatch(/stayed Austrian until the First World War/)
    expect(start('Cefalù')).toEqual({ from: 1820, late: false })
    expect(start('Napoli')).toEqual({ from: 1809, late: false })
    expect(start('Biella')).toEqual({ from: 1866, late: false })
    // Every late start says what to search before it.
    for (const candidate of towns) {
      const registration = townFacts(candidate).registration
      if (registration.late) expect(registration.before, candidate.name).toMatch(/parish books/)
    }
  })

  it('every agency region is a region of Italy', () => {
    const english = Object.values(italianRegions).map((region) => region.english)
    for (const agency of agencies)
      for (const region of agency.regions) expect(english).toContain(region)
  })
})
