import type { Region } from '@/content/regions'
import { loadArticle, type ArticleContent } from './article-content'

/** The id of a region's article blocks in the page (data-article-html). */
export function regionArticleId(region: Region): string {
  return `blog/${region.slug}`
}

/** Builds a region's article from its lazily loaded chunks (./region-article-source.ts). */
export function buildRegionContent(region: Region): Promise<ArticleContent> {
  return import('./region-article-source').then((source) => source.buildRegionArticle(region))
}

/** Starts (or reuses) building a region's article; awaiting it first makes the page render without suspending. */
export function loadRegionContent(region: Region): Promise<ArticleContent> {
  return loadArticle(regionArticleId(region), () => buildRegionContent(region))
}
