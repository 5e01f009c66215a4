/**
 * The markup of an article's body (region pages, the root-tourism guide, the research guide), as HTML strings
 * (ADR 066, ADR 110). The build renders the markdown articles into it (./render-markdown.ts, run by the Vite
 * plugin in scripts/build/vite-article-plugin.ts); the browser only ever builds a region's fallback article with it
 * (plain text from the region record). No markdown parser is part of this module.
 */

import { escapeHtml } from './escape-html.ts'

export { escapeHtml }

/** What `import article from './x.md?article'` gives: the article rendered by the build. */
export type RenderedArticle =
  | {
      /** The markdown follows the article rules (docs/product/public-site.md, "Region pages"). */
      ok: true
      titleHtml: string
      /** '' when the title line has no colon. */
      subtitleHtml: string
      bodyHtml: string
    }
  | {
      ok: false
      /** Which rule the markdown breaks (also printed as a build warning). */
      problem: string
      /** The whole markdown rendered as rich text, for pages that show it rather than a fallback record. */
      bodyHtml: string
    }

/** The classes of the article's markup (one place, so markdown and fallback articles look the same). */
export const articleClasses = {
  introduction: 'font-display text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed',
  rule: 'mt-4 h-px w-24 bg-terracotta-300',
  section: 'mt-12 sm:mt-14',
  sectionTitle: 'text-display-md font-semibold',
  sectionText: 'space-y-5 mt-5 text-base leading-[1.8] text-ink-soft sm:text-lg sm:leading-[1.8]',
  wholeText: 'space-y-5 text-base leading-[1.8] text-ink-soft sm:text-lg',
  subheading: 'pt-2 text-xl font-semibold',
  bulletList: 'list-disc space-y-2 pl-6 marker:text-terracotta-500',
  numberedList: 'list-decimal space-y-2 pl-6 marker:font-semibold marker:text-terracotta-600',
  strong: 'font-semibold text-ink',
  link: 'font-medium text-primary underline underline-offset-4 hover:text-terracotta-800',
} as const

export interface ArticleBodyParts {
  /** The introduction's inline HTML. */
  introductionHtml: string
  /** Each section: its title's inline HTML and its blocks' HTML. */
  sections: ReadonlyArray<{ titleHtml: string; contentHtml: string }>
}

/** The article body: introduction, a short rule, then one <section> per titled section. */
export function articleBodyHtml({ introductionHtml, sections }: ArticleBodyParts): string {
  return (
    `<p class="${articleClasses.introduction}">${introductionHtml}</p>` +
    `<div class="${articleClasses.rule}" aria-hidden="true"></div>` +
    sections
      .map(
        (section) =>
          `<section class="${articleClasses.section}">` +
          `<h2 class="${articleClasses.sectionTitle}">${section.titleHtml}</h2>` +
          `<div class="${articleClasses.sectionText}">${section.contentHtml}</div>` +
          '</section>',
      )
      .join('')
  )
}

/**
 * A region record's own article (docs/product/rules.md, "Region", fullContent): plain text, paragraphs
 * separated by blank lines. Shown only when the region's markdown is missing or breaks the rules.
 */
export function plainArticleBodyHtml(article: {
  introduction: string
  sections: ReadonlyArray<{ title: string; content: string }>
}): string {
  return articleBodyHtml({
    introductionHtml: escapeHtml(article.introduction),
    sections: article.sections.map((section) => ({
      titleHtml: escapeHtml(section.title),
      contentHtml: section.content
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join(''),
    })),
  })
}
