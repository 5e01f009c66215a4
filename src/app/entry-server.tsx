/**
 * The prerender's entry (docs/decisions/060-prerendering.md). Built with `vite build --ssr` into dist-ssr/
 * and driven by scripts/build/prerender.ts, never shipped to the browser.
 *
 * It renders the WHOLE document with react-dom/static's `prerender` (web streams), so that lazy pages resolve before the HTML is
 * emitted and React hoists each page's <title>/<meta>/<link> (rendered by <Seo>) into <head>.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { agencies } from '@/content/agencies'
import { regionIds } from '@/content/region-ids'
import { agencyRegionFilters } from '@/features/agencies/lib/agency-filters'
import { itineraryRegionFilters } from '@/features/itineraries/lib/itinerary-filters'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { App } from './app'
import { preloadPage, routeTable } from './routes'

export { matchPage } from './routes'

/** The site's origin as baked into this build (canonical URLs, sitemap, robots.txt). */
export const siteUrl = env.siteUrl

/** The origins the hosting headers (CSP) must allow, as baked into this build. */
export const hostingEnv = { supabaseUrl: env.supabaseUrl, newsletterFormUrl: env.newsletterFormUrl }

/** Routes rendered only in the browser (served by the SPA fallback); everything else is prerendered. */
export const clientOnlyPaths = [
  paths.auth(),
  paths.admin(),
  paths.journey(),
  paths.book(),
  paths.agencyHandoff(),
  paths.researchPage(),
  paths.sharedResults(),
] as const

/** Where the 404 page is rendered from: any path the route table does not know. */
export const notFoundRenderPath = '/__not-found__'

// The itineraries content module is built in parallel with this file: pick it up when it exists, whatever
// it exports (an `itineraryIds` list or an `itineraries` array of records with an `id`).
const itineraryModules = import.meta.glob<Record<string, unknown>>('@/content/itineraries.ts', {
  eager: true,
})

function itineraryIds(): string[] {
  const ids = new Set<string>()
  for (const module of Object.values(itineraryModules)) {
    if (Array.isArray(module.itineraryIds)) {
      for (const id of module.itineraryIds) if (typeof id === 'string') ids.add(id)
    }
    if (Array.isArray(module.itineraries)) {
      for (const item of module.itineraries as Array<{ id?: unknown }>) {
        if (typeof item?.id === 'string') ids.add(item.id)
      }
    }
  }
  return [...ids]
}

/** Every public URL to prerender, expanded from the route table and the content modules. */
export function prerenderPaths(): string[] {
  const result: string[] = []
  for (const route of routeTable) {
    const clientOnly = clientOnlyPaths.some(
      (path) => route.path === path || route.path.startsWith(`${path}/`),
    )
    if (route.path === '*' || clientOnly) continue
    if (route.path === '/blog/:slug') result.push(...regionIds.map((id) => paths.region(id)))
    else if (route.path === '/itineraries/:id')
      result.push(...itineraryIds().map((id) => paths.itinerary(id)))
    else if (route.path.includes(':'))
      throw new Error(`prerender: no list of URLs for ${route.path}`)
    else result.push(route.path)
  }
  // Each filtered list, so that `?region=…` shows the filtered list from the first paint (ADR 073).
  for (const option of itineraryRegionFilters)
    if (option.value) result.push(paths.itineraries(option.value))
  for (const option of agencyRegionFilters(agencies))
    if (option.value) result.push(paths.agencies(option.value))
  return [...new Set(result)]
}

export interface RenderedPage {
  /** What React put into <head>: title, meta, canonical, JSON-LD… */
  head: string
  /** The inner HTML of <div id="root">. */
  body: string
}

export async function render(url: string): Promise<RenderedPage> {
  await preloadPage(new URL(url, 'http://prerender.local').pathname)
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <html lang="en">
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </StrictMode>
        </div>
      </body>
    </html>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large Suspense boundary into a later segment completed by an inline <script> ($RC):
      // the HTML must be finished in document order and carry no inline script (CSP `script-src 'self'`).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const html = await new Response(prelude).text()
  if (errors.length > 0) {
    throw new Error(
      `prerender of ${url} failed: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n')}`,
    )
  }
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1]
  const rootStart = html.indexOf('<div id="root">')
  const rootEnd = html.lastIndexOf('</div></body>')
  if (head === undefined || rootStart < 0 || rootEnd < rootStart) {
    throw new Error(
      `prerender of ${url}: unexpected document shape:\n${html.slice(0, 300)}\n…\n${html.slice(-300)}`,
    )
  }
  const body = html.slice(rootStart + '<div id="root">'.length, rootEnd)
  if (html.slice(rootEnd + '</div></body>'.length) !== '</html>') {
    throw new Error(
      `prerender of ${url}: React emitted content after #root: ${html.slice(rootEnd)}`,
    )
  }
  return { head, body }
}
