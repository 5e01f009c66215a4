import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/puglia shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: "Return to Your Family's Puglia",
    description:
      'Our experts in Puglia can find your ancestors in the archives and guide you to the town they left, among the olive groves and the people who remember.',
    buttonText: 'Plan My Puglia Journey',
  },
  seo: {
    title: 'Puglia Heritage Travel: Trace Your Apulian Roots',
    description:
      'Trace your roots in Puglia: the towns of Bari, Foggia and Lecce, emigration to New York and New Jersey, civil records from 1809 and tips for visiting family.',
    keywords: [
      'Puglia ancestry',
      'Apulian genealogy',
      'Puglia heritage travel',
      'Puglia emigration',
      'Puglia root tourism',
      'find relatives in Puglia',
    ],
  },
}
