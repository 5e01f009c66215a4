import { Suspense, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { LastReviewed } from '@/components/last-reviewed'
import { articleReviews } from '@/content/article-reviews'
import { cn } from '@/lib/utils'
import {
  articleBlockIds,
  useArticle,
  type ArticleContent,
} from '@/features/regions/lib/article-content'
import { ArticleHtml } from './article-html-block'
import { BackToBlogLink } from './back-link'

export interface ArticleCallToAction {
  title: string
  description: string
  buttonText: string
}

export interface ArticlePageProps {
  /** The article's id in the page (data-article-html), `blog/<slug>`. */
  id: string
  /** Builds the article when the page did not arrive with it (a lazily imported chunk). */
  build: () => Promise<ArticleContent>
  eyebrow: string
  backLabel?: string
  /** A region's hero artwork behind the title; without it, a plain cream header. */
  hero?: { src: string; width: number; height: number }
  /** Under the title (e.g. the guide's date and reading time). */
  meta?: ReactNode
  callToAction: ArticleCallToAction
  /** Color of the call-to-action box. */
  tone: 'terracotta' | 'olive'
  /** Shown while the article loads (client-side navigation only). */
  loading: ReactNode
  /** After the article (e.g. "More heritage regions"). */
  children?: ReactNode
  /** At the end of the article's column (the route's "Suggest a correction"). */
  afterArticle?: ReactNode
}

/**
 * The one layout of the blog's articles: region pages (docs/product/public-site.md, "Region pages"), the
 * root-tourism guide and the research guide. The article is the prerendered page's own HTML on a first visit
 * (ADR 066); after a client-side navigation it loads, showing `loading` meanwhile.
 */
export function ArticlePage(props: ArticlePageProps) {
  return (
    <Suspense fallback={props.loading}>
      <ArticlePageContent {...props} />
    </Suspense>
  )
}

function ArticlePageContent({
  id,
  build,
  eyebrow,
  backLabel,
  hero,
  meta,
  callToAction,
  tone,
  children,
  afterArticle,
}: ArticlePageProps) {
  const article = useArticle(id, build)
  const ids = articleBlockIds(id)
  const heading = (
    <>
      <BackToBlogLink label={backLabel} />
      <p className="eyebrow mt-8">{eyebrow}</p>
      <ArticleHtml
        as="h1"
        id={ids.title}
        html={article.titleHtml}
        className={cn(
          'mt-3 font-semibold',
          hero ? 'text-display-xl' : 'text-balance text-display-lg',
        )}
      />
      {article.subtitleHtml && (
        <ArticleHtml
          as="p"
          id={ids.subtitle}
          html={article.subtitleHtml}
          className="mt-5 font-display text-xl italic leading-snug text-ink-soft sm:text-2xl"
        />
      )}
      {meta}
      <LastReviewed date={articleReviews[`/${id}`]} />
    </>
  )
  return (
    <article>
      {hero ? (
        <header className="relative isolate overflow-hidden bg-cream-100 lg:flex lg:min-h-[520px] lg:items-center">
          <img
            src={hero.src}
            alt=""
            width={hero.width}
            height={hero.height}
            fetchPriority="high"
            decoding="sync"
            className="aspect-[16/9] w-full object-cover lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto lg:h-full"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-cream-50 from-30% via-cream-50/70 via-45% to-cream-50/0 to-60% lg:block"
          />
          <div className="container relative pb-10 pt-8 lg:py-20">
            <div className="max-w-xl">{heading}</div>
          </div>
        </header>
      ) : (
        <header className="border-b border-border/70 bg-cream-100">
          <div className="container py-12 sm:py-20">
            <div className="mx-auto max-w-[68ch]">{heading}</div>
          </div>
        </header>
      )}

      <div className="container py-14 sm:py-20">
        <div className="mx-auto max-w-[68ch]">
          <ArticleHtml id={ids.body} html={article.bodyHtml} contentSource={article.source} />

          <aside
            aria-labelledby="article-cta-title"
            className={cn(
              'mt-16 rounded-2xl p-8 text-cream-50 shadow-lift sm:p-10',
              tone === 'terracotta' ? 'bg-terracotta-700' : 'bg-olive-700',
            )}
          >
            <h2 id="article-cta-title" className="text-display-md font-semibold text-cream-50">
              {callToAction.title}
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-cream-100/90">
              {callToAction.description}
            </p>
            <Button asChild variant="light" size="lg" className="mt-7">
              <Link to={paths.contact()}>{callToAction.buttonText}</Link>
            </Button>
          </aside>
          {afterArticle}
        </div>
      </div>
      {children}
    </article>
  )
}

/** A guide's place while its article loads after a client-side navigation: a blank block of its size. */
export function GuideLoading() {
  return <div className="min-h-[90vh]" aria-busy="true" />
}
