import type { RegionId } from './region-ids'

/**
 * The built-in markdown article of each region (src/content/regions/<slug>.md), loaded lazily: each article is
 * its own small chunk, so a region page ships only its own text.
 */
const articles = import.meta.glob<string>('./regions/*.md', { query: '?raw', import: 'default' })

/** The article's markdown, or undefined when the region has none. */
export async function loadRegionMarkdown(slug: RegionId): Promise<string | undefined> {
  const load = articles[`./regions/${slug}.md`]
  return load ? load() : undefined
}
