import type { RegionCardCopy } from '@/content/regions/types'

/** Campania's region card (home page, /blog, "More heritage regions"). */
export const card: RegionCardCopy = {
  description:
    'The region of Naples, Vesuvius and the Amalfi Coast, and of the inland villages of Irpinia, the Sannio and the Cilento that millions left through the port of Naples.',
  excerpt:
    'From the Bay of Naples to the hill towns of Irpinia, discover where your Campanian ancestors lived and how to find their records.',
}
