/**
 * The generated host rules, read back and applied with each host's documented matching
 * (docs/decisions/125-filtered-lists-on-hosts.md), to the files the prerender writes:
 * - Netlify `_redirects`: rules in order, first match wins; `from k=v` matches when the path matches and the query
 *   has every named parameter (`:name` takes any value, else the value must be equal); a rule whose status has no
 *   `!` is not applied when a file exists at the path (shadowing); a rewrite (200) serves its target.
 * - Cloudflare Pages `_redirects`: a line must have 2 or 3 tokens (others are ignored with a warning), the path
 *   alone is matched (no query parameters).
 * - Vercel `vercel.json`: the filesystem first (clean URLs: `<path>.html`, `<path>/index.html`), then `rewrites` in
 *   order; a `has` query condition needs the key and, when it has a value, a full match of that regular expression,
 *   whose named groups fill `:name` in the destination; the destination is then looked up in the filesystem.
 */
import { describe, expect, it } from 'vitest'
import { filteredLists, vercelDistMoves } from './filtered-lists'
import { redirectsFile, routeFallbacks, spaFallback, vercelConfig } from './hosting'

// The app's own list of URLs to prerender, loaded through Vite (a path in a variable keeps the app's modules out
// of the scripts' type check, tsconfig.node.json).
const entryServer = '../../src/app/entry-server'
const { prerenderPaths } = (await import(/* @vite-ignore */ entryServer)) as {
  prerenderPaths: () => string[]
}
const urls = prerenderPaths()
const lists = filteredLists(urls)

/** The files the prerender writes (scripts/build/prerender.ts): twins `<route>.html` and `<route>/index.html`. */
function prerenderedFiles(): Set<string> {
  const files = new Set([
    'index.html',
    '404.html',
    spaFallback.slice(1),
    ...Object.values(routeFallbacks).map((file) => file.slice(1)),
  ])
  for (const url of urls) {
    const list = lists.find((item) => `${item.pathname}?region=${item.region}` === url)
    if (list) files.add(list.file)
    else if (url !== '/') {
      files.add(`${url.slice(1)}.html`)
      files.add(`${url.slice(1)}/index.html`)
    }
  }
  return files
}

type Served = { file: string } | { status: 404 }

/** A static file for a path, as the hosts resolve pretty URLs. */
function staticFile(files: Set<string>, pathname: string): string | undefined {
  if (pathname === '/') return 'index.html'
  const bare = pathname.slice(1)
  return [bare, `${bare}.html`, `${bare}/index.html`].find((file) => files.has(file))
}

function netlify(redirects: string, files: Set<string>, request: string): Served {
  const url = new URL(request, 'https://site.example')
  for (const line of redirects.split('\n')) {
    const tokens = line.trim().split(/\s+/)
    if (!line.trim() || line.startsWith('#')) continue
    const [from, ...rest] = tokens
    const status = rest.pop()!
    const to = rest.pop()!
    const pathMatches = from.endsWith('/*')
      ? url.pathname.startsWith(from.slice(0, -1))
      : url.pathname === from
    const queryMatches = rest.every((condition) => {
      const [key, value] = condition.split('=')
      const actual = url.searchParams.get(key)
      return (
        actual !== null &&
        (value.startsWith(':') ? actual !== '' : actual === decodeURIComponent(value))
      )
    })
    if (!pathMatches || !queryMatches) continue
    if (!status.endsWith('!') && staticFile(files, url.pathname)) break // shadowed by the file
    if (status.startsWith('200'))
      return files.has(to.slice(1)) ? { file: to.slice(1) } : { status: 404 }
  }
  const file = staticFile(files, url.pathname)
  return file ? { file } : { status: 404 }
}

function cloudflare(redirects: string, files: Set<string>, request: string): Served {
  const url = new URL(request, 'https://site.example')
  for (const line of redirects.split('\n')) {
    const tokens = line.trim().split(/\s+/)
    if (!line.trim() || tokens.length < 2 || tokens.length > 3) continue // ignored, with a warning
    const [from, to, status = '302'] = tokens
    const matches = from.endsWith('/*')
      ? url.pathname.startsWith(from.slice(0, -1))
      : url.pathname === from
    if (matches && status === '200')
      return files.has(to.slice(1)) ? { file: to.slice(1) } : { status: 404 }
  }
  const file = staticFile(files, url.pathname)
  return file ? { file } : { status: 404 }
}

