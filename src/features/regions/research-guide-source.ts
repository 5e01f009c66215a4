import markdown from '@/content/articles/italian-family-research-guide.md?raw'
import type { ArticleContent } from './article-content'
import { articleBodyHtml, escapeHtml } from './article-html'
import { parseRegionMarkdown } from './parse-region-markdown'

/**
 * Builds the research guide's article (loaded lazily, like the root-tourism guide: a prerendered visit reuses
 * the page's HTML, ADR 066). Same format as the region articles: '# Title: Subtitle', an introduction, '## '
 * sections.
 */
export function buildResearchGuideArticle(): ArticleContent {
  const guide = parseRegionMarkdown(markdown)
  if (!guide) throw new Error('italian-family-research-guide.md does not parse')
  return {
    titleHtml: escapeHtml(guide.title),
    subtitleHtml: escapeHtml(guide.subtitle),
    bodyHtml: articleBodyHtml(guide),
    source: 'markdown',
  }
}
