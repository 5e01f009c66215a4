import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { regionShareCard } from '@/config/share-cards'
import { findRegion } from '@/content/regions'
import { regionPages } from '@/content/region-pages'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'
import { RegionArticle, RegionNotFound } from '@/features/regions/components/region-article'

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
  const { seo, callToAction } = regionPages[region.id]
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={seo.keywords}
        path={paths.region(region.slug)}
        image={regionShareCard(region)}
        type="article"
      />
      <RegionArticle
        key={region.slug}
        region={region}
        callToAction={callToAction}
        afterArticle={<SuggestCorrection page={paths.region(region.slug)} />}
      />
    </>
  )
}
