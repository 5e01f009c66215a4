import type { RegionFallback } from '@/content/regions/types'

/** Marche's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: "Hills, Sea and Sanctuaries of Your Family's Homeland",
  introduction:
    'The Marche is a region of rolling farmland, hill towns and Renaissance cities between the Apennines and the Adriatic, less famous than Tuscany and all the more charming for it.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        'The region has five provinces: Pesaro e Urbino, Ancona, Macerata, Fermo and Ascoli Piceno. Families lived in scattered farmhouses under mezzadria, sharecropping, from the hills near Urbino to the foot of the Monti Sibillini.',
    },
    {
      title: 'Why They Left',
      content:
        'Emigration from the Marche grew toward the end of the nineteenth century. Most emigrants went to Argentina, with the United States the second destination, where many worked in New York, in the mines of Pennsylvania and on the cotton plantations of the Mississippi Delta.',
    },
    {
      title: 'Finding Your Family',
      content:
        'As part of the Papal States, the Marche kept Napoleonic civil records from about 1808 to 1815, then parish records only until civil registration resumed in the early 1860s. The Archivio di Stato of each province and the Antenati portal hold civil records; parishes hold the rest.',
    },
  ],
}
