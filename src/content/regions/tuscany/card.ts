import type { RegionCardCopy } from '@/content/regions/types'

/** Tuscany's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'Beyond Florence and Siena lie the mountain valleys of Lucca, Massa-Carrara and the Lunigiana, where many Tuscan emigrant families began their journey.',
  excerpt:
    'Explore the Tuscany your ancestors knew, from the chestnut valleys of the Garfagnana to the marble quarries of Carrara, and find their records.',
}
