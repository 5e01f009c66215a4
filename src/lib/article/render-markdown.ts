import { Marked, type Token, type Tokens } from 'marked'
import {
  articleBodyHtml,
  articleClasses,
  escapeHtml,
  type RenderedArticle,
} from './article-body.ts'

/**
 * Renders an article's markdown with marked, AT BUILD TIME ONLY (ADR 110): scripts/build/vite-article-plugin.ts
 * calls it for every `*.md?article` import, so pages receive finished HTML and no markdown parser reaches the
 * browser (ESLint forbids importing `marked` anywhere else in src/; tests/prerender/bundle.test.ts checks the
 * built scripts). Imports only `marked` and ./article-body, because the Vite config loads it without aliases.
 *
 * The article rules (docs/product/public-site.md, "Region pages"), read on marked's tokens:
 * - the first level-1 heading is the title, split at its first colon into title and subtitle;
 * - the first block that is not a heading is the introduction (it must be a paragraph);
 * - each level-2 heading starts a section; the blocks up to the next one are its text (paragraphs, lists,
 *   level-3 headings). Blocks before the first section other than the introduction are not shown.
 * Anything else (no title, an empty title, no introduction, no section, a section without title or text)
 * makes the article unusable: `ok: false` with the reason, and the page shows its fallback.
 */

const SITE_PATH = /^\/(?!\/)/
const WEB_URL = /^https?:\/\//i

const markdown = new Marked({
  gfm: true,
  renderer: {
    space: () => '',
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>`
    },
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens)
      return depth <= 2
        ? `<h2 class="${articleClasses.sectionTitle}">${text}</h2>`
        : `<h3 class="${articleClasses.subheading}">${text}</h3>`
    },
    list(token) {
      const items = token.items.map((item) => this.listitem(item)).join('')
      return token.ordered
        ? `<ol class="${articleClasses.numberedList}">${items}</ol>`
        : `<ul class="${articleClasses.bulletList}">${items}</ul>`
    },
    listitem(item) {
      return `<li>${this.parser.parse(item.tokens).trim()}</li>`
    },
    strong({ tokens }) {
      return `<strong class="${articleClasses.strong}">${this.parser.parseInline(tokens)}</strong>`
    },
    em({ tokens }) {
      return `<em>${this.parser.parseInline(tokens)}</em>`
    },
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens)
      // A site path: the markup of react-router's <Link>; <ArticleHtml> routes its clicks client-side.
      if (SITE_PATH.test(href)) {
        return `<a class="${articleClasses.link}" href="${escapeHtml(href)}" data-discover="true">${label}</a>`
      }
      if (WEB_URL.test(href)) {
        return `<a href="${escapeHtml(href)}" class="${articleClasses.link}" target="_blank" rel="noopener noreferrer">${label}</a>`
      }
      return label
    },
    // Our articles hold no HTML or images: anything of the kind is shown as text, never as markup.
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
  },
})

function inline(text: string): string {
  return markdown.parseInline(text.trim(), { async: false })
}

function blocks(tokens: Token[]): string {
  return markdown.parser(tokens)
}

export function renderArticleMarkdown(source: string): RenderedArticle {
  const tokens = markdown.lexer(source)
  const unusable = (problem: string): RenderedArticle => ({
    ok: false,
    problem,
    bodyHtml: `<div class="${articleClasses.wholeText}">${blocks(tokens)}</div>`,
  })

  let heading: Tokens.Heading | undefined
  let introduction: Token | undefined
  const sections: Array<{ heading: Tokens.Heading; tokens: Token[] }> = []
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'def') continue
    if (token.type === 'heading' && token.depth === 1) {
      heading ??= token as Tokens.Heading
      continue
    }
    if (token.type === 'heading' && token.depth === 2) {
      sections.push({ heading: token as Tokens.Heading, tokens: [] })
      continue
    }
    if (!introduction && token.type !== 'heading') {
      introduction = token
      continue
    }
    sections.at(-1)?.tokens.push(token)
  }

  if (!heading) return unusable('no "# " title line')
  if (!introduction) return unusable('no introduction')
  if (introduction.type !== 'paragraph') return unusable('the introduction is not a paragraph')
  if (sections.length === 0) return unusable('no "## " section')
  const colon = heading.text.indexOf(':')
  const title = colon === -1 ? heading.text : heading.text.slice(0, colon)
  const subtitle = colon === -1 ? '' : heading.text.slice(colon + 1)
  if (!title.trim()) return unusable('an empty title')
  const empty = sections.find(
    (section) => !section.heading.text.trim() || section.tokens.length === 0,
  )
  if (empty) return unusable(`the section "${empty.heading.text}" has no title or no text`)

  return {
    ok: true,
    titleHtml: inline(title),
    subtitleHtml: inline(subtitle),
    bodyHtml: articleBodyHtml({
      introductionHtml: markdown.parser([introduction]).replace(/^<p>|<\/p>$/g, ''),
      sections: sections.map((section) => ({
        titleHtml: inline(section.heading.text),
        contentHtml: blocks(section.tokens),
      })),
    }),
  }
}
