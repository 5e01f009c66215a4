import type { ReactNode } from 'react'
import { rootTourismArticle } from '@/content/articles'
import { guideArticleContent } from '@/features/regions/lib/article-content'
import { ArticlePage, GuideLoading } from './article-page'

// The article, rendered by the build (ADR 110), is a chunk of its own: only a client-side navigation loads it.
const build = () =>
  import('@/content/articles/what-is-root-tourism.md?article').then((module) =>
    guideArticleContent(module.default, rootTourismArticle.title),
  )

/** /blog/what-is-root-tourism (docs/product/public-site.md, "Root-tourism guide"). */
export function RootTourismGuide({ afterArticle }: { afterArticle?: ReactNode }) {
  return (
    <ArticlePage
      id={`blog/${rootTourismArticle.slug}`}
      build={build}
      eyebrow="Heritage travel guide"
      backLabel="Back to the Blog"
      meta={
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={rootTourismArticle.publishedAt}>{rootTourismArticle.publishedLabel}</time>
          <span aria-hidden="true">·</span>
          <span>{rootTourismArticle.readingTime}</span>
        </p>
      }
      callToAction={{
        title: 'Ready to walk where your ancestors walked?',
        description:
          'Tell us what you know about your family. We connect you with genealogists and local agencies who turn it into a journey.',
        buttonText: 'Start Planning Your Journey',
      }}
      tone="olive"
      loading={<GuideLoading />}
      afterArticle={afterArticle}
    />
  )
}
