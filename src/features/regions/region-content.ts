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

/** A promise React's `use()` can read synchronously once settled (the status/value convention React itself uses). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T }

// One promise per region, kept for the page's lifetime so that React's `use()` sees the same promise on every
// render (and the prerender, which waits for Suspense, gets the full article).
const cache = new Map<string, TrackedPromise<RegionContent>>()

/**
 * Starts (or reuses) loading a region's content. Awaiting it before rendering (the prerender, or the browser
 * entry before hydrating a region page) makes the page render at once, without suspending.
 */
export function loadRegionContent(region: Region): Promise<RegionContent> {
  let promise = cache.get(region.slug)
  if (!promise) {
    const tracked: TrackedPromise<RegionContent> = loadRegionMarkdown(region.slug).then(
      (markdown) => resolveRegionContent(region, markdown),
      () => resolveRegionContent(region, undefined),
    )
    tracked.status = 'pending'
    tracked.then((content) => {
      tracked.status = 'fulfilled'
      tracked.value = content
    })
    cache.set(region.slug, tracked)
    promise = tracked
  }
  return promise
}

/** Suspends until the region's content is ready (wrap the caller in <Suspense>). */
export function useRegionContent(region: Region): RegionContent {
  return use(loadRegionContent(region))
}
