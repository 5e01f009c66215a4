import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/sicily shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Walk the Streets Your Sicilian Ancestors Walked',
    description:
      'Our local experts in Sicily can research your family in the archives and design a journey to your ancestral town, from the town hall to the family table.',
    buttonText: 'Plan My Sicilian Journey',
  },
  seo: {
    title: 'Sicily Heritage Travel: Find Your Sicilian Roots',
    description:
      'Trace your Sicilian ancestors: the towns they left, emigration to New Orleans and New York, civil records from 1820, and how to visit your family town.',
    keywords: [
      'Sicilian ancestry',
      'Sicily genealogy',
      'Sicilian heritage travel',
      'Sicilian emigration to America',
      'Sicily root tourism',
      'find Sicilian relatives',
    ],
  },
}
