import { use } from 'react'
import { loadRegionMarkdown } from '@/content/region-articles'
import type { Region } from '@/content/regions'
import { parseRegionMarkdown, type ParsedRegionContent } from './parse-region-markdown'

export interface RegionContent extends ParsedRegionContent {
  /** Where the words come from: the region's markdown article, or the record's fullContent (spec §8). */
  source: 'markdown' | 'fallback'
}

/** The page's content: the parsed markdown, or the region record's fullContent when it is missing or malformed. */
export function resolveRegionContent(region: Region, markdown: string | undefined): RegionContent {
  const parsed = parseRegionMarkdown(markdown)
  if (parsed) {
    return {
      ...parsed,
      subtitle: parsed.subtitle || region.fullContent.subtitle,
      source: 'markdown',
    }
  }
  const { subtitle, introduction, sections } = region.fullContent
  return { title: region.name, subtitle, introduction, sections: [...sections], source: 'fallback' }
}

// One promise per region, kept for the page's lifetime so that React's `use()` sees the same promise on every
// render (and the prerender, which waits for Suspense, gets the full article).
const cache = new Map<string, Promise<RegionContent>>()

export function loadRegionContent(region: Region): Promise<RegionContent> {
  let promise = cache.get(region.slug)
  if (!promise) {
    promise = loadRegionMarkdown(region.slug).then(
      (markdown) => resolveRegionContent(region, markdown),
      () => resolveRegionContent(region, undefined),
    )
    cache.set(region.slug, promise)
  }
  return promise
}

/** Suspends until the region's content is ready (wrap the caller in <Suspense>). */
export function useRegionContent(region: Region): RegionContent {
  return use(loadRegionContent(region))
}
