/**
 * The prerendered site as a crawler without JavaScript sees it: reads dist/ (run `npm run build` first;
 * `npm run test:prerender` does not build). Lighthouse audits the DOM after JavaScript, so only this proves
 * that every public route arrives as finished HTML.
 */
import { siteConfig } from '../../src/content/site-config'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const dist = join(import.meta.dirname, '..', '..', 'dist')
if (!existsSync(join(dist, 'sitemap.xml'))) {
  throw new Error('tests/prerender: no prerendered build in dist/. Run `npm run build` first.')
}

function pages(): Array<{ path: string; html: string }> {
  const found: Array<{ path: string; html: string }> = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (!['assets', 'images'].includes(name)) walk(full)
      } else if (name === 'index.html') {
        found.push({
          path: `/${relative(dist, dir)}`.replace(/\/$/, '') || '/',
          html: readFileSync(full, 'utf8'),
        })
      }
    }
  }
  walk(dist)
  return found.sort((a, b) => a.path.localeCompare(b.path))
}

const all = pages()
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const meta = (html: string, key: string) =>
  first(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))
const siteUrl = new URL(
  first(readFileSync(join(dist, 'sitemap.xml'), 'utf8'), /<loc>([^<]+)<\/loc>/)!,
).origin
const isNoindex = (html: string) => /<meta name="robots" content="noindex/.test(html)

test('every route of the route table is prerendered', () => {
  const paths = all.map((page) => page.path)
  for (const path of [
    '/',
    '/itineraries',
    '/agencies',
    '/contact',
    '/about',
    '/about-us',
    '/our-values',
    '/blog',
    '/blog/what-is-root-tourism',
    '/blog/italian-family-research-guide',
    '/travel-insurance',
    '/thank-you',
    '/how-it-works',
    '/privacy',
    '/cookies',
    '/terms',
    '/find-your-town',
  ]) {
    expect(paths).toContain(path)
  }
  for (const region of [
    'sicily',
    'tuscany',
    'calabria',
    'campania',
    'puglia',
    'abruzzo',
    'marche',
    'molise',
  ]) {
    expect(paths).toContain(`/blog/${region}`)
  }
  expect(paths.some((path) => path.startsWith('/itineraries/'))).toBe(true)
  expect(paths).not.toContain('/admin')
  expect(paths).not.toContain('/auth')
})

describe.each(all)('$path', ({ path, html }) => {
  test('has its title, description, canonical URL and social tags in <head>', () => {
    const head = first(html, /<head>([\s\S]*)<\/head>/)!
    expect(first(head, /<title>([^<]+)<\/title>/)?.trim()).toBeTruthy()
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(meta(head, 'description')?.length).toBeGreaterThan(20)
    expect(meta(head, 'og:title')).toBeTruthy()
    expect(meta(head, 'og:description')).toBeTruthy()
    expect(meta(head, 'og:image')).toMatch(/^https?:\/\//)
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i)
    if (isNoindex(head)) {
      expect(head).not.toContain('rel="canonical"')
    } else {
      const canonical = first(head, /<link rel="canonical" href="([^"]+)"/)
      expect(canonical).toBeDefined()
      expect(meta(head, 'og:url')).toBe(canonical)
      // The canonical form has no trailing slash (the home page is the origin with "/").
      expect(canonical).toMatch(new RegExp(`^${siteUrl}(/|(/[\\w-]+)+)$`))
      const canonicalPath = new URL(canonical!).pathname
      expect(all.map((page) => page.path)).toContain(canonicalPath)
    }
  })

  test('has one h1 and its content, without JavaScript', () => {
    const body = first(html, /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/)!
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(textOf(first(body, /<h1[^>]*>([\s\S]*?)<\/h1>/)!).length).toBeGreaterThan(3)
    const main = first(body, /<main[^>]*>([\s\S]*)<\/main>/)!
    // Short pages by nature: the thank-you note, and /contact whose wizard is the page (its static parts are here).
    const minimum = path === '/thank-you' || path === '/contact' ? 20 : 200
    expect(textOf(main).length).toBeGreaterThan(minimum)
    expect(body).not.toContain('aria-busy="true"') // no Suspense fallback instead of the page
  })

  test('ships no inline executable script, and valid JSON-LD', () => {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/ld\+json"/.test(match[1])) {
        expect(() => JSON.parse(match[2])).not.toThrow()
      } else {
        expect(match[1]).toMatch(/\bsrc="\/assets\//)
        expect(match[2]).toBe('')
      }
    }
    expect(html).not.toMatch(/\son[a-z]+="/) // no inline event handlers either
  })

  test('has no id twice (a label or landmark would name the wrong element)', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})

