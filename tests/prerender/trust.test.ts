import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { alsoAmerican as americanVariants, britishWords } from '../../cspell.config.mjs'
import { itineraryIds } from '../../src/content/itineraries'
import { regionIds } from '../../src/content/region-ids'

/**
 * Content a family can trust (issue 26; docs/decisions/130–133), checked on the built pages themselves:
 * no placeholder a visitor could read, American spelling, every sample journey labeled in words, every article
 * dated (and the date equal to its structured data's dateModified) with a "Suggest a correction" control.
 */
const dist = join(import.meta.dirname, '..', '..', 'dist')

function builtPages(): Array<{ file: string; html: string }> {
  const found: Array<{ file: string; html: string }> = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (!['assets', 'images', 'fonts'].includes(name)) walk(full)
      } else if (name.endsWith('.html')) {
        found.push({ file: relative(dist, full), html: readFileSync(full, 'utf8') })
      }
    }
  }
  walk(dist)
  return found
}

const pages = builtPages()
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8')

const britishToAmerican = JSON.parse(
  readFileSync(
    join(
      import.meta.dirname,
      '../../node_modules/american-british-english-translator/data/british_spellings.json',
    ),
    'utf8',
  ),
) as Record<string, string>
// The forms American dictionaries give too (cspell.config.mjs explains them).
const alsoAmerican = new Set<string>(americanVariants)

test('the build has the pages this test reads', () => {
  expect(pages.length).toBeGreaterThan(25)
})

test('no built page shows or carries a placeholder, in its text or its attributes', () => {
  for (const { file, html } of pages) {
    // Scripts included: a JSON-LD block is part of the page too.
    // Case matters for PLACEHOLDER: the stylesheet has CSS's own ::placeholder.
    expect(html, file).not.toMatch(
      /PLACEHOLDER|VIDEO_ID|[Tt]o be confirmed|insurance-partner\.example/,
    )
    expect(textOf(html), file).not.toMatch(/@radici\.example/)
  }
})

test('no built page uses a British spelling', () => {
  for (const { file, html } of pages) {
    const british = (textOf(html).match(/[A-Za-z]+/g) ?? []).filter((word) => {
      const lower = word.toLowerCase()
      return (
        (lower in britishToAmerican && !alsoAmerican.has(lower)) || britishWords.includes(lower)
      )
    })
    expect(british, file).toEqual([])
  }
})

test('no built page says a parent or grandparent must be born in Italy under the 2025 rules', () => {
  for (const { file, html } of pages) expect(textOf(html), file).not.toMatch(/born in Italy/i)
  const guide = page('blog/italian-family-research-guide')
  expect(guide).toContain(
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74',
  )
  expect(textOf(guide)).toContain('exclusively Italian citizenship')
})

describe('every itinerary detail page says in words that it is a sample journey', () => {
  test.each([...itineraryIds])('%s', (id) => {
    expect(textOf(page(`itineraries/${id}`))).toContain('Sample journey: written to show')
    expect(textOf(page(`itineraries/${id}`))).not.toContain('who designed this journey')
  })
})

const articles = [
  ...regionIds.map((id) => `blog/${id}`),
  'blog/what-is-root-tourism',
  'blog/italian-family-research-guide',
  // The pages with facts beyond the articles (docs/decisions/196).
  'how-it-works',
  'travel-insurance',
  ...itineraryIds.map((id) => `itineraries/${id}`),
  // And /about-us and /our-values (docs/decisions/248); the town finder's answers are client-rendered (unit-tested).
  'about-us',
  'our-values',
]

describe('every article and every page with facts is dated and correctable', () => {
  test.each(articles)('%s', (path) => {
    const html = page(path)
    const reviewed = /Last reviewed <time dateTime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1]
    expect(reviewed, 'a Last reviewed date').toBeDefined()
    const modified = /"dateModified":"([^"]+)"/.exec(html)?.[1]
    if (modified) expect(modified).toBe(reviewed)
    expect(html).toMatch(/<button[^>]*data-replay="correction"[^>]*>Suggest a correction<\/button>/)
  })

  test('the root-tourism article has Article structured data, so its dateModified is checked', () => {
    expect(page('blog/what-is-root-tourism')).toMatch(/"dateModified":"\d{4}-\d{2}-\d{2}"/)
  })
})

describe('the second fact-check (issue 35, docs/decisions/195), read in the built pages', () => {
  test('no page says 17.8 million or "over 17 million"; the pages that give the figure show 15.9 million (ACS 2021)', () => {
    for (const { file, html } of pages) {
      const text = textOf(html)
      expect(text, file).not.toMatch(/17\.8|(over|more than) 17 million/i)
      expect(text, file).not.toMatch(/1\.5 million Sicilians|million and a half/i)
    }
    expect(textOf(page('blog/what-is-root-tourism'))).toContain(
      "In the US Census Bureau's American Community Survey for 2021, 15.9 million Americans, 4.8 percent of the population, reported Italian ancestry",
    )
    expect(textOf(page('about'))).toContain(
      'In 2021, 15.9 million Americans reported Italian ancestry (US Census Bureau, American Community Survey).',
    )
  })

  test('the research guide links the three legal texts, the Budget Law and the 2026 decision', () => {
    const guide = page('blog/italian-family-research-guide')
    for (const href of [
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2025-03-28;36',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1992-02-05;91',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
      'https://www.cortecostituzionale.it/scheda-ordinanza/2025/167',
    ])
      expect(guide).toContain(`href="${href}"`)
    const text = textOf(guide)
    expect(text).toContain('On 12 March 2026 the Constitutional Court announced its decision')
    expect(text).toContain('between 1 July 2025 and 31 December 2027')
    expect(text).toContain('The images on Antenati have no legal value in an application')
    expect(text).toContain('only men born between 1872 and 1900 had to register')
    expect(text).not.toMatch(
      /free account is needed|almost every man living|kept by military district/,
    )
  })
})
