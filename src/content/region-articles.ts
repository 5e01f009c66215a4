import type { RegionId } from './region-ids'
import type { RegionFallback } from './regions/region-fallbacks'

/**
 * The built-in markdown article of each region (src/content/regions/<slug>.md), loaded lazily: each article is
 * its own small chunk, so a region page ships only its own text, and only when it has to render it (a
 * prerendered page reuses the article already in its HTML, ADR 066).
 */
const articles = import.meta.glob<string>('./regions/*.md', { query: '?raw', import: 'default' })

/** The article's markdown, or undefined when the region has none. */
export async function loadRegionMarkdown(slug: RegionId): Promise<string | undefined> {
  const load = articles[`./regions/${slug}.md`]
  return load ? load() : undefined
}

/** The region record's fullContent article (the fallback of docs/product/public-site.md, "Region pages"): loaded only when the markdown cannot be used. */
export async function loadRegionFallback(slug: RegionId): Promise<RegionFallback> {
  const { regionFallbacks } = await import('./regions/region-fallbacks')
  return regionFallbacks[slug]
}
