import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/marche shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Find the Hill Your Family Called Home',
    description:
      'We have no sample partner agency in the Marche yet. Tell us about your family, and we will look for a genealogist or local guide who can help you plan a journey to the town your ancestors left.',
    buttonText: 'Plan My Marche Journey',
  },
  seo: {
    title: 'Marche Heritage Travel: Trace Your Roots in Le Marche',
    description:
      'Trace your roots in Le Marche: the hill towns of Ancona, Macerata and Ascoli Piceno, emigration to the Americas, parish and civil records, and visiting family.',
    keywords: [
      'Marche ancestry',
      'Le Marche genealogy',
      'Marche heritage travel',
      'Marche emigration',
      'Marche root tourism',
      'find relatives in Le Marche',
    ],
  },
}
