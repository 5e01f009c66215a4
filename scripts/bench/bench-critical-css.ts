import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import Beasties from 'beasties'
import { criticalCss } from '../build/critical-css'

/**
 * `npx tsx scripts/bench/bench-critical-css.ts` (after `npm run build`): the project's critical-CSS code next to beasties,
 * the well-kept library for the same job (docs/decisions/118-library-review.md). Each prerendered page gets its
 * stylesheet link back in place of the inlined rules, then both tools pick the rules its first paint needs.
 * Prints the inlined bytes (raw and gzip), the @font-face rules kept, the pages where beasties leaves out a face
 * the page's first paint declares, and the time each takes.
 */
const dist = join(import.meta.dirname, '..', '..', 'dist')
const cssFile = readdirSync(join(dist, 'assets')).find((file) => /^style-[^.]+\.css$/.test(file))
if (!cssFile) throw new Error('no dist/assets/style-*.css: run npm run build first')
const css = readFileSync(join(dist, 'assets', cssFile), 'utf8')

const pages: string[] = []
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (!['assets', 'images', '_filtered'].includes(name)) walk(path)
    } else if (name === 'index.html' || name === '404.html') pages.push(path)
  }
}
walk(dist)

const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  pruneSource: false,
  fonts: true,
  keyframes: 'all',
  compress: false,
  reduceInlineStyles: false,
  logLevel: 'silent',
})
const faces = (text: string) => (text.match(/@font-face/g) ?? []).length
const totals = { own: { ms: 0, bytes: 0, gzip: 0 }, beasties: { ms: 0, bytes: 0, gzip: 0 } }
let fewerFaces = 0
for (const page of pages) {
  const html = readFileSync(page, 'utf8').replace(
    /<style>[\s\S]*?<\/style>/,
    `<link rel="stylesheet" href="/assets/${cssFile}">`,
  )
  let started = performance.now()
  const own = criticalCss(css, html)
  totals.own.ms += performance.now() - started
  started = performance.now()
  const processed = await beasties.process(html)
  totals.beasties.ms += performance.now() - started
  const library = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? ''
  if (faces(library) < faces(own)) fewerFaces++
  for (const [name, text] of [
    ['own', own],
    ['beasties', library],
  ] as const) {
    totals[name].bytes += text.length
    totals[name].gzip += gzipSync(text).length
  }
}
const kb = (bytes: number) => (bytes / pages.length / 1024).toFixed(1)
console.log(
  `${pages.length} pages; whole stylesheet ${(css.length / 1024).toFixed(1)} KB, ${faces(css)} @font-face`,
)
console.log('| tool | inlined per page (KB) | gzip (KB) | time for all pages (ms) |')
console.log('|---|---|---|---|')
for (const [name, total] of Object.entries(totals))
  console.log(`| ${name} | ${kb(total.bytes)} | ${kb(total.gzip)} | ${Math.round(total.ms)} |`)
console.log(
  `pages where beasties keeps fewer @font-face rules than the page declares: ${fewerFaces}`,
)
