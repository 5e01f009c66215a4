/**
 * The filtered lists on each static host (docs/decisions/125-filtered-lists-on-hosts.md): the prerender writes
 * `/itineraries?region=sicily` to `_filtered/itineraries/region-sicily.html` (`filteredPageFile` below,
 * ADR 073) and each host must serve that file for the URL, as scripts/dev/serve.ts does locally.
 *
 * - Netlify: one query-parameter rule per list and region in `_redirects`, forced (`200!`): a rule without `!`
 *   is not applied when a file exists at the path, and `/itineraries` is a file.
 * - Vercel: `rewrites` run only after the filesystem, so the unfiltered list is moved out of the way at build
 *   (`_lists/itineraries.html`, `--vercel-dist`) and two rewrites serve the path: one with a `has` query condition
 *   for the prerendered regions, one for everything else.
 * - Cloudflare Pages: its `_redirects` does not match query parameters (a line of four tokens is ignored with a
 *   warning), so it serves the unfiltered list and the app filters it once loaded; a Pages Function or a
 *   Cloudflare URL Rewrite Rule is needed for the filtered first paint (the ADR says how).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Where the prerender writes a filtered list (docs/decisions/073-controls-work-before-the-app.md):
 * `/itineraries?region=sicily` → `_filtered/itineraries/region-sicily.html`. The host serves that file for the URL
 * (a rewrite on the query string: scripts/dev/serve.ts does it), so the list is filtered from the first paint and the
 * app hydrates it. Undefined for a URL that is not a filtered list.
 */
export function filteredPageFile(pathnameAndSearch: string): string | undefined {
  const url = new URL(pathnameAndSearch, 'http://host.local')
  const keys = [...url.searchParams.keys()]
  const region = url.searchParams.get('region')?.trim().toLowerCase()
  if (keys.length !== 1 || !region || !/^[\p{L}\p{N} '-]{1,40}$/u.test(region)) return undefined
  return `_filtered${url.pathname}/region-${encodeURIComponent(region.replace(/[\s']+/g, '-'))}.html`
}

/** One prerendered filtered list. */
export interface FilteredList {
  /** The list's path, `/itineraries`. */
  pathname: string
  /** The `?region=` value as the site's links write it, `sicily`. */
  region: string
  /** The prerendered file under dist/, `_filtered/itineraries/region-sicily.html`. */
  file: string
}

/**
 * The prerender's manifest of the filtered lists, next to the server build (never deployed), read by
 * `npm run hosting:vercel` and the Vercel build step.
 */
export const filteredManifest = 'dist-ssr/filtered-lists.json'

/** The filtered lists among the prerendered URLs (`/itineraries?region=sicily`…). */
export function filteredLists(urls: readonly string[]): FilteredList[] {
  return urls.flatMap((url) => {
    const file = filteredPageFile(url)
    if (!file) return []
    const parsed = new URL(url, 'http://host.local')
    return [{ pathname: parsed.pathname, region: parsed.searchParams.get('region')!, file }]
  })
}

/** The manifest under the project's root (the folder holding dist/ and dist-ssr/). */
export function readFilteredManifest(root: string): FilteredList[] {
  const file = join(root, filteredManifest)
  if (!existsSync(file)) throw new Error(`no ${file}: run \`npm run build\` first`)
  return JSON.parse(readFileSync(file, 'utf8')) as FilteredList[]
}

/** Netlify `_redirects` lines: `/itineraries region=sicily /_filtered/itineraries/region-sicily.html 200!`. */
export function netlifyFilteredRules(lists: readonly FilteredList[]): string[] {
  return lists.map(
    (list) => `${list.pathname} region=${encodeURIComponent(list.region)} /${list.file} 200!`,
  )
}

const paths = (lists: readonly FilteredList[]) => [...new Set(lists.map((list) => list.pathname))]

/** Where the unfiltered list lives on Vercel, out of the filesystem's way: `_lists/itineraries.html`. */
export const vercelListFile = (pathname: string) => `_lists${pathname}.html`

/** A rewrite of vercel.json (the part of its schema used here). */
export interface VercelRewrite {
  source: string
  destination: string
  has?: Array<{ type: 'query'; key: string; value: string }>
}

/**
 * The Vercel rewrites of the filtered lists: for each list, a `has` query condition naming the prerendered
 * regions (a named capture used in the destination), then the unfiltered list for any other query.
 */
export function vercelFilteredRewrites(lists: readonly FilteredList[]): VercelRewrite[] {
  return paths(lists).flatMap((pathname) => {
    const regions = lists.filter((list) => list.pathname === pathname)
    for (const list of regions)
      if (
        list.file !== `_filtered${pathname}/region-${list.region}.html` ||
        !/^[a-z0-9-]+$/.test(list.region)
      )
        throw new Error(
          `${list.file}: a region value the Vercel rewrite cannot name (${list.region})`,
        )
    return [
      {
        source: pathname,
        has: [
          {
            type: 'query',
            key: 'region',
            value: `(?<region>${regions.map((list) => list.region).join('|')})`,
          },
        ],
        destination: `/_filtered${pathname}/region-:region.html`,
      },
      { source: pathname, destination: `/${vercelListFile(pathname)}` },
    ]
  })
}

/**
 * The moves the Vercel build makes in dist/ (`tsx scripts/build/hosting.ts --vercel-dist`, vercel.json's buildCommand):
 * each list's `<list>.html` to `_lists/<list>.html`, and its `<list>/index.html` out, so that the path is not a
 * file and the rewrites above apply.
 */
export function vercelDistMoves(lists: readonly FilteredList[]) {
  return paths(lists).map((pathname) => ({
    from: `${pathname.slice(1)}.html`,
    to: vercelListFile(pathname),
    remove: `${pathname.slice(1)}/index.html`,
  }))
}

export function applyVercelDist(root: string) {
  const dist = join(root, 'dist')
  for (const move of vercelDistMoves(readFilteredManifest(root))) {
    if (!existsSync(join(dist, move.from))) throw new Error(`no ${move.from} in ${dist}`)
    mkdirSync(dirname(join(dist, move.to)), { recursive: true })
    renameSync(join(dist, move.from), join(dist, move.to))
    rmSync(join(dist, move.remove), { force: true })
    console.log(`vercel: ${move.from} → ${move.to}, ${move.remove} removed`)
  }
}
