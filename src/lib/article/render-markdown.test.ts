import { escapeHtml, plainArticleBodyHtml, type RenderedArticle } from './article-body'
import { renderArticleMarkdown } from './render-markdown'

function toDom(html: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html
  return element
}

function usable(markdown: string): Extract<RenderedArticle, { ok: true }> {
  const article = renderArticleMarkdown(markdown)
  if (!article.ok) throw new Error(`expected a usable article, got: ${article.problem}`)
  return article
}

const good = `# Sicily: Where Three Continents Meet

Sicily sent more of its children to *America* than almost any other region.

## The Land

The largest island in the Mediterranean.
It rises to Mount Etna.

Greek temples and baroque towns.

## The Great Emigration

Over 1.5 million Sicilians left between 1880 and 1920.
`

test('reads title, subtitle, introduction and sections by the article rules', () => {
  const article = usable(good)
  expect(article.titleHtml).toBe('Sicily')
  expect(article.subtitleHtml).toBe('Where Three Continents Meet')
  const dom = toDom(article.bodyHtml)
  expect(dom.firstElementChild!.tagName).toBe('P')
  expect(dom.firstElementChild!.innerHTML).toBe(
    'Sicily sent more of its children to <em>America</em> than almost any other region.',
  )
  expect([...dom.querySelectorAll('section > h2')].map((h) => h.textContent)).toEqual([
    'The Land',
    'The Great Emigration',
  ])
  // A section's lines are joined into paragraphs; blank lines separate paragraphs.
  expect([...dom.querySelectorAll('section')][0]!.querySelectorAll('p')).toHaveLength(2)
  expect(dom.querySelector('section p')!.textContent).toBe(
    'The largest island in the Mediterranean.\nIt rises to Mount Etna.',
  )
})

test('splits the title at the first colon only, and accepts Windows line ends', () => {
  const article = usable('# Molise: Italy: hidden\r\n\r\nIntro.\r\n\r\n## One\r\nText.\r\n')
  expect(article.titleHtml).toBe('Molise')
  expect(article.subtitleHtml).toBe('Italy: hidden')
})

test('a title without a colon has an empty subtitle', () => {
  const article = usable('# Marche\n\nIntro.\n\n## One\n\nText.')
  expect(article).toMatchObject({ titleHtml: 'Marche', subtitleHtml: '' })
})

test('the first block that is not a heading is the introduction, even after a section title', () => {
  const dom = toDom(
    usable('# Puglia: Heel\n\n## The Land\n\nOlive groves.\n\nWhite towns.').bodyHtml,
  )
  expect(dom.firstElementChild!.textContent).toBe('Olive groves.')
  expect(dom.querySelector('section p')!.textContent).toBe('White towns.')
})

test.each([
  ['empty markdown', ''],
  ['no "# " title line', 'Intro.\n\n## One\n\nText.'],
  ['a "#" without a space is not a title', '#Sicily: x\n\nIntro.\n\n## One\n\nText.'],
  ['an empty title', '# : subtitle only\n\nIntro.\n\n## One\n\nText.'],
  ['no introduction', '# Sicily: x\n\n## One\n'],
  ['an introduction that is not a paragraph', '# Sicily: x\n\n- a list\n\n## One\n\nText.'],
  ['no sections', '# Sicily: x\n\nIntro only.'],
  ['an empty section', '# Sicily: x\n\nIntro.\n\n## One\n\nText.\n\n## Two\n'],
])('%s breaks the rules (the page falls back)', (_, markdown) => {
  const article = renderArticleMarkdown(markdown)
  expect(article.ok).toBe(false)
  // What a guide shows instead: the whole markdown as rich text.
  expect(article.bodyHtml).toMatch(/^<div class="space-y-5 /)
})

test('renders paragraphs, lists, subheadings, emphasis and links, and shows HTML as text', () => {
  const dom = toDom(
    usable(
      [
        '# T',
        'Intro.',
        '## S',
        'First **bold** and *soft* words,\nsame paragraph.',
        '- one\n- two',
        '1. first\n2. second',
        '### A subheading',
        'See [how it works](/how-it-works) or [the archive](https://example.org). <b>not html</b>',
      ].join('\n\n'),
    ).bodyHtml,
  )
  const section = dom.querySelector('section')!
  expect(section.querySelector('strong')!.textContent).toBe('bold')
  expect(section.querySelector('em')!.textContent).toBe('soft')
  expect(section.querySelector('p')!.textContent).toBe(
    'First bold and soft words,\nsame paragraph.',
  )
  expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'one',
    'two',
    'first',
    'second',
  ])
  expect(section.querySelector('ul')!.className).toContain('list-disc')
  expect(section.querySelector('ol')!.className).toContain('list-decimal')
  expect(section.querySelector('h3')!.textContent).toBe('A subheading')
  const [internal, external] = [...section.querySelectorAll('a')]
  expect(internal!.getAttribute('href')).toBe('/how-it-works')
  expect(internal!.getAttribute('data-discover')).toBe('true')
  expect(internal!.hasAttribute('target')).toBe(false)
  expect(external!.getAttribute('href')).toBe('https://example.org')
  expect(external!.getAttribute('target')).toBe('_blank')
  expect(external!.getAttribute('rel')).toBe('noopener noreferrer')
  expect(dom.querySelector('b')).toBeNull()
  expect(dom.textContent).toContain('<b>not html</b>')
})

test('keeps only site paths and http(s) URLs as links', () => {
  for (const href of [
    'javascript:alert(1)',
    '//evil.example',
    'data:text/html,x',
    'mailto:a@b.c',
  ]) {
    const dom = toDom(usable(`# T\n\nIntro.\n\n## S\n\n[label](${href})`).bodyHtml)
    expect(dom.querySelector('a'), href).toBeNull()
    expect(dom.querySelector('section p')!.textContent, href).toBe('label')
  }
  const dom = toDom(usable('# T\n\nIntro.\n\n## S\n\n[x](/a"onmouseover="b)').bodyHtml)
  expect(dom.querySelector('a')!.getAttributeNames()).not.toContain('onmouseover')
})

test('escapes text and attributes', () => {
  expect(escapeHtml(`Tom & "Jerry" <it's>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;it&#39;s&gt;')
})

test("a region record's plain article gets the same markup, escaped", () => {
  const dom = toDom(
    plainArticleBodyHtml({
      introduction: 'Intro <here>.',
      sections: [
        { title: 'One & two', content: 'Text.' },
        { title: 'Three', content: 'More.\n\nAgain *not emphasis*.' },
      ],
    }),
  )
  expect(dom.firstElementChild!.textContent).toBe('Intro <here>.')
  expect([...dom.querySelectorAll('section > h2')].map((h) => h.textContent)).toEqual([
    'One & two',
    'Three',
  ])
  expect(dom.querySelectorAll('section p')).toHaveLength(3)
  const markdownArticle = toDom(usable('# T\n\nIntro.\n\n## S\n\nText.').bodyHtml)
  expect(dom.querySelector('section > div')!.className).toBe(
    markdownArticle.querySelector('section > div')!.className,
  )
})
