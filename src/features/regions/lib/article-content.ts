import { use } from 'react'
import type { RenderedArticle } from '@/lib/article/article-body'
import { escapeHtml } from '@/lib/article/escape-html'
import { prerenderedHtml } from '@/lib/prerendered-html'

/** An article ready to show: its title, subtitle and body as HTML strings (ADR 066). */
export interface ArticleContent {
  titleHtml: string
  /** '' when the article has no subtitle. */
  subtitleHtml: string
  bodyHtml: string
  /** Where the words come from: the markdown article, or the record's fallback (docs/product/public-site.md, "Region pages"). */
  source: 'markdown' | 'fallback'
}

/**
 * A guide's article as the build rendered it (ADR 110); if its markdown ever breaks the article format, the
 * whole markdown is shown under the guide's own title.
 */
export function guideArticleContent(article: RenderedArticle, title: string): ArticleContent {
  if (article.ok) {
    const { titleHtml, subtitleHtml, bodyHtml } = article
    return { titleHtml, subtitleHtml, bodyHtml, source: 'markdown' }
  }
  return {
    titleHtml: escapeHtml(title),
    subtitleHtml: '',
    bodyHtml: article.bodyHtml,
    source: 'fallback',
  }
}

/** The ids of an article's blocks in the page (data-article-html): body, title, subtitle. */
export function articleBlockIds(id: string) {
  return { body: id, title: `${id}:title`, subtitle: `${id}:subtitle` }
}

/** A promise React's `use()` can read synchronously once settled (the status/value convention React itself uses). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T }

// One promise per article, kept for the page's lifetime so that React's `use()` sees the same promise on every
// render (and the prerender, which waits for Suspense, gets the full article).
const cache = new Map<string, TrackedPromise<ArticleContent>>()

/**
 * Starts (or reuses) building an article. Awaiting it before rendering (a test, or a prerender) makes the page
 * render at once, without suspending.
 */
export function loadArticle(
  id: string,
  build: () => Promise<ArticleContent>,
): Promise<ArticleContent> {
  let promise = cache.get(id)
  if (!promise) {
    const tracked: TrackedPromise<ArticleContent> = build()
    tracked.status = 'pending'
    tracked.then((content) => {
      tracked.status = 'fulfilled'
      tracked.value = content
    })
    cache.set(id, tracked)
    promise = tracked
  }
  return promise
}

/** The article as the prerendered page shows it, when the page arrived with it (hydration). */
function prerenderedArticle(id: string): ArticleContent | undefined {
  const ids = articleBlockIds(id)
  const body = prerenderedHtml(ids.body)
  const title = prerenderedHtml(ids.title)
  if (!body || !title) return undefined
  return {
    titleHtml: title.html,
    subtitleHtml: prerenderedHtml(ids.subtitle)?.html ?? '',
    bodyHtml: body.html,
    source: body.data.contentSource === 'fallback' ? 'fallback' : 'markdown',
  }
}

/**
 * The article: on a prerendered visit, the markup already in the page (nothing to download, the same HTML to
 * hydrate); otherwise built by `build` (a lazily loaded chunk), suspending meanwhile (wrap in <Suspense>).
 */
export function useArticle(id: string, build: () => Promise<ArticleContent>): ArticleContent {
  const prerendered = prerenderedArticle(id)
  if (prerendered) return prerendered
  return use(loadArticle(id, build))
}
