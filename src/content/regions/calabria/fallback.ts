import type { RegionFallback } from '@/content/regions/types'

/** Calabria's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: 'The Rugged Toe of Italy Your Family Called Home',
  introduction:
    'Calabria is a land of hill towns, chestnut forests and two seas, and it is the ancestral home of a remarkable number of Italian-American families.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        'From the Pollino in the north through the Sila plateau to the Aspromonte above the Strait of Messina, Calabria is almost all mountain and hill. Its five provinces are Cosenza, Catanzaro, Reggio Calabria, Crotone and Vibo Valentia.',
    },
    {
      title: 'Why They Left',
      content:
        'Between 1880 and 1914, over 500,000 Calabrians emigrated. Poverty, land held by a few, malaria and the earthquakes of 1905 and 1908 drove them to Naples and on to New York, Pennsylvania, New Jersey and Chicago, as well as to Argentina and Brazil.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Calabrian civil registration began in 1809. Each comune keeps its registers, and duplicates are held by the Archivio di Stato of the provinces and often viewable on the Antenati portal. Marriage supplements and parish registers help you reach earlier generations.',
    },
  ],
}
