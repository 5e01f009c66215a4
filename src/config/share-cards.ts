/**
 * Share cards: the raster pictures that Open Graph and X show for a shared link (docs/decisions/143-share-cards.md).
 * scripts/build/share-cards.ts draws them at build time from the site's own artwork into dist/images/share/; pages name
 * them through these paths, so a page and its file cannot drift apart (tests/prerender checks every one exists).
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

export interface ShareCard {
  /** Site path of the JPEG in the build. */
  path: string
  alt: string
}

export const defaultShareCard: ShareCard = {
  path: '/images/share/radici.jpg',
  alt: 'Illustrated map of Italy with the regions Radici’s heritage journeys visit',
}

export function itineraryShareCard(itinerary: {
  id: string
  title: string
  region: string
}): ShareCard {
  return {
    path: `/images/share/itinerary-${itinerary.id}.jpg`,
    alt: `${itinerary.title}: an illustration of ${itinerary.region}`,
  }
}

export function regionShareCard(region: { id: string; name: string }): ShareCard {
  return {
    path: `/images/share/region-${region.id}.jpg`,
    alt: `Illustrated map of ${region.name} in Italy`,
  }
}
