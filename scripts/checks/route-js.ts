/**
 * The JavaScript each prerendered route loads before idle, read from a build's output (no browser, no Lighthouse):
 * the boot script, then what it loads (the root's `data-modules`: the app's entry, React's renderer and the page's
 * chunks), gzip -9 per file. Chunks only prefetched for a later tap (`data-prefetch`) are listed apart, as in the
 * budget of docs/performance.md. Used for issue 31's rule "JS per route does not grow" (the table in
 * docs/performance.md).
 *
 *   npm run check:route-js [-- dist --json]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface RouteJs {
  route: string
  files: number
  initialBytes: number
  prefetchBytes: number
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : htmlFiles(file)
    return name.endsWith('.html') ? [file] : []
  })
}

const attribute = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.split(/\s+/).filter(Boolean) ?? []

export function routeJs(dist: string): RouteJs[] {
  const sizes = new Map<string, number>()
  const gzipped = (url: string) => {
    let size = sizes.get(url)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length
      sizes.set(url, size)
    }
    return size
  }
  const routes = new Map<string, RouteJs>()
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8')
    const route = attribute(html, 'data-prerendered')[0]
    if (!route || routes.has(route)) continue
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
    const initial = new Set([...scripts, ...attribute(html, 'data-modules')])
    const prefetch = attribute(html, 'data-prefetch').filter((url) => !initial.has(url))
    const sum = (urls: Iterable<string>) =>
      [...urls].reduce((total, url) => total + gzipped(url), 0)
    routes.set(route, {
      route,
      files: initial.size,
      initialBytes: sum(initial),
      prefetchBytes: sum(prefetch),
    })
  }
  return [...routes.values()].sort((a, b) => a.route.localeCompare(b.route))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist')
  const rows = routeJs(dist)
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2))
  else
    for (const row of rows)
      console.log(
        `${row.route}\t${row.files} files\t${(row.initialBytes / 1024).toFixed(1)} KB\tprefetch ${(row.prefetchBytes / 1024).toFixed(1)} KB`,
      )
}
