import type { RegionId } from '@/content/region-ids'
import type { Region } from '@/content/regions'
import type { RegionFallback } from '@/content/regions/types'
import { escapeHtml, plainArticleBodyHtml, type RenderedArticle } from '@/lib/article/article-body'
import type { ArticleContent } from './article-content'

/**
 * A region page's article (loaded lazily: only a page that has to render the article itself, after a
 * client-side navigation or in the prerender, downloads it). Each region's article.md is rendered to HTML by the
 * build (ADR 110) and is a chunk of its own; its fallback.ts is another, loaded only when the markdown is missing
 * or breaks the article rules, or has no subtitle (docs/product/public-site.md, "Region pages").
 */

const articles = import.meta.glob<RenderedArticle>('/src/content/regions/*/article.md', {
  query: '?article',
  import: 'default',
})
const fallbacks = import.meta.glob<RegionFallback>('/src/content/regions/*/fallback.ts', {
  import: 'fallback',
})

/** The region's rendered markdown article, or undefined when it has none. */
export async function loadRegionMarkdownArticle(
  id: RegionId,
): Promise<RenderedArticle | undefined> {
  return articles[`/src/content/regions/${id}/article.md`]?.()
}

/** The region record's own article (fullContent), the fallback. */
export async function loadRegionFallback(id: RegionId): Promise<RegionFallback> {
  const load = fallbacks[`/src/content/regions/${id}/fallback.ts`]
  if (!load) throw new Error(`src/content/regions/${id}/fallback.ts is missing`)
  return load()
}

/** The page's article: the rendered markdown, or the region record's fullContent when it cannot be used. */
export async function resolveRegionArticle(
  region: Region,
  article: RenderedArticle | undefined,
  fallback: () => Promise<RegionFallback> = () => loadRegionFallback(region.id),
): Promise<ArticleContent> {
  if (article?.ok) {
    const subtitleHtml = article.subtitleHtml || escapeHtml((await fallback()).subtitle)
    return {
      titleHtml: article.titleHtml,
      subtitleHtml,
      bodyHtml: article.bodyHtml,
      source: 'markdown',
    }
  }
  const record = await fallback()
  return {
    titleHtml: escapeHtml(region.name),
    subtitleHtml: escapeHtml(record.subtitle),
    bodyHtml: plainArticleBodyHtml(record),
    source: 'fallback',
  }
}

/** The region's article as HTML, from its markdown or, failing that, its fallback. */
export async function buildRegionArticle(region: Region): Promise<ArticleContent> {
  const article = await loadRegionMarkdownArticle(region.id).catch(() => undefined)
  return resolveRegionArticle(region, article)
}
