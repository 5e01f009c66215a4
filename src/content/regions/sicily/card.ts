import type { RegionCardCopy } from '@/content/regions/types'

/** Sicily's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'The Mediterranean island that sent well over a million emigrants abroad, most of them to the Americas, from Palermo and Agrigento to the slopes of Mount Etna.',
  excerpt:
    'Discover the Sicilian towns your ancestors left, the archives that hold their names, and the festivals they carried to New Orleans and New York.',
}
