import type { RegionFallback } from '@/content/regions/types'

/** Sicily's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: "Where Your Family's Story Meets the Mediterranean",
  introduction:
    'Sicily sent more of its sons and daughters to America than almost any other corner of Italy. For many Italian-American families the road home leads to a stone village above Palermo, a fishing town near Trapani or a farming community in the shadow of Mount Etna.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        'Sicily has nine historic provinces: Palermo, Catania, Messina, Agrigento, Trapani, Siracusa, Ragusa, Caltanissetta and Enna. Many emigrants came from the wheat-growing interior, from hilltop agro-towns where farm laborers walked miles to the fields every day.',
    },
    {
      title: 'Why They Left',
      content:
        'Between 1876 and 1915, well over a million Sicilians emigrated. Large estates, falling crop prices, the crisis of the sulfur mines and the 1908 Messina earthquake pushed families to sail from Palermo to New York and New Orleans, and later to Chicago, Tampa and California.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Sicilian civil records begin in 1820. Each comune keeps its registers, duplicates are in the Archivio di Stato of each provincial capital, and many pages can be browsed free on the Antenati portal. Parish registers, usually in Latin, take you further back.',
    },
  ],
}
