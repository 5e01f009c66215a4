import type { ReactNode } from 'react'
import { regionImageSize, regions, type Region } from '@/content/regions'
import type { RegionCallToAction } from '@/content/region-pages'
import { ArticlePage } from './article-page'
import { BackToBlogLink } from './back-link'
import { RegionGrid } from './region-card'
import { regionArticleId, buildRegionContent } from '@/features/regions/lib/region-content'

/**
 * A region page (docs/product/public-site.md, "Region pages"): the region's markdown article rendered by the
 * build, or the region record's fullContent when the markdown is missing or breaks the rules, then "More
 * heritage regions". After a client-side navigation it shows 'Loading...' while the article loads.
 */
export function RegionArticle({
  region,
  callToAction,
  afterArticle,
}: {
  region: Region
  callToAction: RegionCallToAction
  /** The route's "Suggest a correction". */
  afterArticle?: ReactNode
}) {
  return (
    <ArticlePage
      id={regionArticleId(region)}
      build={() => buildRegionContent(region)}
      eyebrow="Italian Regions"
      hero={{ src: region.heroImage, ...regionImageSize.hero }}
      callToAction={callToAction}
      tone="terracotta"
      loading={<RegionLoading />}
      afterArticle={afterArticle}
    >
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
    </ArticlePage>
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
