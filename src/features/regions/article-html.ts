/**
 * Turns an article (introduction + titled sections, as parsed by parse-region-markdown) into the HTML the
 * region pages and the root-tourism guide show, as a string (ADR 066): the prerender writes it into the page,
 * the browser reuses that markup on hydration instead of downloading the article again, and renders the same
 * string after a client-side navigation. The input is our own build-time markdown, never user input; every
 * text and attribute is escaped all the same, and a link only keeps an href that is a site path or http(s).
 *
 * The markup is the one the former React renderer (RichText) produced: paragraphs separated by blank lines,
 * '- ' and '1. ' lists, '### ' subheadings, **bold**, *italic* and [links](url).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

/** Escapes text for HTML element content and double-quoted attribute values (as React does). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

export interface ArticleSource {
  introduction: string
  sections: ReadonlyArray<{ title: string; content: string }>
}

/** The article body: introduction, a short rule, then one <section> per titled section. */
export function articleBodyHtml({ introduction, sections }: ArticleSource): string {
  return (
    `<p class="font-display text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed">${inlineHtml(introduction)}</p>` +
    '<div class="mt-4 h-px w-24 bg-terracotta-300" aria-hidden="true"></div>' +
    sections
      .map(
        (section) =>
          '<section class="mt-12 sm:mt-14">' +
          `<h2 class="text-display-md font-semibold">${escapeHtml(section.title)}</h2>` +
          richTextHtml(
            section.content,
            'mt-5 text-base leading-[1.8] text-ink-soft sm:text-lg sm:leading-[1.8]',
          ) +
          '</section>',
      )
      .join('')
  )
}

/** Blank-line separated blocks of markdown text in a spaced <div>. */
export function richTextHtml(text: string, className: string): string {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return `<div class="${escapeHtml(`space-y-5 ${className}`)}">${blocks.map(blockHtml).join('')}</div>`
}

function blockHtml(block: string): string {
  const lines = block.split('\n').map((line) => line.trim())
  if (lines.length === 1 && lines[0]!.startsWith('### ')) {
    return `<h3 class="pt-2 text-xl font-semibold">${inlineHtml(lines[0]!.slice(4))}</h3>`
  }
  if (lines.every((line) => /^[-*] /.test(line))) {
    const items = lines.map((line) => `<li>${inlineHtml(line.slice(2))}</li>`).join('')
    return `<ul class="list-disc space-y-2 pl-6 marker:text-terracotta-500">${items}</ul>`
  }
  if (lines.every((line) => /^\d+[.)] /.test(line))) {
    const items = lines
      .map((line) => `<li>${inlineHtml(line.replace(/^\d+[.)] /, ''))}</li>`)
      .join('')
    return `<ol class="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-terracotta-600">${items}</ol>`
  }
  return `<p>${inlineHtml(lines.join(' '))}</p>`
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)\s]+\))/g
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/
const LINK_CLASS = 'font-medium text-primary underline underline-offset-4 hover:text-terracotta-800'

/** **bold**, *italic* and [links](url) inside a block; everything else is escaped text. */
export function inlineHtml(text: string): string {
  return text
    .split(INLINE)
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
        return `<strong class="font-semibold text-ink">${escapeHtml(part.slice(2, -2))}</strong>`
      }
      if (part.startsWith('*') && part.endsWith('*') && part.length > 2) {
        return `<em>${escapeHtml(part.slice(1, -1))}</em>`
      }
      const link = LINK.exec(part)
      if (link) {
        const [, label, href] = link as unknown as [string, string, string]
        // A site path: the same markup as react-router's <Link>; ArticleHtml routes its clicks client-side.
        if (/^\/(?!\/)/.test(href)) {
          return `<a class="${LINK_CLASS}" href="${escapeHtml(href)}" data-discover="true">${escapeHtml(label)}</a>`
        }
        if (/^https?:\/\//i.test(href)) {
          return `<a href="${escapeHtml(href)}" class="${LINK_CLASS}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`
        }
        return escapeHtml(label)
      }
      return escapeHtml(part)
    })
    .join('')
}
