import type { RegionId } from '@/content/region-ids'

/**
 * The words of the region cards (home page, /blog, "More heritage regions"): the only region copy the pages
 * that show cards load. The region page's own words are in ./region-pages.ts (call to action, SEO) and
 * ./region-fallbacks.ts (the fallback article); docs/decisions/066-split-region-copy-and-reuse-article-html.md.
 */
export interface RegionCardCopy {
  /** One or two sentences for region cards. */
  description: string
  /** One sentence of about twenty words. */
  excerpt: string
}

export const regionCards: Record<RegionId, RegionCardCopy> = {
  sicily: {
    description:
      'The Mediterranean island that sent more than a million and a half emigrants to America, from Palermo and Agrigento to the slopes of Mount Etna.',
    excerpt:
      'Discover the Sicilian towns your ancestors left, the archives that hold their names, and the festivals they carried to New Orleans and New York.',
  },
  tuscany: {
    description:
      'Beyond Florence and Siena lie the mountain valleys of Lucca, Massa-Carrara and the Lunigiana, where many Tuscan emigrant families began their journey.',
    excerpt:
      'Explore the Tuscany your ancestors knew, from the chestnut valleys of the Garfagnana to the marble quarries of Carrara, and find their records.',
  },
  calabria: {
    description:
      'The mountainous toe of Italy, between two seas, where over half a million people left for the Americas in a single generation.',
    excerpt:
      'Return to the hill towns of Calabria, learn why so many families left, and find your ancestors in records kept since 1809.',
  },
  campania: {
    description:
      'The region of Naples, Vesuvius and the Amalfi Coast, and of the inland villages of Irpinia, the Sannio and the Cilento that millions left through the port of Naples.',
    excerpt:
      'From the Bay of Naples to the hill towns of Irpinia, discover where your Campanian ancestors lived and how to find their records.',
  },
  puglia: {
    description:
      'The heel of the Italian boot: ancient olive groves, trulli and white towns from the Gargano to the Salento, home to many Italian-American families.',
    excerpt:
      'Discover the farm towns and fishing ports of Puglia your ancestors left, and learn how to trace them in records kept since 1809.',
  },
  abruzzo: {
    description:
      'The mountain heart of central Italy, with the Gran Sasso, the Maiella and medieval villages whose shepherds and stonemasons left in great numbers for the Americas.',
    excerpt:
      'Discover the mountain villages of Abruzzo your ancestors knew, their traditions and recipes, and how to find them in the archives.',
  },
  marche: {
    description:
      'Rolling farmland, hill towns and Adriatic beaches between the Apennines and the sea: a quiet region whose emigrants went to Argentina and the United States.',
    excerpt:
      'Discover the farmhouses and hill towns of the Marche your ancestors left, and how parish and civil records can lead you back.',
  },
  molise: {
    description:
      "One of Italy's smallest and least visited regions, a land of mountain villages that sent a remarkable share of its people to the Americas.",
    excerpt:
      'Discover Molise, the quiet region your ancestors left, its unique traditions and languages, and how to trace your family there.',
  },
}
