import type { Plugin } from 'vite'
import { italianRegions } from '../../src/content/italian-regions.ts'
import { readComuni } from '../generate/comuni-source.ts'

export const COMUNI_MODULE_ID = 'virtual:comuni-index'
const RESOLVED_ID = `\0${COMUNI_MODULE_ID}`

/**
 * The compact search data of every comune, built from the package at build time (docs/decisions/100): region
 * names (ISTAT's and, from src/content/italian-regions.ts, the English ones the site uses: the content is passed in
 * here, so src/lib never imports src/content, docs/decisions/202), provinces (code, name, region index) and one line
 * per comune, "name<TAB>province index". About a tenth
 * of the package's size; src/features/towns/town-data.ts turns it back into records. Only a dynamic import
 * reaches it, so it is a chunk of its own, downloaded when the finder is used.
 */
export function buildComuniModuleData() {
  const comuni = readComuni()
  const regions: string[] = []
  const provinces: Array<[string, string, number]> = []
  const provinceIndex = new Map<string, number>()
  for (const comune of comuni) {
    if (!regions.includes(comune.region)) regions.push(comune.region)
    if (!provinceIndex.has(comune.provinceCode)) {
      provinceIndex.set(comune.provinceCode, provinces.length)
      provinces.push([comune.provinceCode, comune.province, regions.indexOf(comune.region)])
    }
  }
  const towns = comuni
    .map((comune) => `${comune.name}\t${provinceIndex.get(comune.provinceCode)}`)
    .join('\n')
  const regionNames = regions.map((region) => {
    const english = italianRegions[region]?.english
    if (!english)
      throw new Error(`comuni data: no English name for the region ${region} in italian-regions.ts`)
    return english
  })
  return { regions, regionNames, provinces, towns }
}

export function comuniIndexPlugin(): Plugin {
  return {
    name: 'radici-comuni-index',
    resolveId(id) {
      return id === COMUNI_MODULE_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const data = buildComuniModuleData()
      return [
        `export const regions = ${JSON.stringify(data.regions)}`,
        `export const regionNames = ${JSON.stringify(data.regionNames)}`,
        `export const provinces = ${JSON.stringify(data.provinces)}`,
        `export const towns = ${JSON.stringify(data.towns)}`,
      ].join('\n')
    },
  }
}
