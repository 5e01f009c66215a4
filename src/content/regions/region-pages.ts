import type { RegionId } from '@/content/region-ids'

/**
 * What a region page (/blog/{slug}) shows around its article and puts in its head: the call-to-action box and
 * the SEO fields (docs/product/rules.md, "Region": fullContent.callToAction, seo). Loaded by the region page only.
 */
export interface RegionCallToAction {
  title: string
  description: string
  buttonText: string
}

export interface RegionSeo {
  title: string
  /** 150-160 characters, checked by region-markdown.test.ts. */
  description: string
  keywords: string[]
}

export interface RegionPageCopy {
  callToAction: RegionCallToAction
  seo: RegionSeo
}

export const regionPages: Record<RegionId, RegionPageCopy> = {
  sicily: {
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
  },
  tuscany: {
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
  },
  calabria: {
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
  },
  campania: {
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
  },
  puglia: {
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
  },
  abruzzo: {
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
  },
  marche: {
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
  },
  molise: {
    callToAction: {
      title: 'Molise Has Not Forgotten Your Family',
      description:
        'Our partner agency in Campania also works in Molise. Let it research your ancestors in the archives of Campobasso and Isernia and plan a journey to their village.',
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
  },
}
