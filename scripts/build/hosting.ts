/**
 * The hosting rules of the static site, in one place (docs/decisions/062-hosting-headers.md):
 * security headers with a strict CSP, caching, noindex for client-only routes, the SPA fallback ONLY for
 * the client-only routes (/auth, and their own fallbacks for the private pages and /admin: ADRs 228, 232); unknown paths get the
 * real 404.html with status 404.
 *
 * - scripts/build/prerender.ts writes dist/_headers and dist/_redirects (Netlify, Cloudflare Pages) with the
 *   origins of the build's own environment (VITE_SUPABASE_URL, VITE_NEWSLETTER_FORM_URL).
 * - scripts/dev/serve.ts (preview, e2e, bench) applies dist/_headers itself, so every test runs under the real CSP.
 * - `npm run hosting:vercel` regenerates vercel.json from the same rules (run it with the production env).
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteConfig } from '../../src/content/site-config'
import {
  applyVercelDist,
  filteredPageFile,
  netlifyFilteredRules,
  readFilteredManifest,
  vercelFilteredRewrites,
  type FilteredList,
  type VercelRewrite,
} from './filtered-lists'

// filteredPageFile lives in ./filtered-lists (both need it; no import circle, ADR 201).
export { filteredPageFile }

export interface HostingEnv {
  supabaseUrl: string
  newsletterFormUrl: string
}

export const clientOnlyPaths = [
  '/auth',
  '/admin',
  '/journey',
  '/book',
  '/agency',
  '/research',
  '/results',
] as const
/**
 * The family's, the agency's and the researcher's private pages: their URLs hold a private link, so every host config
 * and the preview server send them with `Referrer-Policy: no-referrer` (docs/decisions/192-private-paths.md).
 */
export const privatePaths = ['/journey', '/book', '/agency', '/research', '/results'] as const

/** Whether a path is a private page (or under one). */
export function isPrivatePath(pathname: string): boolean {
  const path = '/' + pathname.replace(/^[/\\]+/, '')
  return privatePaths.some((root) => path === root || path.startsWith(`${root}/`))
}
export const spaFallback = '/__spa-fallback.html'

/**
 * The client-only paths served a fallback page of their own (docs/decisions/228-per-path-fallback.md): the
 * private pages, and the console (docs/decisions/232-console-fallback.md), whose first card waited for seven
 * rounds of chunks. Each page is the app's page with `<link rel="modulepreload">` for that route's chunks too, so
 * its code (and the journey's story request) does not wait for the app's entry to ask for them.
 * scripts/build/prerender.ts writes them; every host config and scripts/dev/serve.ts serve each for its path (and
 * below it), the generic fallback for /auth.
 */
export const ownFallbackPaths = [...privatePaths, '/admin'] as const
export const routeFallbacks: Record<(typeof ownFallbackPaths)[number], string> = {
  '/journey': '/__spa-fallback-journey.html',
  '/book': '/__spa-fallback-book.html',
  '/agency': '/__spa-fallback-agency.html',
  '/research': '/__spa-fallback-research.html',
  '/results': '/__spa-fallback-results.html',
  '/admin': '/__spa-fallback-admin.html',
}

/**
 * Roots whose own fallback serves only the paths below them: `/journey` itself is `Send me my link again`, not a
 * story, and the journey's fallback paints the story's loading state from its HTML (ADR 233).
 */
const ownFallbackBelowOnly: readonly string[] = ['/journey']

/** The fallback page a client-only path is served (its route's own, or the generic one); none for other paths. */
export function fallbackFor(pathname: string): string | undefined {
  const under = (root: string) => pathname === root || pathname.startsWith(`${root}/`)
  const own = ownFallbackPaths.find(under)
  if (own && !(pathname === own && ownFallbackBelowOnly.includes(own))) return routeFallbacks[own]
  return clientOnlyPaths.some(under) ? spaFallback : undefined
}

/** Each client-only root's fallback page and the one below it (hosts take the first rule that matches). */
function fallbackRules(): { path: string; file: string; below: string }[] {
  return clientOnlyPaths.map((path) => ({
    path,
    file: fallbackFor(path)!,
    below: fallbackFor(`${path}/-`)!,
  }))
}

function origin(url: string): string {
  return new URL(url).origin
}

