import { rootTourismArticle } from '@/content/articles'
import markdown from '@/content/articles/what-is-root-tourism.md?raw'
import type { ArticleContent } from './article-content'
import { articleBodyHtml, escapeHtml, richTextHtml } from './article-html'
import { parseRegionMarkdown } from './parse-region-markdown'

/**
 * Builds the root-tourism guide's article (loaded lazily, like a region's: a prerendered visit reuses the
 * page's HTML, ADR 066). The guide uses the region article format (title, introduction, '## ' sections); if
 * it ever stops parsing, the whole markdown is shown as text under the record's title.
 */
export function buildRootTourismArticle(): ArticleContent {
  const guide = parseRegionMarkdown(markdown)
  if (!guide) {
    return {
      titleHtml: escapeHtml(rootTourismArticle.title),
      subtitleHtml: '',
      bodyHtml: richTextHtml(markdown, 'text-base leading-[1.8] text-ink-soft sm:text-lg'),
      source: 'fallback',
    }
  }
  return {
    titleHtml: escapeHtml(guide.title),
    subtitleHtml: escapeHtml(guide.subtitle),
    bodyHtml: articleBodyHtml(guide),
    source: 'markdown',
  }
}
