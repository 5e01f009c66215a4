import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { researchGuideArticle } from '@/content/articles'
import { articleBlockIds, useArticle, type ArticleContent } from './article-content'
import { ArticleHtml } from './article-html-block'
import { BackToBlogLink } from './back-link'

const articleId = `blog/${researchGuideArticle.slug}`
const ids = articleBlockIds(articleId)

function build(): Promise<ArticleContent> {
  return import('./research-guide-source').then((source) => source.buildResearchGuideArticle())
}

/**
 * /blog/italian-family-research-guide: the practical guide every region article links to. The article is the
 * prerendered page's own HTML on a first visit (ADR 066); after a client-side navigation it loads.
 */
export function ResearchGuide() {
  return (
    <Suspense fallback={<div className="min-h-[90vh]" aria-busy="true" />}>
      <ResearchGuideContent />
    </Suspense>
  )
}

function ResearchGuideContent() {
  const guide = useArticle(articleId, build)
  return (
    <article>
      <header className="border-b border-border/70 bg-cream-100">
        <div className="container py-12 sm:py-20">
          <div className="mx-auto max-w-[68ch]">
            <BackToBlogLink />
            <p className="eyebrow mt-8">Family research guide</p>
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
          </div>
        </div>
      </header>

      <div className="container py-14 sm:py-20">
        <div className="mx-auto max-w-[68ch]">
          <ArticleHtml id={ids.body} html={guide.bodyHtml} contentSource={guide.source} />

          <aside
            aria-labelledby="research-cta-title"
            className="mt-16 rounded-2xl bg-olive-700 p-8 text-cream-50 shadow-lift sm:p-10"
          >
            <h2 id="research-cta-title" className="text-display-md font-semibold text-cream-50">
              Stuck on a name or a town?
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-cream-100/90">
              Tell us what you have found so far. We put you in touch with genealogists who read the
              old registers and can visit the archives for you.
            </p>
            <Button asChild variant="light" size="lg" className="mt-7">
              <Link to={paths.contact()}>Ask About Research Help</Link>
            </Button>
          </aside>
        </div>
      </div>
    </article>
  )
}
