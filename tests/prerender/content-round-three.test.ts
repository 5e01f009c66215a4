import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * The third fact-check (issue 47; docs/decisions/248-content-round-three.md, the record in
 * docs/content-review-2026-11-28.md), read in the build itself: no built page or script carries a wrong sentence,
 * and the pages that carried them show the corrected facts.
 */
const dist = join(import.meta.dirname, '..', '..', 'dist')

function builtFiles(extension: string): Array<{ file: string; content: string }> {
  const found: Array<{ file: string; content: string }> = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (!['images', 'fonts'].includes(name)) walk(full)
      } else if (name.endsWith(extension)) {
        found.push({ file: relative(dist, full), content: readFileSync(full, 'utf8') })
      }
    }
  }
  walk(dist)
  return found
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
const page = (path: string) => textOf(readFileSync(join(dist, path, 'index.html'), 'utf8'))

const pages = builtFiles('.html')
const scripts = builtFiles('.js')

/** The sentences found wrong, doubtful or out of date. */
const wrong = [
  /continuous everywhere only from 1866/,
  /from 1866 it covers the whole of Italy/,
  /since the 1800s are kept by/,
  /a clerk at Ellis Island wrote down what he\s+heard/,
  /arriving in New York from 1892 onward/,
  /frequently name the town of birth of men born abroad/,
  /Each provincial capital has an Archivio di Stato/,
  /holds the lists of all its comuni/,
  /second only to the Veneto/,
  /third largest share/,
  /since 1903/,
  /under 2 people per 1,000/,
  /added it to its list of new Italian words in 2023/,
  /The Court publishes the decision's full text/,
]

test('the build has the pages and scripts this test reads', () => {
  expect(pages.length).toBeGreaterThan(25)
  expect(scripts.length).toBeGreaterThan(10)
})

test('no built page and no script (the town finder’s answers are a script chunk) carries a wrong sentence', () => {
  for (const { file, content } of pages) {
    const text = textOf(content)
    for (const sentence of wrong) expect(text, `${file}: ${sentence}`).not.toMatch(sentence)
  }
  for (const { file, content } of scripts)
    for (const sentence of wrong) expect(content, `${file}: ${sentence}`).not.toMatch(sentence)
})

describe('the pages that carried them show the corrected facts', () => {
  test('the research guide: 1870, 1871, 1918, the departure port’s list, 1820–1957, the September 1918 card', () => {
    const guide = page('blog/italian-family-research-guide')
    expect(guide).toContain(
      'The regions that joined Italy later start later: Lazio and Rome in 1870, the Veneto and Friuli in 1871 (except the areas that stayed Austrian), and Trentino-Alto Adige and the rest of Friuli only after 1918',
    )
    expect(guide).toContain(
      'The passenger lists of ships arriving in the port of New York (1820–1957), the Castle Garden years included',
    )
    expect(guide).toContain(
      'Each list was written at the port of departure, before the ship sailed, and inspectors at Ellis Island checked the passengers against it',
    )
    expect(guide).toContain(
      'The card of the third, on September 12, 1918, which the older men filled in, asked for the date of birth but not the place',
    )
    expect(guide).toContain(
      "The judgment's number and the date its full text was filed could not be confirmed on the Court's own site as of November 28, 2026",
    )
  })

  test('/how-it-works: the registers’ start by region', () => {
    expect(page('how-it-works')).toContain(
      'only from 1870 in Lazio and Rome, 1871 in the Veneto and Friuli, and after 1918 in Trentino-Alto Adige',
    )
  })

  test('the town finder’s answer script: the departure port’s list, and the late starts with what to search before', () => {
    const finder = scripts.map(({ content }) => content).join('\n')
    expect(finder).toContain('written at the port of departure, and inspectors at')
    expect(finder).toContain('after the First World War, when the province became Italian')
    expect(finder).toContain('when Lazio and Rome joined Italy')
    expect(finder).toContain('the parish books (the registers of baptisms, marriages and burials)')
  })

  test('/travel-insurance makes no B Corp claim and states no pledge until the owners give them', () => {
    const insurance = page('travel-insurance')
    expect(insurance).not.toMatch(/B Corp|planet-impact fund/)
  })

  test('/about-us, /our-values and the region cards on / and /blog carry their review date', () => {
    for (const path of ['about-us', 'our-values'])
      expect(page(path)).toContain('Last reviewed November 28, 2026')
    for (const path of ['', 'blog'].map((p) => join(dist, p, 'index.html'))) {
      const html = readFileSync(path, 'utf8')
      expect(html).toMatch(/Last reviewed <time dateTime="2026-11-28">November 28, 2026<\/time>/)
    }
  })
})
