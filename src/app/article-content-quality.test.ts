import { matchPage } from './routes'
import guideMarkdown from '@/content/articles/italian-family-research-guide.md?raw'
import rootTourismMarkdown from '@/content/articles/what-is-root-tourism.md?raw'
import { regionIds } from '@/content/region-ids'
import { researchGuideSources, rootTourismSources } from '@/content/sources/article-sources'
import { regionSources } from '@/content/sources/region-sources'
import type { ContentSource } from '@/content/sources/types'
import { articleBodyHtml } from '@/features/regions/article-html'
import { parseRegionMarkdown } from '@/features/regions/parse-region-markdown'

/**
 * The content test (docs/content.md): every article renders to clean text, links only where it may, has a fact
 * of its own, and every number it shows is listed in its sources.
 */
const regionFiles = import.meta.glob<string>('/src/content/regions/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
})

const articles: Array<{ id: string; markdown: string; sources: readonly ContentSource[] }> = [
  ...regionIds.map((id) => ({
    id,
    markdown: regionFiles[`/src/content/regions/${id}.md`]!,
    sources: regionSources[id],
  })),
  { id: 'what-is-root-tourism', markdown: rootTourismMarkdown, sources: rootTourismSources },
  { id: 'italian-family-research-guide', markdown: guideMarkdown, sources: researchGuideSources },
]

/** Institutions whose own pages the articles may link to (home pages or pages checked by hand). */
const allowedHosts = [
  'antenati.cultura.gov.it',
  'www.familysearch.org',
  'www.archives.gov',
  'www.uscis.gov',
  'www.statueofliberty.org',
  'www.esteri.it',
  'www.gazzettaufficiale.it',
  'www.cortecostituzionale.it',
]

function render(markdown: string): { html: string; text: string } {
  const parsed = parseRegionMarkdown(markdown)
  expect(parsed, 'the article parses').not.toBeNull()
  const html = `<h1>${parsed!.title}: ${parsed!.subtitle}</h1>${articleBodyHtml(parsed!)}`
  const element = document.createElement('div')
  element.innerHTML = html
  return { html, text: element.textContent ?? '' }
}

function numbers(text: string): string[] {
  return [...new Set(text.match(/\d[\d,.]*\d|\d/g) ?? [])]
}

describe.each(articles)('article $id', ({ markdown, sources }) => {
  const { html, text } = render(markdown)

  it('shows no leftover markdown syntax', () => {
    expect(text).not.toMatch(/[*_`#]|\]\(|\[[^\]]*\]/)
  })

  it('links only to allowlisted institutions over https or to routes that exist', () => {
    const element = document.createElement('div')
    element.innerHTML = html
    for (const link of element.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? ''
      if (href.startsWith('/')) {
        expect(matchPage(href.split('?')[0]!), href).not.toBe('notFound')
        expect(matchPage(href.split('?')[0]!), href).toBeDefined()
      } else {
        const url = new URL(href)
        expect(url.protocol, href).toBe('https:')
        expect(allowedHosts, href).toContain(url.host)
      }
    }
  })

  it('lists every number it shows in its sources', () => {
    const sourced = new Set(sources.flatMap((source) => source.figures))
    for (const number of numbers(text))
      expect(sourced, `unsourced number ${number}`).toContain(number)
    for (const source of sources) expect(source.url).toMatch(/^https?:\/\//)
  })
})

it('links every region article to the research guide', () => {
  for (const { id, markdown } of articles.slice(0, regionIds.length)) {
    expect(markdown, id).toContain('](/blog/italian-family-research-guide)')
  }
})

it('gives each article at least one figure no other article has', () => {
  const figuresOf = articles.map(({ markdown }) => new Set(numbers(render(markdown).text)))
  articles.forEach(({ id }, index) => {
    const others = new Set(figuresOf.filter((_, i) => i !== index).flatMap((set) => [...set]))
    const own = [...figuresOf[index]!].filter((figure) => !others.has(figure))
    expect(own.length, `${id} has a figure of its own`).toBeGreaterThan(0)
  })
})
