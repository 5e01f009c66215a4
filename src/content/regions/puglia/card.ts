import type { RegionCardCopy } from '@/content/regions/types'

/** Puglia's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'The heel of the Italian boot: ancient olive groves, trulli and white towns from the Gargano to the Salento, home to many Italian-American families.',
  excerpt:
    'Discover the farm towns and fishing ports of Puglia your ancestors left, and learn how to trace them in records kept since 1809.',
}
