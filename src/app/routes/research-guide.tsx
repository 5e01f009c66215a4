import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { researchGuideArticle } from '@/content/articles'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'
import { ResearchGuide } from '@/features/regions/components/research-guide'

export function ResearchGuideRoute() {
  return (
    <>
      <Seo
        title={`${researchGuideArticle.title}: Find Your Ancestors' Town`}
        description={researchGuideArticle.description}
        keywords={researchGuideArticle.keywords}
        path={paths.researchGuide()}
        type="article"
      />
      <ResearchGuide afterArticle={<SuggestCorrection page={paths.researchGuide()} />} />
    </>
  )
}
