import { parseRegionMarkdown } from './parse-region-markdown'

const good = `# Sicily: Where Three Continents Meet

Sicily sent more of its children to America than almost any other region.

## The Land

The largest island in the Mediterranean.
It rises to Mount Etna.

Greek temples and baroque towns.

## The Great Emigration

Over 1.5 million Sicilians left between 1880 and 1920.
`

test('parses title, subtitle, introduction and sections', () => {
  expect(parseRegionMarkdown(good)).toEqual({
    title: 'Sicily',
    subtitle: 'Where Three Continents Meet',
    introduction: 'Sicily sent more of its children to America than almost any other region.',
    sections: [
      {
        title: 'The Land',
        content:
          'The largest island in the Mediterranean.\nIt rises to Mount Etna.\n\nGreek temples and baroque towns.',
      },
      {
        title: 'The Great Emigration',
        content: 'Over 1.5 million Sicilians left between 1880 and 1920.',
      },
    ],
  })
})

test('splits the title at the first colon only, and accepts Windows line ends', () => {
  const parsed = parseRegionMarkdown(
    '# Molise: Italy: hidden\r\n\r\nIntro.\r\n\r\n## One\r\nText.\r\n',
  )
  expect(parsed?.title).toBe('Molise')
  expect(parsed?.subtitle).toBe('Italy: hidden')
  expect(parsed?.sections).toEqual([{ title: 'One', content: 'Text.' }])
})

test('a title without a colon has an empty subtitle', () => {
  const parsed = parseRegionMarkdown('# Marche\n\nIntro.\n\n## One\n\nText.')
  expect(parsed).toMatchObject({ title: 'Marche', subtitle: '', introduction: 'Intro.' })
})

test('the first non-heading line is the introduction even after a subheading', () => {
  const parsed = parseRegionMarkdown(
    '# Puglia: Heel\n\n## The Land\n\nOlive groves.\n\nWhite towns.',
  )
  expect(parsed).toMatchObject({
    introduction: 'Olive groves.',
    sections: [{ title: 'The Land', content: 'White towns.' }],
  })
})

test.each([
  ['missing markdown', undefined],
  ['empty markdown', ''],
  ['no "# " title line', 'Intro.\n\n## One\n\nText.'],
  ['a "#" without a space is not a title', '#Sicily: x\n\nIntro.\n\n## One\n\nText.'],
  ['an empty title', '# : subtitle only\n\nIntro.\n\n## One\n\nText.'],
  ['no introduction', '# Sicily: x\n\n## One\n'],
  ['no sections', '# Sicily: x\n\nIntro only.'],
  ['an empty section', '# Sicily: x\n\nIntro.\n\n## One\n\nText.\n\n## Two\n'],
])('%s cannot be parsed (the page falls back)', (_, markdown) => {
  expect(parseRegionMarkdown(markdown)).toBeNull()
})
