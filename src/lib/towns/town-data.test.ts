import * as data from 'virtual:comuni-index'
import { describe, expect, it } from 'vitest'
import { parseTownData } from './town-data'

const towns = parseTownData(data)

describe('the comuni data', () => {
  it('holds every current comune (ISTAT: about 7,900), each with a province and a region', () => {
    expect(towns.length).toBeGreaterThan(7800)
    expect(data.regions).toHaveLength(20)
    for (const town of towns) {
      expect(town.name.trim()).not.toBe('')
      expect(town.province).toMatch(/\S/)
      expect(town.provinceCode).toMatch(/^[A-Z]{2}$/)
      expect(data.regions).toContain(town.region)
    }
  })

  it('has unique slugs and no mis-decoded letters', () => {
    expect(new Set(towns.map((town) => town.slug)).size).toBe(towns.length)
    expect(towns.filter((town) => /[\u0080-\u009f?]/.test(town.name))).toEqual([])
  })

  it('knows well-known towns with their province and region', () => {
    const byName = (name: string) => towns.find((town) => town.name === name)
    expect(byName('Cefalù')).toMatchObject({ province: 'Palermo', region: 'Sicilia' })
    expect(byName('Padula')).toMatchObject({ province: 'Salerno', region: 'Campania' })
    expect(byName("Sant'Agata di Militello")).toMatchObject({ province: 'Messina' })
  })
})
