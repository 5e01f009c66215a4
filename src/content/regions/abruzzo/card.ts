import type { RegionCardCopy } from '@/content/regions/types'

/** Abruzzo's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'The mountain heart of central Italy, with the Gran Sasso, the Maiella and medieval villages whose shepherds and stonemasons left in great numbers for the Americas.',
  excerpt:
    'Discover the mountain villages of Abruzzo your ancestors knew, their traditions and recipes, and how to find them in the archives.',
}
