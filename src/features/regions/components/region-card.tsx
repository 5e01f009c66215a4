import { Link } from 'react-router-dom'
import { LastReviewed } from '@/components/last-reviewed'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { regionImageSize, type Region } from '@/content/regions'
import { cn } from '@/lib/utils'

/**
 * A region card: the whole card is clickable through a stretched link on its name. Its facts are its article's, so
 * it carries the article's "Last reviewed" date (docs/decisions/248); corrections go through the article's page.
 */
export function RegionCard({
  region,
  headingLevel = 'h3',
}: {
  region: Region
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-card shadow-soft ring-1 ring-border/70 transition duration-300 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-1 hover:shadow-lift">
      <div className="aspect-[4/3] overflow-hidden bg-cream-100">
        <img
          src={region.image}
          alt=""
          width={regionImageSize.card.width}
          height={regionImageSize.card.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-2xl font-semibold">
          <Link
            to={paths.region(region.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0"
          >
            {region.name}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
          {region.excerpt}
        </p>
        <LastReviewed date={articleReviews[paths.region(region.slug)]} className="mt-3 text-xs" />
        <span
          aria-hidden="true"
          className="mt-4 text-sm font-semibold text-primary transition-colors group-hover:text-terracotta-800"
        >
          Discover {region.name} →
        </span>
      </div>
    </article>
  )
}

/** 1, 2 or 4 columns by screen width (docs/product/public-site.md, "Home"). */
export function RegionGrid({
  regions,
  headingLevel,
  className,
}: {
  regions: readonly Region[]
  headingLevel?: 'h2' | 'h3'
  className?: string
}) {
  return (
    <ul
      className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}
      data-testid="region-grid"
    >
      {regions.map((region) => (
        <li key={region.slug} className="flex">
          <RegionCard region={region} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