type VercelConfig = ReturnType<typeof vercelConfig>
function vercel(config: VercelConfig, files: Set<string>, request: string): Served {
  const url = new URL(request, 'https://site.example')
  const hit = staticFile(files, url.pathname)
  if (hit) return { file: hit }
  for (const rewrite of config.rewrites) {
    const source = new RegExp(`^${rewrite.source.replace(/\(\.\*\)$/, '.*')}$`)
    if (!source.test(url.pathname)) continue
    const groups: Record<string, string> = {}
    const conditionsHold = (rewrite.has ?? []).every((condition) => {
      const actual = url.searchParams.get(condition.key)
      if (actual === null) return false
      const match = new RegExp(`^(?:${condition.value})$`).exec(actual)
      Object.assign(groups, match?.groups)
      return Boolean(match)
    })
    if (!conditionsHold) continue
    const destination = rewrite.destination.replace(/:(\w+)/g, (_, name: string) => groups[name])
    return files.has(destination.slice(1)) ? { file: destination.slice(1) } : { status: 404 }
  }
  return { status: 404 }
}

const env = { supabaseUrl: 'https://abc.supabase.co', newsletterFormUrl: 'https://forms.example/f' }

describe('filtered lists on the static hosts', () => {
  it('the build prerenders filtered lists of both lists (the cases below are not empty)', () => {
    expect(lists.map((list) => list.pathname)).toEqual(
      expect.arrayContaining(['/itineraries', '/agencies']),
    )
    expect(lists).toContainEqual({
      pathname: '/itineraries',
      region: 'sicily',
      file: '_filtered/itineraries/region-sicily.html',
    })
  })

  it('Netlify serves each prerendered filtered list for its ?region=, and the plain list otherwise', () => {
    const redirects = redirectsFile(lists)
    const files = prerenderedFiles()
    for (const list of lists)
      expect(netlify(redirects, files, `${list.pathname}?region=${list.region}`)).toEqual({
        file: list.file,
      })
    expect(netlify(redirects, files, '/itineraries')).toEqual({ file: 'itineraries.html' })
    expect(netlify(redirects, files, '/itineraries?region=atlantis')).toEqual({
      file: 'itineraries.html',
    })
    expect(netlify(redirects, files, '/agencies?page=2')).toEqual({ file: 'agencies.html' })
    expect(netlify(redirects, files, '/admin/inquiries/1')).toEqual({
      file: routeFallbacks['/admin'].slice(1),
    })
    expect(netlify(redirects, files, '/auth')).toEqual({ file: spaFallback.slice(1) })
    expect(netlify(redirects, files, '/nowhere')).toEqual({ status: 404 })
  })

  it('Netlify: without the force flag the existing /itineraries file would shadow the rule', () => {
    const unforced = redirectsFile(lists).replace(/200!/g, '200')
    expect(netlify(unforced, prerenderedFiles(), '/itineraries?region=sicily')).toEqual({
      file: 'itineraries.html',
    })
  })

  it('Cloudflare Pages ignores the query-parameter lines: the plain list, the SPA fallback still works', () => {
    const redirects = redirectsFile(lists)
    const files = prerenderedFiles()
    expect(cloudflare(redirects, files, '/itineraries?region=sicily')).toEqual({
      file: 'itineraries.html',
    })
    expect(cloudflare(redirects, files, '/auth')).toEqual({ file: spaFallback.slice(1) })
    expect(cloudflare(redirects, files, '/agencies')).toEqual({ file: 'agencies.html' })
  })

  it('Vercel serves each filtered list after its build step moves the plain lists out of the filesystem', () => {
    const config = vercelConfig(env, lists)
    expect(config.buildCommand).toBe(
      'npm run build && npx tsx scripts/build/hosting.ts --vercel-dist',
    )
    const files = prerenderedFiles()
    for (const move of vercelDistMoves(lists)) {
      expect(files.delete(move.from)).toBe(true)
      expect(files.delete(move.remove)).toBe(true)
      files.add(move.to)
    }
    for (const list of lists)
      expect(vercel(config, files, `${list.pathname}?region=${list.region}`)).toEqual({
        file: list.file,
      })
    expect(vercel(config, files, '/itineraries')).toEqual({ file: '_lists/itineraries.html' })
    expect(vercel(config, files, '/itineraries?region=atlantis')).toEqual({
      file: '_lists/itineraries.html',
    })
    expect(vercel(config, files, '/itineraries?region=sicilyx')).toEqual({
      file: '_lists/itineraries.html',
    })
    expect(vercel(config, files, '/agencies?region=sicily&page=2')).toEqual({
      file: '_filtered/agencies/region-sicily.html',
    })
    expect(vercel(config, files, '/itineraries/sicily-roots')).toMatchObject({
      file: expect.any(String),
    })
    expect(vercel(config, files, '/admin')).toEqual({ file: routeFallbacks['/admin'].slice(1) })
    expect(vercel(config, files, '/auth')).toEqual({ file: spaFallback.slice(1) })
    expect(vercel(config, files, '/nowhere')).toEqual({ status: 404 })
  })

  it('Vercel: without the build step the plain list file wins over the rewrite (rewrites come after files)', () => {
    const config = vercelConfig(env, lists)
    expect(vercel(config, prerenderedFiles(), '/itineraries?region=sicily')).toEqual({
      file: 'itineraries.html',
    })
  })
})
