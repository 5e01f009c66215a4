import { matchPage } from './routes'
import guideArticle from '@/content/articles/italian-family-research-guide.md?article'
import guideMarkdown from '@/content/articles/italian-family-research-guide.md?raw'
import rootTourismArticle from '@/content/articles/what-is-root-tourism.md?article'
import rootTourismMarkdown from '@/content/articles/what-is-root-tourism.md?raw'
import { regionIds } from '@/content/region-ids'
import { researchGuideSources, rootTourismSources } from '@/content/sources/article-sources'
import { regionSources } from '@/content/sources/region-sources'
import type { ContentSource } from '@/content/sources/types'
import type { RenderedArticle } from '@/lib/article/article-body'

/**
 * The content test (docs/content.md): every article, as the build renders it with marked (the `?article`
 * import, ADR 110), shows clean text (no leftover markdown), links only where it may, has a fact
 * of its own, and every number it shows is listed in its sources.
 */
const regionFiles = import.meta.glob<string>('/src/content/regions/*/article.md', {
  eager: true,
  query: '?raw',
  import: 'default',
})
const regionArticles = import.meta.glob<RenderedArticle>('/src/content/regions/*/article.md', {
  eager: true,
  query: '?article',
  import: 'default',
})

const articles: Array<{
  id: string
  markdown: string
  article: RenderedArticle
  sources: readonly ContentSource[]
}> = [
  ...regionIds.map((id) => ({
    id,
    markdown: regionFiles[`/src/content/regions/${id}/article.md`]!,
    article: regionArticles[`/src/content/regions/${id}/article.md`]!,
    sources: regionSources[id],
  })),
  {
    id: 'what-is-root-tourism',
    markdown: rootTourismMarkdown,
    article: rootTourismArticle,
    sources: rootTourismSources,
  },
  {
    id: 'italian-family-research-guide',
    markdown: guideMarkdown,
    article: guideArticle,
    sources: researchGuideSources,
  },
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
  'www.normattiva.it',
]

function render(article: RenderedArticle): { html: string; text: string } {
  expect(article.ok, 'the article follows the article rules').toBe(true)
  if (!article.ok) return { html: '', text: '' }
  const html = `<h1>${article.titleHtml}</h1><p>${article.subtitleHtml}</p>${article.bodyHtml}`
  const element = document.createElement('div')
  element.innerHTML = html
  return { html, text: element.textContent ?? '' }
}

function numbers(text: string): string[] {
  return [...new Set(text.match(/\d[\d,.]*\d|\d/g) ?? [])]
}

describe.each(articles)('article $id', ({ article, sources }) => {
  const { html, text } = render(article)

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
  const figuresOf = articles.map(({ article }) => new Set(numbers(render(article).text)))
  articles.forEach(({ id }, index) => {
    const others = new Set(figuresOf.filter((_, i) => i !== index).flatMap((set) => [...set]))
    const own = [...figuresOf[index]!].filter((figure) => !others.has(figure))
    expect(own.length, `${id} has a figure of its own`).toBeGreaterThan(0)
  })
})

it('states the 2025 citizenship rule as Law 74/2025 converted it, and links the law', () => {
  const { html, text } = render(guideArticle)
  expect(text).not.toMatch(/born in Italy/i)
  expect(text).toContain(
    'a parent or grandparent holds, or held at death, exclusively Italian citizenship',
  )
  expect(text).toContain(
    'at least two continuous years after acquiring Italian citizenship and before the child',
  )
  expect(text).toContain('11:59 pm, Rome time, on 27 March 2025')
  expect(html).toContain(
    'href="https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74"',
  )
})

it('no longer ranks the Marche among emigrant regions without a sourced measure', () => {
  const marche = articles.find(({ id }) => id === 'marche')!
  expect(render(marche.article).text).not.toMatch(/except the Veneto/)
})
