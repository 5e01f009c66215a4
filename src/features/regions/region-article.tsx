import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { regionImageSize, regions, type Region } from '@/content/regions'
import type { RegionCallToAction } from '@/content/regions/region-pages'
import { articleBlockIds } from './article-content'
import { ArticleHtml } from './article-html-block'
import { BackToBlogLink } from './back-link'
import { RegionGrid } from './region-card'
import { regionArticleId, useRegionContent } from './region-content'

/**
 * A region page (docs/product/public-site.md, "Region pages"): the parsed markdown, or the region record's fullContent when the
 * markdown is missing or malformed. On a prerendered visit the article is the page's own HTML (ADR 066);
 * after a client-side navigation it loads, showing 'Loading...' meanwhile.
 */
export function RegionArticle({
  region,
  callToAction,
}: {
  region: Region
  callToAction: RegionCallToAction
}) {
  return (
    <Suspense fallback={<RegionLoading />}>
      <RegionArticleContent region={region} callToAction={callToAction} />
    </Suspense>
  )
}

function RegionLoading() {
  return (
    <div className="container flex min-h-[70vh] items-center justify-center py-24">
      <p role="status" className="text-lg text-muted-foreground">
        Loading...
      </p>
    </div>
  )
}

function RegionArticleContent({
  region,
  callToAction,
}: {
  region: Region
  callToAction: RegionCallToAction
}) {
  const content = useRegionContent(region)
  const ids = articleBlockIds(regionArticleId(region))
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-cream-100 lg:flex lg:min-h-[520px] lg:items-center">
        <img
          src={region.heroImage}
          alt=""
          width={regionImageSize.hero.width}
          height={regionImageSize.hero.height}
          fetchPriority="high"
          decoding="sync"
          className="aspect-[16/9] w-full object-cover lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto lg:h-full"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-cream-50 from-30% via-cream-50/70 via-45% to-cream-50/0 to-60% lg:block"
        />
        <div className="container relative pb-10 pt-8 lg:py-20">
          <div className="max-w-xl">
            <BackToBlogLink />
            <p className="eyebrow mt-8">Italian Regions</p>
            <ArticleHtml
              as="h1"
              id={ids.title}
              html={content.titleHtml}
              className="mt-3 text-display-xl font-semibold"
            />
            {content.subtitleHtml && (
              <ArticleHtml
                as="p"
                id={ids.subtitle}
                html={content.subtitleHtml}
                className="mt-5 font-display text-xl italic leading-snug text-ink-soft sm:text-2xl"
              />
            )}
          </div>
        </div>
      </header>

      <div className="container py-14 sm:py-20">
        <div className="mx-auto max-w-[68ch]">
          <ArticleHtml id={ids.body} html={content.bodyHtml} contentSource={content.source} />

          <aside
            aria-labelledby="region-cta-title"
            className="mt-16 rounded-2xl bg-terracotta-700 p-8 text-cream-50 shadow-lift sm:p-10"
          >
            <h2 id="region-cta-title" className="text-display-md font-semibold text-cream-50">
              {callToAction.title}
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-cream-100/90">
              {callToAction.description}
            </p>
            <Button asChild variant="light" size="lg" className="mt-7">
              <Link to={paths.contact()}>{callToAction.buttonText}</Link>
            </Button>
          </aside>
        </div>
      </div>

      <section
        aria-labelledby="more-regions-title"
        className="border-t border-border/70 bg-cream-100 py-16 sm:py-20"
      >
        <div className="container">
          <h2 id="more-regions-title" className="text-display-md font-semibold">
            More heritage regions
          </h2>
          <RegionGrid regions={nextRegions(region)} className="mt-8" />
        </div>
      </section>
    </article>
  )
}

/** The four regions that follow this one in the site's order (wrapping around). */
function nextRegions(region: Region): Region[] {
  const index = regions.indexOf(region)
  return [1, 2, 3, 4].map((step) => regions[(index + step) % regions.length]!)
}

export function RegionNotFound() {
  return (
    <div className="container flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">Italian Regions</p>
      <h1 className="mt-3 text-display-lg font-semibold">Region not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        We don&apos;t have an article about this region yet. Explore the regions we know best.
      </p>
      <BackToBlogLink className="mt-8" />
    </div>
  )
}
