import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { regions } from '@/content/regions'
import { FeaturedArticle } from '@/features/regions/components/featured-article'
import { RegionGrid } from '@/features/regions/components/region-card'

export function BlogRoute() {
  return (
    <>
      <Seo
        title="Heritage Travel Blog"
        description="Stories, guides and regional portraits for Italian-Americans planning a journey to their family's Italy: Sicily, Tuscany, Calabria, Campania, Puglia, Abruzzo, Marche and Molise."
        path={paths.blog()}
        keywords={[
          'Italian heritage travel blog',
          'Italian regions',
          'root tourism',
          'Italian ancestry',
        ]}
      />
      <header className="bg-cream-100">
        <div className="container pb-24 pt-14 sm:pb-32 sm:pt-20">
          <p className="eyebrow">The Radici journal</p>
          <h1 className="mt-3 text-display-xl font-semibold">Heritage Travel Blog</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
            Guides and regional portraits for everyone whose family story began in Italy: the land,
            the great emigration, the food and the ways to find your roots.
          </p>
        </div>
      </header>
      <div className="container pb-20 sm:pb-28">
        <FeaturedArticle className="-mt-12 sm:-mt-20" />
        <section aria-labelledby="blog-regions-title" className="mt-20">
          <p className="eyebrow">Regional guides</p>
          <h2 id="blog-regions-title" className="mt-3 text-display-lg font-semibold">
            Explore the Italian Regions
          </h2>
          <RegionGrid regions={regions} className="mt-10" />
          <p className="mt-10 text-lg text-ink-soft">
            Your family’s town is not in these eight regions, or you are not sure where it is?{' '}
            <Link
              to={paths.findYourTown()}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              Find your ancestral town among every Italian comune →
            </Link>
          </p>
        </section>
      </div>
    </>
  )
}
