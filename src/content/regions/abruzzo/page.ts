import type { RegionPageCopy } from '@/content/regions/types'

/** What /blog/abruzzo shows around its article and puts in its head. */
export const page: RegionPageCopy = {
  callToAction: {
    title: 'Climb Back to Your Abruzzo Village',
    description:
      "Our partners know Abruzzo's archives and mountain roads. Let them research your family and design a journey to the village your ancestors called home.",
    buttonText: 'Plan My Abruzzo Journey',
  },
  seo: {
    title: 'Abruzzo Heritage Travel: Discover Your Abruzzese Roots',
    description:
      "Discover your Abruzzese roots: mountain villages of L'Aquila, Chieti, Teramo and Pescara, emigration to America, records from 1809 and how to visit your family.",
    keywords: [
      'Abruzzo ancestry',
      'Abruzzese genealogy',
      'Abruzzo heritage travel',
      'Abruzzo emigration',
      'Abruzzo root tourism',
      'find relatives in Abruzzo',
    ],
  },
}
