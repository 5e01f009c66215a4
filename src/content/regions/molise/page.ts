import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/molise shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Molise Has Not Forgotten Your Family',
    description:
      'Tell us about your family: we will find a researcher for the archives of Campobasso and Isernia and plan a journey to your ancestors’ village (our sample partner profile for Campania covers Molise too).',
    buttonText: 'Plan My Molise Journey',
  },
  seo: {
    title: 'Molise Heritage Travel: Discover Your Molisan Roots',
    description:
      'Discover your Molisan roots: villages of Campobasso and Isernia, emigration to America, the Abruzzi e Molise years, civil records from 1809 and visiting family.',
    keywords: [
      'Molise ancestry',
      'Molise genealogy',
      'Molise heritage travel',
      'Molise emigration',
      'Molise root tourism',
      'Campobasso family history',
    ],
  },
}
