import { expect, test } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The agency page's message catalog and its i18n library (use-intl, docs/decisions/217) ship only in that route's
 * chunk: no other chunk carries them, and no prerendered page loads or preloads it. use-intl's error codes (which
 * every copy of it carries) mark the library; the catalog's Italian title marks the catalog.
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

test('use-intl and the catalog are in the agency route’s chunk only', () => {
  const library = carrying('INSUFFICIENT_PATH')
  const catalog = carrying('Richiesta di viaggio per {agency}')
  expect(library).toHaveLength(1)
  expect(library[0]).toMatch(/^agency-/)
  expect(catalog).toEqual(library)
})

test('no prerendered page loads or preloads the agency route’s chunk', () => {
  const [chunk] = carrying('INSUFFICIENT_PATH')
  // The client-only routes' fallbacks are no prerendered pages; the agency page's own preloads it (ADR 228).
  const pages = htmlFiles('dist').filter((file) => !/__spa-fallback(-\w+)?\.html$/.test(file))
  expect(pages.length).toBeGreaterThan(20)
  for (const file of pages) expect(readFileSync(file, 'utf8'), file).not.toContain(chunk)
})

test('of the fallback pages, only the agency page’s own preloads the agency route’s chunk', () => {
  const [chunk] = carrying('INSUFFICIENT_PATH')
  const fallbacks = htmlFiles('dist').filter((file) => /__spa-fallback(-\w+)?\.html$/.test(file))
  expect(fallbacks.filter((file) => readFileSync(file, 'utf8').includes(chunk!))).toEqual([
    join('dist', '__spa-fallback-agency.html'),
  ])
})
