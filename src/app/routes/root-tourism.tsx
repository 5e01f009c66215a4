import { absoluteUrl, Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { rootTourismArticle } from '@/content/articles'
import { siteConfig } from '@/content/site-config'
import { articleReviews } from '@/content/article-reviews'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'
import { RootTourismGuide } from '@/features/regions/components/root-tourism-guide'

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: rootTourismArticle.title,
  description: rootTourismArticle.description,
  datePublished: rootTourismArticle.publishedAt,
  // The date the facts were last checked, the same as the page's "Last reviewed" (docs/decisions/132).
  dateModified: articleReviews[paths.rootTourism()],
  image: absoluteUrl(rootTourismArticle.image),
  inLanguage: 'en',
  mainEntityOfPage: absoluteUrl(paths.rootTourism()),
  author: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
  publisher: {
    '@type': 'Organization',
    name: siteConfig.name,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
  },
}

export function RootTourismRoute() {
  return (
    <>
      <Seo
        title={`${rootTourismArticle.title} A Guide to Ancestral Travel in Italy`}
        description={rootTourismArticle.description}
        keywords={rootTourismArticle.keywords}
        path={paths.rootTourism()}
        type="article"
        jsonLd={jsonLd}
      />
      <RootTourismGuide afterArticle={<SuggestCorrection page={paths.rootTourism()} />} />
    </>
  )
}
