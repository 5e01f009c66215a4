import type { RegionFallback } from '@/content/regions/types'

/** Puglia's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: "Olive Groves, White Towns and the Heel of Your Family's Italy",
  introduction:
    'Puglia is a land of ancient olive trees, whitewashed towns and long coastlines, and for thousands of Italian-American families it is where the story began.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        'Puglia has six provinces: Foggia, Barletta-Andria-Trani, Bari, Taranto, Brindisi and Lecce. The Gargano, the wheat plain of the Tavoliere, the Murge with its trulli and the Salento peninsula each have their own character.',
    },
    {
      title: 'Why They Left',
      content:
        'Farm laborers faced low wages and long seasons without work. Most emigrants sailed from Naples to New York and settled in New York, New Jersey, Pennsylvania and Chicago; fishermen from Molfetta brought the Madonna dei Martiri to Hoboken.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Civil registration in Puglia began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato of the provincial capitals, and many pages are on the Antenati portal. Parish registers and eighteenth-century tax surveys reach further back.',
    },
  ],
}
