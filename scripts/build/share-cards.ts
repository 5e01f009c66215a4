/**
 * Draws the share cards (docs/decisions/143-share-cards.md): a 1200 × 630 JPEG per itinerary and region page and
 * one default, cut from the site's own artwork in public/images/ with sharp (librsvg renders the SVG, mozjpeg
 * encodes). Run by `npm run build` after `vite build`; writes dist/images/share/. Nothing is drawn by hand.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { itineraries } from '../../src/content/itineraries'
import { regionIds, regionNames } from '../../src/content/region-ids'
import {
  SHARE_CARD_SIZE,
  defaultShareCard,
  itineraryShareCard,
  regionShareCard,
} from '../../src/config/share-cards'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const dist = join(root, 'dist')

/** [source artwork under public/, card path under the site root] */
export function shareCardJobs(): Array<[string, string]> {
  return [
    ['/images/regions/home-hero.svg', defaultShareCard.path],
    ...itineraries.map((itinerary): [string, string] => [
      itinerary.image,
      itineraryShareCard(itinerary).path,
    ]),
    // The region pages' hero art (src/content/regions.ts names it the same way).
    ...regionIds.map((id): [string, string] => [
      `/images/regions/${id}-hero.svg`,
      regionShareCard({ id, name: regionNames[id] }).path,
    ]),
  ]
}

export async function drawShareCard(source: string, target: string): Promise<void> {
  mkdirSync(dirname(target), { recursive: true })
  // The art is cut to 1200 × 630 around its centre (the artwork keeps its subject there).
  await sharp(source, { density: 144 })
    .resize(SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#f9f2e4' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target)
}

async function main() {
  const started = performance.now()
  const jobs = shareCardJobs()
  await Promise.all(
    jobs.map(([source, card]) => drawShareCard(join(root, 'public', source), join(dist, card))),
  )
  console.log(
    `share cards: ${jobs.length} drawn in dist/images/share/ (${Math.round(performance.now() - started)} ms)`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
