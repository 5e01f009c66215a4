import type { RegionCardCopy } from '@/content/regions/types'

/** Calabria's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'The mountainous toe of Italy, between two seas, where over half a million people left for the Americas in a single generation.',
  excerpt:
    'Return to the hill towns of Calabria, learn why so many families left, and find your ancestors in records kept since 1809.',
}
