import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { rootTourismArticle } from '@/content/articles'
import { articleBlockIds, useArticle, type ArticleContent } from './article-content'
import { ArticleHtml } from './article-html-block'
import { BackToBlogLink } from './back-link'

const articleId = `blog/${rootTourismArticle.slug}`
const ids = articleBlockIds(articleId)

function build(): Promise<ArticleContent> {
  return import('./root-tourism-source').then((source) => source.buildRootTourismArticle())
}

/**
 * /blog/what-is-root-tourism (docs/product/public-site.md, "Root-tourism guide"). The article is the prerendered page's own HTML on a first visit
 * (ADR 066); after a client-side navigation it loads (a blank block of the article's place meanwhile).
 */
export function RootTourismGuide() {
  return (
    <Suspense fallback={<div className="min-h-[90vh]" aria-busy="true" />}>
      <RootTourismGuideContent />
    </Suspense>
  )
}

function RootTourismGuideContent() {
  const guide = useArticle(articleId, build)
  return (
    <article>
      <header className="border-b border-border/70 bg-cream-100">
        <div className="container py-12 sm:py-20">
          <div className="mx-auto max-w-[68ch]">
            <BackToBlogLink label="Back to the Blog" />
            <p className="eyebrow mt-8">Heritage travel guide</p>
            <ArticleHtml
              as="h1"
              id={ids.title}
              html={guide.titleHtml}
              className="mt-3 text-balance text-display-lg font-semibold"
            />
            {guide.subtitleHtml && (
              <ArticleHtml
                as="p"
                id={ids.subtitle}
                html={guide.subtitleHtml}
                className="mt-5 font-display text-xl italic leading-snug text-ink-soft sm:text-2xl"
              />
            )}
            <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <time dateTime={rootTourismArticle.publishedAt}>
                {rootTourismArticle.publishedLabel}
              </time>
              <span aria-hidden="true">·</span>
              <span>{rootTourismArticle.readingTime}</span>
            </p>
          </div>
        </div>
      </header>

      <div className="container py-14 sm:py-20">
        <div className="mx-auto max-w-[68ch]">
          <ArticleHtml id={ids.body} html={guide.bodyHtml} contentSource={guide.source} />

          <aside
            aria-labelledby="guide-cta-title"
            className="mt-16 rounded-2xl bg-olive-700 p-8 text-cream-50 shadow-lift sm:p-10"
          >
            <h2 id="guide-cta-title" className="text-display-md font-semibold text-cream-50">
              Ready to walk where your ancestors walked?
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-cream-100/90">
              Tell us what you know about your family. We connect you with genealogists and local
              agencies who turn it into a journey.
            </p>
            <Button asChild variant="light" size="lg" className="mt-7">
              <Link to={paths.contact()}>Start Planning Your Journey</Link>
            </Button>
          </aside>
        </div>
      </div>
    </article>
  )
}
