/**
 * What each prerendered page asks for before its first paint (docs/decisions/070-javascript-after-first-paint.md):
 * one small boot script, no modulepreloads, only the CSS rules its elements use, and the lists that
 * src/boot.ts loads after the paint. Reads dist/ (run `npm run build` first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { beastiesCriticalCss, criticalCss, staticSelector } from '../../scripts/build/critical-css'

const dist = join(import.meta.dirname, '..', '..', 'dist')
if (!existsSync(join(dist, 'sitemap.xml'))) {
  throw new Error('tests/prerender: no prerendered build in dist/. Run `npm run build` first.')
}

const pages: Array<{ file: string; html: string }> = []
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!['assets', 'images'].includes(name)) walk(full)
    } else if (name === 'index.html' || name === '404.html') {
      pages.push({ file: full.slice(dist.length), html: readFileSync(full, 'utf8') })
    }
  }
}
walk(dist)

describe.each(pages)('$file', ({ html }) => {
  test('requests only the boot module before its first paint, and names what comes after', () => {
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(
      (match) => match[1],
    )
    expect(scripts).toHaveLength(1)
    expect(readFileSync(join(dist, scripts[0])).length).toBeLessThan(4_000)
    // Nothing else is fetched as a module before the paint.
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toMatch(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")[^>]*>/,
    )
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    const root = /<div id="root"([^>]*)>/.exec(html)![1]
    const stylesheet = /data-stylesheet="([^"]+)"/.exec(root)![1]
    expect(existsSync(join(dist, stylesheet))).toBe(true)
    const modules = /data-modules="([^"]+)"/.exec(root)![1].split(' ')
    const main = /data-main="([^"]+)"/.exec(root)![1]
    expect(modules).toContain(main)
    for (const file of modules) expect(existsSync(join(dist, file)), file).toBe(true)
  })

  test('fits in one initial TCP window (10 × 1460 bytes, brotli) with the CSS rules its elements use', () => {
    expect(brotliCompressSync(html).length).toBeLessThan(14_000)
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('')
    const full = readFileSync(join(dist, /data-stylesheet="([^"]+)"/.exec(html)![1]), 'utf8')
    expect(inline.length).toBeGreaterThan(1_000)
    expect(inline.length).toBeLessThan(full.length * 0.7)
  })
})

describe('criticalCss', () => {
  test('sets state pseudo-classes and pseudo-elements aside, keeping escaped colons and structure', () => {
    expect(staticSelector('.hover\\:bg-x:hover')).toBe('.hover\\:bg-x')
    expect(staticSelector('.group:hover .group-hover\\:x')).toBe('.group .group-hover\\:x')
    expect(staticSelector('.a:not(.b):focus-visible')).toBe('.a:not(.b)')
    expect(staticSelector('input::placeholder')).toBe('input')
    expect(staticSelector('::backdrop')).toBe('*')
    expect(staticSelector('.a>:first-child')).toBe('.a>:first-child')
  })

  test('keeps the rules the page can match and the font faces, drops the rest', () => {
    const css =
      '@font-face{font-family:X;src:url(x.woff2)}.a{color:red}.b{color:blue}.a:hover .c{color:green}' +
      '[data-state=open]{display:block}[data-state=closed]{display:none}@media (min-width:40rem){.md\\:b{color:red}.z{color:red}}'
    const html = '<main class="a md:b"><span class="c" data-state="closed">x</span></main>'
    const kept = criticalCss(css, html)
    expect(kept).toContain('@font-face')
    expect(kept).toContain('.a{color:red}')
    expect(kept).toContain('.a:hover .c')
    expect(kept).toContain('[data-state=closed]')
    expect(kept).toContain('.md\\:b')
    expect(kept).not.toContain('.b{')
    expect(kept).not.toContain('[data-state=open]')
    expect(kept).not.toContain('.z')
  })

  // docs/decisions/126: why the build keeps its own code. beasties 0.5.4 drops the header's rule that hides the
  // menu's close icon until the menu opens (`:has()` of a `:popover-open` state), so the first paint showed both
  // icons. When this fails, beasties keeps it: run the trial again (`CRITICAL_CSS=beasties`, the ADR says how).
  test('beasties leaves out a rule the first paint needs; the own code keeps it', () => {
    const menuRule =
      ':is(header:has(.mobile-menu:popover-open) .menu-closed-only,header:not(:has(.mobile-menu:popover-open)) .menu-open-only){display:none}'
    const css = `@font-face{font-family:A;src:url(/a.woff2)}@font-face{font-family:B;src:url(/b.woff2)}${menuRule}.flex{display:flex}.unused{color:red}`
    const html =
      '<html><head><link rel="stylesheet" href="/assets/style.css"></head><body><header>' +
      '<div class="mobile-menu" popover></div><button class="flex"><svg class="menu-closed-only"></svg>' +
      '<svg class="menu-open-only"></svg></button></header></body></html>'
    const own = criticalCss(css, html)
    const library = beastiesCriticalCss(css, html, '/assets/style.css')
    expect(own).toContain(menuRule)
    expect(library).not.toContain('menu-open-only')
    // Both keep the rest right: every font face, the used rule, not the unused one; beasties adds no script.
    for (const kept of [own, library]) {
      expect(kept.match(/@font-face/g)).toHaveLength(2)
      expect(kept).toContain('.flex{display:flex}')
      expect(kept).not.toContain('.unused')
      expect(kept).not.toMatch(/<script|onload/)
    }
  })
})
