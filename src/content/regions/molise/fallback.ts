import type { RegionFallback } from '@/content/regions/types'

/** Molise's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: "Italy's Hidden Region and the Roots It Keeps",
  introduction:
    'Molise is a quiet land of mountains, hill towns and a short Adriatic coast, yet its villages sent a remarkable share of their people abroad.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        "Molise has two provinces, Campobasso and Isernia. It was part of the region of Abruzzi e Molise until 1963, and Isernia became a province only in 1970, so older documents may describe your family's town differently.",
    },
    {
      title: 'Why They Left',
      content:
        'Small mountain farms, few roads and almost no industry made emigration a way of life. Molisans sailed from Naples to New York and settled across the Northeast, often clustering by village and founding mutual aid societies.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Civil registration began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato in Campobasso and Isernia, and many are viewable on the Antenati portal. Parish registers reach earlier generations.',
    },
  ],
}
