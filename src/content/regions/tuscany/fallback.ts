import type { RegionFallback } from '@/content/regions/types'

/** Tuscany's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: 'Beyond the Postcard, the Villages Your Family Left',
  introduction:
    'The Tuscans who emigrated to America came mostly from quiet places: the chestnut-covered valleys of the Garfagnana, the marble quarries of Carrara and the mountain villages of the Lunigiana and the Apennines.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        "Tuscany has ten provinces. The province of Lucca climbs from its walled city into the Serchio valley and the Apuan Alps, and Massa-Carrara takes in Carrara's quarries and the castles of the Lunigiana. Chestnuts were so important there that they were called the bread of the poor.",
    },
    {
      title: "Tuscany's Emigrant Trades",
      content:
        'Plaster figurine makers from the Serchio valley, booksellers from the Lunigiana and marble carvers from Carrara traveled the world. Many Tuscans sailed from Genoa or Le Havre, and people from Lucca became an important part of the Italian community of San Francisco.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Tuscan civil records begin in 1808. For 1808 to 1865 the Archivio di Stato di Firenze holds the civil status collection of the Grand Duchy; from 1866 each comune kept Italian civil registers. Many records are on the Antenati portal, and parish registers reach further back.',
    },
  ],
}