test('titles are unique, except an alias that names the other page as canonical', () => {
  const byTitle = new Map<string, Set<string>>()
  for (const { path, html } of all) {
    const title = first(html, /<title>([^<]+)<\/title>/)!
    const key = isNoindex(html)
      ? path
      : (first(html, /<link rel="canonical" href="([^"]+)"/) ?? path)
    byTitle.set(title, (byTitle.get(title) ?? new Set()).add(key))
  }
  const duplicates = [...byTitle].filter(([, pages]) => pages.size > 1)
  expect(duplicates).toEqual([])
})

test('region pages carry their article: headings and paragraphs', () => {
  const region = /^\/blog\/(?!what-is-root-tourism|italian-family-research-guide)[\w-]+$/
  for (const { path, html } of all.filter((page) => region.test(page.path))) {
    const main = first(html, /<main[^>]*>([\s\S]*)<\/main>/)!
    expect(main.match(/<h2[\s>]/g)?.length ?? 0, path).toBeGreaterThanOrEqual(2)
    expect(main.match(/<p[\s>]/g)?.length ?? 0, path).toBeGreaterThanOrEqual(3)
  }
})

test('the research guide arrives as finished HTML: its sections, links to the institutions, no raw markdown', () => {
  const html = readFileSync(join(dist, 'blog/italian-family-research-guide/index.html'), 'utf8')
  const main = first(html, /<main[^>]*>([\s\S]*)<\/main>/)!
  const headings = [...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])
  expect(headings).toEqual(
    expect.arrayContaining([
      'Antenati: Browsing the Registers and Searching by Name',
      'Military Draft Lists',
      'What the 2025 Citizenship Law Changed',
    ]),
  )
  expect(main).toMatch(
    /<a href="https:\/\/antenati\.cultura\.gov\.it\/"[^>]*target="_blank" rel="noopener noreferrer"/,
  )
  expect(main).toContain('Decree-Law no. 36 of 28 March 2025')
  expect(main).toContain(
    '<a href="https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74"',
  )
  expect(textOf(main)).not.toMatch(/[*_`#]|\]\(/)
  // Every region page links to it, as a normal link that works without JavaScript.
  for (const region of [
    'sicily',
    'tuscany',
    'calabria',
    'campania',
    'puglia',
    'abruzzo',
    'marche',
    'molise',
  ]) {
    expect(readFileSync(join(dist, `blog/${region}/index.html`), 'utf8')).toContain(
      'href="/blog/italian-family-research-guide"',
    )
  }
})

test('the 404 page is noindex and has its heading; the SPA fallback is an empty shell', () => {
  const notFound = readFileSync(join(dist, '404.html'), 'utf8')
  expect(isNoindex(notFound)).toBe(true)
  expect(notFound).toMatch(/<h1[^>]*>[^<]*not found/i)
  const fallback = readFileSync(join(dist, '__spa-fallback.html'), 'utf8')
  expect(fallback).toContain('<div id="root"><!--app-html--></div>')
  // The client-only pages fetch the app's chunks beside the entry (React DOM among them), not after it.
  const preloads = [
    ...fallback.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g),
  ]
  const files = preloads.map((match) => match[1]!)
  expect(files.some((file) => /\/react-dom-[\w-]+\.js$/.test(file))).toBe(true)
  for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true)
  const entry = /<script type="module" crossorigin src="\/([^"]+)">/.exec(fallback)?.[1]
  expect(entry).toBeTruthy()
  expect(files).not.toContain(entry)
})

test('the sitemap lists the canonical public URLs only, with content dates', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)]
  expect(urls.length).toBeGreaterThan(20)
  const paths = urls.map((match) => new URL(match[1]).pathname)
  expect(new Set(paths).size).toBe(paths.length)
  for (const excluded of ['/thank-you', '/auth', '/admin']) expect(paths).not.toContain(excluded)
  expect(paths).toContain('/contact')
  for (const [, loc, lastmod] of urls) {
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const page = all.find(
      (candidate) =>
        `${siteUrl}${candidate.path}` === loc || (candidate.path === '/' && loc === `${siteUrl}/`),
    )
    expect(page, loc).toBeDefined()
    expect(isNoindex(page!.html)).toBe(false)
  }
})

test('robots.txt keeps crawlers out of /admin and /auth and names the sitemap', () => {
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Disallow: \/auth$/m)
  // The relatives' results page holds a private link: never crawled (docs/decisions/270).
  expect(robots).toMatch(/^Disallow: \/results$/m)
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

test('hosting rules: strict CSP, HSTS, and the SPA fallbacks only for /auth, /admin, /journey, /book, /agency, /research and /results', () => {
  const headers = readFileSync(join(dist, '_headers'), 'utf8')
  const csp = first(headers, /Content-Security-Policy: (.+)/)!
  expect(csp).toContain("script-src 'self';")
  expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "default-src 'none'",
  ]) {
    expect(csp).toContain(directive)
  }
  // The video's host only once the owners set the video (docs/decisions/130).
  if (siteConfig.howItWorksVideoUrl)
    expect(csp).toContain(new URL(siteConfig.howItWorksVideoUrl).origin)
  else expect(csp).not.toContain('youtube')
  expect(headers).toMatch(/Strict-Transport-Security: max-age=(\d+)/)
  expect(Number(first(headers, /max-age=(\d+)/))).toBeGreaterThanOrEqual(31536000)
  expect(headers).toContain('Cache-Control: public, max-age=31536000, immutable')
  const redirects = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n')
  // The SPA fallback for /auth and /journey itself (`Send me my link again`, ADR 233), the console's and each
  // private page's own (ADR 228, 232), and each filtered list for its query (Netlify: ADR 125).
  expect(
    redirects.every(
      (line) =>
        /^\/(auth(\/\*)?|journey) \/__spa-fallback\.html 200$/.test(line) ||
        /^\/(journey|book|agency|research|results|admin)(\/\*)? \/__spa-fallback-\1\.html 200$/.test(
          line,
        ) ||
        /^\/(itineraries|agencies) region=([a-z-]+) \/_filtered\/\1\/region-\2\.html 200!$/.test(
          line,
        ),
    ),
  ).toBe(true)
  expect(redirects).toContain(
    '/itineraries region=sicily /_filtered/itineraries/region-sicily.html 200!',
  )
  expect(redirects).toEqual(
    expect.arrayContaining([
      '/journey /__spa-fallback.html 200',
      '/journey/* /__spa-fallback-journey.html 200',
    ]),
  )
})

// ADR 110: every article arrives rendered by the build (marked), with no markdown syntax left in its text.
describe('articles arrive as rendered HTML', () => {
  const articlePaths = all.map((page) => page.path).filter((path) => /^\/blog\/[\w-]+$/.test(path))
  const mainOf = (html: string) => first(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? ''

  test('all ten articles: eight regions and two guides', () => {
    expect(articlePaths).toHaveLength(10)
  })

  test.each(articlePaths)('%s shows no leftover markdown', (path) => {
    const html = all.find((page) => page.path === path)!.html
    expect(html).toContain('data-content-source="markdown"')
    const text = textOf(mainOf(html))
    expect(text.length).toBeGreaterThan(3000)
    expect(text).not.toMatch(/[*_`#]|\]\(/)
  })

  test("/blog/calabria's introduction shows la Sila in emphasis", () => {
    const html = all.find((page) => page.path === '/blog/calabria')!.html
    expect(html).toContain('spoke of <em>la Sila</em>, the high forest plateau')
  })
})

test('/find-your-town works before the app: a GET form with a labeled field, and no comuni in the page', () => {
  const html = readFileSync(join(dist, 'find-your-town.html'), 'utf8')
  expect(html).toMatch(/<form[^>]*action="\/find-your-town"[^>]*method="get"/)
  expect(html).toMatch(/<label[^>]*for="town-search"[^>]*>Town or village<\/label>/)
  expect(html).toMatch(/<input[^>]*id="town-search"[^>]*name="town"/)
  expect(html).toContain('<title>Find Your Ancestral Town | Radici</title>')
  expect(html).toContain('ISTAT')
  // The comuni are a chunk of their own, fetched on use: never named in the page's modules.
  expect(html).not.toMatch(/town-index-[^"' ]+\.js/)
})
