import type { RegionCardCopy } from '@/content/regions/types'

/** Marche's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'Rolling farmland, hill towns and Adriatic beaches between the Apennines and the sea: a quiet region whose emigrants went to Argentina and the United States.',
  excerpt:
    'Discover the farmhouses and hill towns of the Marche your ancestors left, and how parish and civil records can lead you back.',
}
