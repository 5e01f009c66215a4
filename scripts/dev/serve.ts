/**
 * Serves the prerendered build like the production static host does (`npm run preview`, the e2e suite and
 * `npm run bench` use it): brotli/gzip compression, dist/<route>/index.html for /<route>, a 301 from
 * /<route>/ to /<route> (the canonical form), the SPA fallbacks only for the client-only routes (the private
 * pages' own, scripts/build/hosting.ts `fallbackFor`), the real 404.html
 * with status 404 for anything else, and the headers of dist/_headers (CSP included).
 *
 *   tsx scripts/dev/serve.ts [--port 4173] [--host 127.0.0.1] [--dir dist]
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  fallbackFor,
  filteredPageFile,
  isPrivatePath,
  parseHeadersFile,
  ruleMatches,
  spaFallback,
  type HeaderRule,
} from '../build/hosting'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const port = Number(option('port', process.env.PORT ?? '4173'))
const host = option('host', '127.0.0.1')
const dir = resolve(option('dir', 'dist'))

if (!existsSync(join(dir, '404.html')) || !existsSync(join(dir, spaFallback))) {
  console.error(
    `serve: ${dir} is not a prerendered build (no 404.html / ${spaFallback}); run \`npm run build\``,
  )
  process.exit(1)
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
])

const headerRulesFile = join(dir, '_headers')
const rules: HeaderRule[] = existsSync(headerRulesFile)
  ? parseHeadersFile(readFileSync(headerRulesFile, 'utf8'))
  : []

const cache = new Map<string, { raw: Buffer; br?: Buffer; gzip?: Buffer }>()
function load(file: string) {
  let entry = cache.get(file)
  if (!entry) {
    const raw = readFileSync(file)
    entry = { raw }
    if (compressible.has(extname(file)) && raw.length > 512) {
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      entry.gzip = gzipSync(raw, { level: 9 })
    }
    cache.set(file, entry)
  }
  return entry
}

/** The file for a decoded request path, only ever inside `dir` (`/..%2fdist-ssr/…` is outside: none). */
function fileIn(pathname: string): string | undefined {
  if (pathname.includes('\0')) return undefined
  const file = resolve(dir, `.${pathname.startsWith('/') ? '' : '/'}${pathname}`)
  const inside = relative(dir, file)
  if (!inside || inside.split(sep)[0] === '..' || isAbsolute(inside)) return undefined
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

/**
 * Where /<route>/ redirects: the raw (still encoded) path without its trailing slashes, its leading slashes and
 * backslashes collapsed to one, so `/%2Fevil.com/` and `//evil.com/` stay on this site (a decoded path would
 * answer `Location: //evil.com`, another site).
 */
function sameOriginRedirect(rawPathname: string): string {
  return '/' + rawPathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')
}

function resolveRequest(
  pathname: string,
  rawPathname: string,
): { file: string; status: number } | { redirect: string } {
  if (pathname.length > 1 && pathname.endsWith('/'))
    return { redirect: sameOriginRedirect(rawPathname) }
  if (pathname === '/') return { file: join(dir, 'index.html'), status: 200 }
  // The site's own pages and files; `_headers`/`_redirects` are host configuration, not content.
  if (!/^\/_(headers|redirects)$/.test(pathname)) {
    const asFile = fileIn(pathname)
    if (asFile) return { file: asFile, status: 200 }
    const asPage = fileIn(`${pathname}/index.html`)
    if (asPage) return { file: asPage, status: 200 }
  }
  // The client-only routes' fallback pages, by the hosting rules (a private page's own: ADR 228).
  const fallback = fallbackFor(pathname)
  if (fallback) return { file: fileIn(fallback) ?? join(dir, spaFallback), status: 200 }
  return { file: join(dir, '404.html'), status: 404 }
}

function handle(request: IncomingMessage, response: ServerResponse) {
  // The request target as sent, never read as another host (`//evil.com/` is a path here).
  const url = new URL(`http://localhost/${(request.url ?? '/').replace(/^[/\\]+/, '')}`)
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    pathname = '/__bad-request__'
  }
  for (const rule of rules) {
    if (ruleMatches(rule.source, pathname)) {
      for (const [key, value] of Object.entries(rule.headers)) response.setHeader(key, value)
    }
  }
  // Whatever dist/_headers says, a private page's URL (it holds a private link) is sent nowhere (ADR 192).
  if (isPrivatePath(pathname)) response.setHeader('Referrer-Policy', 'no-referrer')
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  // The prerendered filtered list for `?region=…` (ADR 073), as the production host's query rewrite serves it.
  const filtered = filteredPageFile(pathname + url.search)
  const resolved =
    filtered && fileIn(`/${filtered}`) && !pathname.startsWith('/_filtered')
      ? { file: fileIn(`/${filtered}`)!, status: 200 }
      : pathname.startsWith('/_filtered/')
        ? { file: join(dir, '404.html'), status: 404 }
        : resolveRequest(pathname, url.pathname)
  if ('redirect' in resolved) {
    response.writeHead(301, { Location: resolved.redirect + url.search }).end()
    return
  }
  const entry = load(resolved.file)
  const accept = String(request.headers['accept-encoding'] ?? '')
  let body = entry.raw
  if (entry.br && /\bbr\b/.test(accept)) {
    body = entry.br
    response.setHeader('Content-Encoding', 'br')
  } else if (entry.gzip && /\bgzip\b/.test(accept)) {
    body = entry.gzip
    response.setHeader('Content-Encoding', 'gzip')
  }
  if (entry.gzip) response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('Content-Type', types[extname(resolved.file)] ?? 'application/octet-stream')
  response.setHeader('Content-Length', body.length)
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache')
  response.writeHead(resolved.status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

createServer(handle).listen(port, host, () => {
  console.log(`serving ${dir} on http://${host}:${port}`)
})
