import type { Region } from '@/content/regions'
import { loadArticle, useArticle, type ArticleContent } from './article-content'

/** The id of a region's article blocks in the page (data-article-html). */
export function regionArticleId(region: Region): string {
  return `blog/${region.slug}`
}

function build(region: Region): Promise<ArticleContent> {
  return import('./region-article-source').then((source) => source.buildRegionArticle(region))
}

/** Starts (or reuses) building a region's article; awaiting it first makes the page render without suspending. */
export function loadRegionContent(region: Region): Promise<ArticleContent> {
  return loadArticle(regionArticleId(region), () => build(region))
}

/** The region's article: from the prerendered page when present, otherwise loaded (wrap in <Suspense>). */
export function useRegionContent(region: Region): ArticleContent {
  return useArticle(regionArticleId(region), () => build(region))
}
