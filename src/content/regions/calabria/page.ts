import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/calabria shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Come Home to Calabria',
    description:
      'Our Calabrian experts can trace your family in the archives and take you to the village your ancestors left, with time for the people who still live there.',
    buttonText: 'Plan My Calabrian Journey',
  },
  seo: {
    title: 'Calabria Heritage Travel: Discover Your Calabrian Roots',
    description:
      'Discover your Calabrian roots: the hill towns of Cosenza, Catanzaro and Reggio, why over 500,000 left, records from 1809 and how to visit your family town.',
    keywords: [
      'Calabrian ancestry',
      'Calabria genealogy',
      'Calabria heritage travel',
      'Calabrian emigration',
      'Calabria root tourism',
      'find Calabrian relatives',
    ],
  },
}
