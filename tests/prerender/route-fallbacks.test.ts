import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { routeFallbacks } from '../../scripts/build/hosting'
import { chunkKeys, type FallbackManifest } from '../../scripts/build/route-fallbacks'

/**
 * The private pages' and the console's own fallback pages in the build (docs/decisions/228-per-path-fallback.md,
 * 232-console-fallback.md): each exists and
 * preloads its route's chunk and every chunk that chunk imports (read from Vite's manifest, which the prerender
 * keeps in dist-ssr/); the journey page's runs the story's early request as a module script of its own, ahead of
 * the app, and that module does not import the app's entry.
 */
const manifest = JSON.parse(
  readFileSync(join('dist-ssr', 'client-manifest.json'), 'utf8'),
) as FallbackManifest
const preloaded = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="modulepreload" (?:fetchpriority="low" )?crossorigin href="\/([^"]+)">/g,
    ),
  ].map((match) => match[1])
const routes = {
  '/journey': 'src/app/routes/journey.tsx',
  '/book': 'src/app/routes/book.tsx',
  '/agency': 'src/app/routes/agency.tsx',
  '/research': 'src/app/routes/research.tsx',
  '/results': 'src/app/routes/results.tsx',
  '/admin': 'src/app/routes/admin.tsx',
} as const

test.each(Object.entries(routes))(
  "%s's fallback page preloads its route's chunks",
  (path, route) => {
    const file = join('dist', routeFallbacks[path as keyof typeof routes])
    expect(existsSync(file), file).toBe(true)
    const html = readFileSync(file, 'utf8')
    const listed = new Set(preloaded(html))
    const early = /<script type="module" async crossorigin src="\/([^"]+)">/.exec(html)?.[1]
    const wanted = chunkKeys(manifest, [route])
      .filter((key) => key !== 'index.html')
      .map((key) => manifest[key]!.file)
    expect(wanted.length).toBeGreaterThan(1)
    for (const chunk of wanted) expect(listed.has(chunk) || chunk === early, chunk).toBe(true)
    // The app's entry is the page's script, as on every fallback page (at low priority beside an early module,
    // ADR 236); nothing is preloaded twice.
    expect(html).toContain(
      `<script type="module" ${early ? 'fetchpriority="low" ' : ''}crossorigin src="/${manifest['index.html']!.file}">`,
    )
    expect(preloaded(html)).toHaveLength(listed.size)
  },
)

test("the journey's fallback starts the story's request from a module that does not wait for the app", () => {
  const html = readFileSync(join('dist', routeFallbacks['/journey']), 'utf8')
  const early =
    /<script type="module" async crossorigin src="\/(assets\/early-story-[^"]+\.js)">/.exec(
      html,
    )?.[1]
  expect(early).toBeDefined()
  expect(html.indexOf(early!)).toBeLessThan(html.indexOf(manifest['index.html']!.file))
  const key = Object.keys(manifest).find((name) => manifest[name]!.file === early)!
  const needs = chunkKeys(manifest, [key])
  expect(needs).not.toContain('index.html')
  // What it imports is preloaded before the app's chunks.
  const first = preloaded(html).slice(0, needs.length - 1)
  expect(new Set(first)).toEqual(
    new Set(needs.filter((name) => name !== key).map((name) => manifest[name]!.file)),
  )
  expect(readFileSync(join('dist', early!), 'utf8')).toContain('X-Journey-Token')
})

test("the journey's fallback preloads the page below the welcome last, at low priority", () => {
  const html = readFileSync(join('dist', routeFallbacks['/journey']), 'utf8')
  const parts = manifest['src/features/journey/components/journey-story-parts.tsx']!.file
  expect(html).toContain(
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${parts}">`,
  )
  // The route's own chunk no longer carries the editor: zod's contracts load with the parts.
  const route = chunkKeys(manifest, ['src/app/routes/journey.tsx'])
  expect(route.some((key) => /schemas/.test(key))).toBe(false)
})

test("the journey's shell paints from its own CSS; the whole stylesheet comes at the end of the body", () => {
  const html = readFileSync(join('dist', routeFallbacks['/journey']), 'utf8')
  const head = html.slice(0, html.indexOf('<body'))
  expect(head).not.toContain('rel="stylesheet"')
  const inline = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ''
  // The shell's heading and the welcome the early story writes into it (ADR 233) are styled before the stylesheet.
  for (const rule of ['.max-w-2xl', '.text-ink-soft', '.text-lg', '@font-face'])
    expect(inline, rule).toContain(rule)
  const late =
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.late\.css)"><\/body>/.exec(
      html,
    )?.[1]
  expect(late).toBeDefined()
  expect(readFileSync(join('dist', late!), 'utf8')).not.toContain('@font-face')
  // The other fallbacks have no shell: their stylesheet stays in the head.
  for (const path of ['/book', '/agency', '/research', '/results', '/admin'] as const) {
    const other = readFileSync(join('dist', routeFallbacks[path]), 'utf8')
    expect(other.slice(0, other.indexOf('<body'))).toContain('rel="stylesheet"')
  }
})

test('the book, agency, research and results fallbacks run no early module', () => {
  for (const path of ['/book', '/agency', '/research', '/results'] as const)
    expect(readFileSync(join('dist', routeFallbacks[path]), 'utf8')).not.toContain('async')
})

test("the console's fallback preloads supabase-js, which the session and the list wait for", () => {
  const html = readFileSync(join('dist', routeFallbacks['/admin']), 'utf8')
  const supabase = chunkKeys(manifest, ['node_modules/@supabase/supabase-js/dist/index.mjs'])
  expect(supabase.length).toBeGreaterThan(1)
  const listed = new Set(preloaded(html))
  for (const key of supabase) expect(listed.has(manifest[key]!.file), key).toBe(true)
  expect(html).not.toContain('async')
})

test("the journey's fallback paints the page's loading state from its HTML; the others' #root is empty", () => {
  const html = readFileSync(join('dist', routeFallbacks['/journey']), 'utf8')
  expect(html).toContain('>Your journey home</h1>')
  // One status, marked as the shell's: the early story replaces it with the welcome (ADR 233).
  expect(html.match(/role="status"/g)).toHaveLength(1)
  expect(html).toContain(
    '<p data-shell="" role="status" class="mt-6 text-ink-soft">Opening your story…</p>',
  )
  for (const path of ['/book', '/agency', '/research', '/results', '/admin'] as const)
    expect(readFileSync(join('dist', routeFallbacks[path]), 'utf8')).toContain(
      '<div id="root"><!--app-html--></div>',
    )
})
