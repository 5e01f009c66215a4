import { paths } from '@/config/paths'
import { agencies, type Agency } from '@/content/agencies'
import { civilRegistration, type CivilRegistration } from '@/content/civil-registration'
import { ANTENATI_URL, italianRegions, stateArchiveCity } from '@/content/italian-regions'
import { findRegion } from '@/content/regions'
import { toRegionParam } from '@/lib/region-param'
import type { Town } from '@/lib/towns/town-data'

/** What the finder shows for a comune (docs/decisions/100): only facts from the data and the site's own content. */
export interface TownFacts {
  /** The region's English name ('Sicily'). */
  regionName: string
  /** The site's article about the region, when it is one of the eight. */
  article?: { title: string; href: string }
  /** The partner agencies that cover the region. */
  agencies: readonly Agency[]
  agenciesHref?: string
  /** 'Archivio di Stato di Palermo', when the province's archive is established (content/italian-regions.ts). */
  archive?: string
  /** From when the province's civil registers run, and what to search before (content/civil-registration.ts). */
  registration: CivilRegistration
  antenatiUrl: string
  journeyHref: string
}

export function townFacts(town: Town): TownFacts {
  const region = italianRegions[town.region]
  const regionName = region?.english ?? town.region
  const siteRegion = region?.regionId ? findRegion(region.regionId) : undefined
  const covering = agencies.filter((agency) =>
    agency.regions.some((name) => name.toLowerCase() === regionName.toLowerCase()),
  )
  const archiveCity = stateArchiveCity[town.provinceCode]
  return {
    regionName,
    article: siteRegion && {
      title: `${siteRegion.name}: our guide to the region`,
      href: paths.region(siteRegion.slug),
    },
    agencies: covering,
    agenciesHref: covering.length > 0 ? paths.agencies(toRegionParam(regionName)) : undefined,
    archive: archiveCity && `Archivio di Stato di ${archiveCity}`,
    registration: civilRegistration(town.region, town.provinceCode),
    antenatiUrl: ANTENATI_URL,
    journeyHref: paths.contact({ town: town.slug }),
  }
}
