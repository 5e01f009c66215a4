import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/campania shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: "Retrace Your Family's Steps Through Naples",
    description:
      'Our partners in Campania know the archives and the inland villages. Let them research your family and plan the road from Naples to your ancestral town.',
    buttonText: 'Plan My Campania Journey',
  },
  seo: {
    title: 'Campania Heritage Travel: Find Your Neapolitan Roots',
    description:
      'Find your roots in Campania: Naples, Irpinia, the Sannio and the Cilento, emigration through the port of Naples, records from 1809 and how to visit your family.',
    keywords: [
      'Campania ancestry',
      'Neapolitan genealogy',
      'Campania heritage travel',
      'Irpinia emigration',
      'Naples root tourism',
      'Avellino family history',
    ],
  },
}
