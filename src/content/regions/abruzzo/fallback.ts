import type { RegionFallback } from '@/content/regions/types'

/** Abruzzo's own article, shown only when ./article.md is missing or breaks the article rules. */
export const fallback: RegionFallback = {
  subtitle: "Mountain Villages and Shepherds' Trails of Your Ancestors",
  introduction:
    'Abruzzo is a region of high mountains, national parks and medieval hill towns, and a land of shepherds, farmers and stonemasons who left in great numbers for the Americas.',
  sections: [
    {
      title: 'The Land Your Ancestors Knew',
      content:
        "Abruzzo has four provinces: L'Aquila, Teramo, Pescara and Chieti. Pescara was created only in 1927, so older records may be filed under a neighboring province. For centuries shepherds drove their flocks along the tratturi to the plains of Puglia.",
    },
    {
      title: 'Why They Left',
      content:
        'The decline of the pastoral economy, small mountain farms and the 1915 Avezzano earthquake drove many to emigrate. They sailed from Naples and settled in New York, New Jersey, Pennsylvania, Ohio, New England and the Midwest.',
    },
    {
      title: 'Finding Your Family',
      content:
        'Civil registration began in 1809. Each comune keeps its registers, duplicates are in the Archivio di Stato of each provincial capital, and many are viewable on the Antenati portal. Parish registers take you back before 1809.',
    },
  ],
}
