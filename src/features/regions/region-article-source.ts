import { loadRegionFallback, loadRegionMarkdown } from '@/content/region-articles'
import type { Region } from '@/content/regions'
import type { RegionFallback, RegionSection } from '@/content/regions/region-fallbacks'
import type { ArticleContent } from './article-content'
import { articleBodyHtml, escapeHtml } from './article-html'
import { parseRegionMarkdown } from './parse-region-markdown'

/**
 * Builds a region page's article (loaded lazily: only a page that has to render the article itself, after a
 * client-side navigation or in the prerender, downloads the markdown, this parser and the HTML builder).
 */

export interface RegionContent {
  title: string
  subtitle: string
  introduction: string
  sections: RegionSection[]
  /** Where the words come from: the region's markdown article, or the record's fullContent (docs/product/public-site.md, "Region pages"). */
  source: 'markdown' | 'fallback'
}

/**
 * The page's content: the parsed markdown, or the region record's fullContent (`fallback`) when the markdown
 * is missing or malformed. `fallback` is only read when needed (a missing subtitle, or no usable markdown).
 */
export async function resolveRegionContent(
  region: Region,
  markdown: string | undefined,
  fallback: () => Promise<RegionFallback> = () => loadRegionFallback(region.id),
): Promise<RegionContent> {
  const parsed = parseRegionMarkdown(markdown)
  if (parsed) {
    const subtitle = parsed.subtitle || (await fallback()).subtitle
    return { ...parsed, subtitle, source: 'markdown' }
  }
  const { subtitle, introduction, sections } = await fallback()
  return { title: region.name, subtitle, introduction, sections: [...sections], source: 'fallback' }
}

/** The region's article as HTML, from its markdown or, failing that, its fallback. */
export async function buildRegionArticle(region: Region): Promise<ArticleContent> {
  const markdown = await loadRegionMarkdown(region.slug).catch(() => undefined)
  const content = await resolveRegionContent(region, markdown)
  return {
    titleHtml: escapeHtml(content.title),
    subtitleHtml: escapeHtml(content.subtitle),
    bodyHtml: articleBodyHtml(content),
    source: content.source,
  }
}
