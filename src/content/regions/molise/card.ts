import type { RegionCardCopy } from '@/content/regions/types'

/** Molise's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    "One of Italy's smallest and least visited regions, a land of mountain villages that sent a remarkable share of its people to the Americas.",
  excerpt:
    'Discover Molise, the quiet region your ancestors left, its unique traditions and languages, and how to trace your family there.',
}