export function contentSecurityPolicy(env: HostingEnv): string {
  const supabase = origin(env.supabaseUrl)
  const realtime = supabase.replace(/^http/, 'ws')
  const newsletter = origin(env.newsletterFormUrl)
  // No video set yet (docs/decisions/130): no frame source for it.
  const video = siteConfig.howItWorksVideoUrl ? origin(siteConfig.howItWorksVideoUrl) : ''
  const secure = supabase.startsWith('https:')
  return [
    "default-src 'none'",
    // Vite emits only <script type="module" src>; the prerender refuses inline scripts (JSON-LD data blocks are not run).
    "script-src 'self'",
    // Radix injects small <style> tags and React writes style="" attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${supabase} ${realtime}`,
    // The how-it-works video (click to load) and the newsletter's hidden response frame.
    `frame-src ${[video, newsletter].filter(Boolean).join(' ')}`,
    `form-action 'self' ${newsletter}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export function securityHeaders(env: HostingEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  }
}

export interface HeaderRule {
  /** A path pattern in the _headers syntax: exact, or ending in `*`. */
  source: string
  headers: Record<string, string>
}

export function headerRules(env: HostingEnv): HeaderRule[] {
  const noindex = { 'X-Robots-Tag': 'noindex, nofollow' }
  return [
    { source: '/*', headers: securityHeaders(env) },
    // Hashed file names: cache for a year. HTML is revalidated on every visit (the hosts' default).
    { source: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...clientOnlyPaths.flatMap((path) => [
      { source: path, headers: noindex },
      { source: `${path}/*`, headers: noindex },
    ]),
    { source: '/thank-you', headers: noindex },
    // The private pages: their URLs hold the private link, so they are sent nowhere (ADR 153, 192).
    ...privatePaths.flatMap((path) => [
      { source: path, headers: { 'Referrer-Policy': 'no-referrer' } },
      { source: `${path}/*`, headers: { 'Referrer-Policy': 'no-referrer' } },
    ]),
  ]
}

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(env: HostingEnv): string {
  return (
    headerRules(env)
      .map((rule) =>
        [rule.source, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
      )
      .join('\n') + '\n'
  )
}

/**
 * Netlify / Cloudflare Pages `_redirects`: the SPA fallback for the client-only routes, and Netlify's
 * query-parameter rules for the filtered lists (Cloudflare Pages ignores those lines: scripts/build/filtered-lists.ts).
 */
export function redirectsFile(lists: readonly FilteredList[] = []): string {
  return (
    [
      ...fallbackRules().flatMap(({ path, file, below }) => [
        `${path} ${file} 200`,
        `${path}/* ${below} 200`,
      ]),
      ...netlifyFilteredRules(lists),
    ].join('\n') + '\n'
  )
}

/** Parses a `_headers` file back into rules (used by scripts/dev/serve.ts). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ source: line.trim(), headers: {} })
    else {
      const index = line.indexOf(':')
      rules.at(-1)!.headers[line.slice(0, index).trim()] = line.slice(index + 1).trim()
    }
  }
  return rules
}

export function ruleMatches(source: string, pathname: string): boolean {
  return source.endsWith('*') ? pathname.startsWith(source.slice(0, -1)) : pathname === source
}

/**
 * vercel.json: the same headers, clean URLs without a trailing slash, the narrow SPA fallback, the filtered lists
 * (their build step moves the unfiltered lists out of the filesystem's way: scripts/build/filtered-lists.ts).
 */
export function vercelConfig(env: HostingEnv, lists: readonly FilteredList[] = []) {
  const vercelSource = (source: string) =>
    source.endsWith('/*') ? `${source.slice(0, -2)}/(.*)` : source === '/*' ? '/(.*)' : source
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: lists.length
      ? 'npm run build && npx tsx scripts/build/hosting.ts --vercel-dist'
      : 'npm run build',
    outputDirectory: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    rewrites: [
      ...fallbackRules().flatMap(({ path, file, below }): VercelRewrite[] => [
        { source: path, destination: file },
        { source: `${path}/(.*)`, destination: below },
      ]),
      ...vercelFilteredRewrites(lists),
    ],
    headers: headerRules(env).map((rule) => ({
      source: vercelSource(rule.source),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain && process.argv.includes('--vercel')) {
  // The production values come from the environment of whoever runs it (never from .env.example's local ones).
  const supabaseUrl = process.env.VITE_SUPABASE_URL
  const newsletterFormUrl = process.env.VITE_NEWSLETTER_FORM_URL
  if (!supabaseUrl || !newsletterFormUrl) {
    console.error('Set VITE_SUPABASE_URL and VITE_NEWSLETTER_FORM_URL to the production values.')
    process.exit(1)
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
  const file = join(root, 'vercel.json')
  // The filtered lists the build prerenders (their manifest: run `npm run build` first).
  const lists = readFilteredManifest(root)
  writeFileSync(
    file,
    JSON.stringify(vercelConfig({ supabaseUrl, newsletterFormUrl }, lists), null, 2) + '\n',
  )
  console.log(`wrote ${file}`)
}
if (isMain && process.argv.includes('--vercel-dist')) {
  applyVercelDist(join(dirname(fileURLToPath(import.meta.url)), '..', '..'))
}
