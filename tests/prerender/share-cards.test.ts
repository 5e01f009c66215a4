/**
 * Issue 27: every built page's og:image is a raster picture in the build, at least 1200 × 630, with its size and
 * alt declared (docs/decisions/143-share-cards.md); and no built page repeats an id. Reads dist/ (build first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'

const dist = join(import.meta.dirname, '..', '..', 'dist')

function htmlFiles(dir = dist): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!['assets', 'images', 'fonts'].includes(name)) found.push(...htmlFiles(full))
    } else if (name.endsWith('.html') && !name.startsWith('__')) found.push(full) // not the SPA shell
  }
  return found
}

const pages = htmlFiles().map((file) => ({ file, html: readFileSync(file, 'utf8') }))
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(20)
})

test('every page’s og:image is a JPEG, PNG or WebP in the build, at least 1200 × 630, sized and described', async () => {
  const checked = new Map<string, { format?: string; width?: number; height?: number }>()
  for (const { file, html } of pages) {
    const image = meta(html, 'og:image')
    expect(image, file).toBeTruthy()
    const path = new URL(image!).pathname
    const onDisk = join(dist, decodeURIComponent(path))
    expect(existsSync(onDisk), `${file}: ${path} is not in dist/`).toBe(true)
    if (!checked.has(path)) checked.set(path, await sharp(onDisk).metadata())
    const { format, width = 0, height = 0 } = checked.get(path)!
    expect(['jpeg', 'png', 'webp'], `${path}`).toContain(format)
    expect(width, path).toBeGreaterThanOrEqual(1200)
    expect(height, path).toBeGreaterThanOrEqual(630)
    expect(meta(html, 'og:image:width'), file).toBe(String(width))
    expect(meta(html, 'og:image:height'), file).toBe(String(height))
    expect(meta(html, 'og:image:alt')?.trim(), file).toBeTruthy()
    expect(meta(html, 'twitter:image'), file).toBe(image)
  }
  // A card per itinerary and region page, not one picture for all.
  expect(checked.size).toBeGreaterThan(10)
})

test('no built page has two elements with the same id', () => {
  for (const { file, html } of pages) {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index)
    expect(repeated, file).toEqual([])
  }
})
