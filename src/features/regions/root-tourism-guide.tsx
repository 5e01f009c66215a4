import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { rootTourismArticle } from '@/content/articles'
import markdown from '@/content/articles/what-is-root-tourism.md?raw'
import { ArticleBody } from './article-body'
import { BackToBlogLink } from './back-link'
import { parseRegionMarkdown } from './parse-region-markdown'
import { RichText } from './rich-text'

/** The guide uses the same article format as the region pages (title, introduction, '## ' sections). */
const guide = parseRegionMarkdown(markdown)

/** /blog/what-is-root-tourism (spec §2). */
export function RootTourismGuide() {
  const title = guide?.title ?? rootTourismArticle.title
  return (
    <article>
      <header className="border-b border-border/70 bg-cream-100">
        <div className="container py-12 sm:py-20">
          <div className="mx-auto max-w-[68ch]">
            <BackToBlogLink label="Back to the Blog" />
            <p className="eyebrow mt-8">Heritage travel guide</p>
            <h1 className="mt-3 text-balance text-display-lg font-semibold">{title}</h1>
            {guide?.subtitle && (
              <p className="mt-5 font-display text-xl italic leading-snug text-ink-soft sm:text-2xl">
                {guide.subtitle}
              </p>
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
          {guide ? (
            <ArticleBody introduction={guide.introduction} sections={guide.sections} />
          ) : (
            <RichText
              text={markdown}
              className="text-base leading-[1.8] text-ink-soft sm:text-lg"
            />
          )}

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
