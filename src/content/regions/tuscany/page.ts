import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/tuscany shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Find Your Own Tuscany',
    description:
      'Our Tuscan partners know the archives and mountain villages of the region. Let them research your family and plan a journey to the town your ancestors left.',
    buttonText: 'Plan My Tuscan Journey',
  },
  seo: {
    title: 'Tuscany Heritage Travel: Trace Your Tuscan Roots',
    description:
      'Find your Tuscan ancestors: the villages of Lucca and the Lunigiana, emigrant trades, the civil records of Florence and how to plan a roots journey to Tuscany.',
    keywords: [
      'Tuscan ancestry',
      'Tuscany genealogy',
      'Tuscan heritage travel',
      'Lucca emigration',
      'Tuscany root tourism',
      'Italian family history Tuscany',
    ],
  },
}
