import type { ReactNode } from 'react'
import { researchGuideArticle } from '@/content/articles'
import { guideArticleContent } from '@/features/regions/lib/article-content'
import { ArticlePage, GuideLoading } from './article-page'

// The article, rendered by the build (ADR 110), is a chunk of its own: only a client-side navigation loads it.
const build = () =>
  import('@/content/articles/italian-family-research-guide.md?article').then((module) =>
    guideArticleContent(module.default, researchGuideArticle.title),
  )

/** /blog/italian-family-research-guide: the practical guide every region article links to. */
export function ResearchGuide({ afterArticle }: { afterArticle?: ReactNode }) {
  return (
    <ArticlePage
      id={`blog/${researchGuideArticle.slug}`}
      build={build}
      eyebrow="Family research guide"
      callToAction={{
        title: 'Stuck on a name or a town?',
        description:
          'Tell us what you have found so far. We put you in touch with genealogists who read the old registers and can visit the archives for you.',
        buttonText: 'Ask About Research Help',
      }}
      tone="olive"
      loading={<GuideLoading />}
      afterArticle={afterArticle}
    />
  )
}
