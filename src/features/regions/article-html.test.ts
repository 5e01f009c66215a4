import { articleBodyHtml, escapeHtml, inlineHtml, richTextHtml } from './article-html'

function toDom(html: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html
  return element
}

test('renders paragraphs, lists, subheadings, emphasis and links, escaping everything else', () => {
  const dom = toDom(
    richTextHtml(
      [
        'First **bold** and *soft* words,\nsame paragraph.',
        '- one\n- two',
        '1. first\n2. second',
        '### A subheading',
        'See [how it works](/how-it-works) or [the archive](https://example.org). <b>not html</b>',
      ].join('\n\n'),
      'mt-5',
    ),
  )
  const root = dom.firstElementChild!
  expect(root.className).toBe('space-y-5 mt-5')
  expect(dom.querySelector('strong')!.textContent).toBe('bold')
  expect(dom.querySelector('em')!.textContent).toBe('soft')
  expect(dom.querySelector('p')!.textContent).toBe('First bold and soft words, same paragraph.')
  expect(dom.querySelectorAll('ul, ol')).toHaveLength(2)
  expect([...dom.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'one',
    'two',
    'first',
    'second',
  ])
  expect(dom.querySelector('h3')!.textContent).toBe('A subheading')
  const [internal, external] = [...dom.querySelectorAll('a')]
  expect(internal!.getAttribute('href')).toBe('/how-it-works')
  expect(internal!.hasAttribute('target')).toBe(false)
  expect(external!.getAttribute('href')).toBe('https://example.org')
  expect(external!.getAttribute('target')).toBe('_blank')
  expect(external!.getAttribute('rel')).toBe('noopener noreferrer')
  expect(dom.querySelector('b')).toBeNull()
  expect(dom.textContent).toContain('<b>not html</b>')
})

test('keeps only site paths and http(s) URLs as links', () => {
  for (const href of [
    'javascript:alert`1`',
    '//evil.example',
    'data:text/html,x',
    'mailto:a@b.c',
  ]) {
    const dom = toDom(inlineHtml(`[label](${href})`))
    expect(dom.querySelector('a'), href).toBeNull()
    expect(dom.textContent).toBe('label')
  }
  expect(toDom(inlineHtml('[x](/a"onmouseover="b)')).querySelector('a')!.getAttribute('href')).toBe(
    '/a"onmouseover="b',
  )
})

test('escapes text and attributes as React does', () => {
  expect(escapeHtml(`Tom & "Jerry" <it's>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;it&#x27;s&gt;')
})

test('the article body: introduction, rule and titled sections', () => {
  const dom = toDom(
    articleBodyHtml({
      introduction: 'Intro <here>.',
      sections: [
        { title: 'One & two', content: 'Text.' },
        { title: 'Three', content: 'More.\n\nAgain.' },
      ],
    }),
  )
  expect(dom.firstElementChild!.textContent).toBe('Intro <here>.')
  expect([...dom.querySelectorAll('section > h2')].map((h) => h.textContent)).toEqual([
    'One & two',
    'Three',
  ])
  expect(dom.querySelectorAll('section p')).toHaveLength(3)
})
