import { expect, test } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The private links' two-language pages (the agency's and the researcher's) bring their own i18n library (use-intl,
 * docs/decisions/217) in one chunk they share (the translator, ADR 263), and each its catalog in its own route's
 * chunk: no prerendered page loads or preloads any of them, and of the client-only fallbacks only those two pages'
 * own preload the library (the relatives' results page, in English only, uses the private-link page without it). use-intl's error codes (which every copy of it carries) mark the library; each catalog's
 * Italian title marks the catalog.
 */
const assets = join('dist', 'assets')
const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'))
const carrying = (marker: string) =>
  chunks.filter((name) => readFileSync(join(assets, name), 'utf8').includes(marker))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'assets'
        ? []
        : htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  )
}

const library = carrying('INSUFFICIENT_PATH')
const agencyCatalog = carrying('Richiesta di viaggio per {agency}')
const researchCatalog = carrying('Ricerca per la famiglia {family}')

test('use-intl is in one chunk, the translator’s; each catalog in its own route’s chunk', () => {
  expect(library).toHaveLength(1)
  expect(library[0]).toMatch(/^two-language-translator-/)
  expect(agencyCatalog).toHaveLength(1)
  expect(agencyCatalog[0]).toMatch(/^agency-/)
  expect(researchCatalog).toHaveLength(1)
  expect(researchCatalog[0]).toMatch(/^research-/)
})

test('no prerendered page loads or preloads the library or a catalog', () => {
  // The client-only routes' fallbacks are no prerendered pages; the private pages' own preload theirs (ADR 228).
  const pages = htmlFiles('dist').filter((file) => !/__spa-fallback(-\w+)?\.html$/.test(file))
  expect(pages.length).toBeGreaterThan(20)
  for (const file of pages)
    for (const chunk of [...library, ...agencyCatalog, ...researchCatalog])
      expect(readFileSync(file, 'utf8'), file).not.toContain(chunk)
})

test('of the fallback pages, only the private links’ own preload the library', () => {
  const fallbacks = htmlFiles('dist').filter((file) => /__spa-fallback(-\w+)?\.html$/.test(file))
  expect(
    fallbacks.filter((file) => readFileSync(file, 'utf8').includes(library[0]!)).sort(),
  ).toEqual([
    join('dist', '__spa-fallback-agency.html'),
    join('dist', '__spa-fallback-research.html'),
  ])
})
