/**
 * The markup of prerendered static HTML blocks (elements marked `data-article-html="<id>"`, rendered by the
 * regions feature's <ArticleHtml>), read from the document once, before hydration (ADR 066). A component that
 * finds its block here renders the very same string with dangerouslySetInnerHTML, so hydration keeps the
 * server's DOM and the browser never downloads the text it already shows.
 *
 * The HTML only ever comes from the site's own prerendered page (built from our markdown at build time), never
 * from the URL or user input.
 */
export interface PrerenderedHtml {
  html: string
  /** The element's data-* attributes (dataset), e.g. contentSource for data-content-source. */
  data: Readonly<Record<string, string | undefined>>
}

export const prerenderedHtmlAttribute = 'data-article-html'

const blocks = new Map<string, PrerenderedHtml>()

/** Called once by the browser entry (src/main.tsx) before hydrating; a no-op where there is no document. */
export function capturePrerenderedHtml(root: ParentNode | undefined = globalThis.document): void {
  if (!root) return
  for (const element of root.querySelectorAll<HTMLElement>(`[${prerenderedHtmlAttribute}]`)) {
    const id = element.getAttribute(prerenderedHtmlAttribute)
    if (id) blocks.set(id, { html: element.innerHTML, data: { ...element.dataset } })
  }
}

/** The prerendered block with this id, if the page arrived with one (always undefined on the server). */
export function prerenderedHtml(id: string): PrerenderedHtml | undefined {
  return blocks.get(id)
}

/** For tests: forget every captured block. */
export function clearPrerenderedHtml(): void {
  blocks.clear()
}
