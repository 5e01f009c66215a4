import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { findRegion } from '@/content/regions'
import { RegionArticle, RegionNotFound } from '@/features/regions/region-article'

export function RegionRoute() {
  const { slug } = useParams()
  const region = findRegion(slug)
  if (!region) {
    return (
      <>
        <Seo
          title="Region not found"
          description="We don't have an article about this region yet."
          path={paths.blog()}
          noindex
        />
        <RegionNotFound />
      </>
    )
  }
  return (
    <>
      <Seo
        title={region.seo.title}
        description={region.seo.description}
        keywords={region.seo.keywords}
        path={paths.region(region.slug)}
        type="article"
      />
      <RegionArticle key={region.slug} region={region} />
    </>
  )
}
