// @vitest-environment node
import { expect, test } from 'vitest'
import {
  fallbackFor,
  headersFile,
  isPrivatePath,
  parseHeadersFile,
  ownFallbackPaths,
  privatePaths,
  redirectsFile,
  routeFallbacks,
  ruleMatches,
  spaFallback,
  vercelConfig,
} from './hosting.ts'

const env = { supabaseUrl: 'https://x.supabase.co', newsletterFormUrl: 'https://forms.example' }
const samples = [
  '/journey',
  '/journey/AbC_123',
  '/book',
  '/book/AbC_123',
  '/agency',
  '/agency/x/y',
  '/research',
  '/research/AbC_123',
  '/results',
  '/results/AbC_123',
]

/** The Referrer-Policy the last matching rule sets (hosts apply rules in order; later ones win). */
function referrerFor(rules: { source: string; headers: Record<string, string> }[], path: string) {
  let policy: string | undefined
  for (const rule of rules)
    if (ruleMatches(rule.source, path) && rule.headers['Referrer-Policy'])
      policy = rule.headers['Referrer-Policy']
  return policy
}

test('every private path is no-referrer in _headers (Netlify, Cloudflare Pages, the preview server)', () => {
  const rules = parseHeadersFile(headersFile(env))
  for (const path of samples) expect(referrerFor(rules, path), path).toBe('no-referrer')
  expect(referrerFor(rules, '/blog/sicily')).toBe('strict-origin-when-cross-origin')
})

test('every private path is no-referrer in vercel.json', () => {
  const config = vercelConfig(env)
  for (const path of samples) {
    let policy: string | undefined
    for (const rule of config.headers) {
      const pattern = new RegExp(`^${rule.source.replace('(.*)', '.*')}$`)
      const header = rule.headers.find((h) => h.key === 'Referrer-Policy')
      if (pattern.test(path) && header) policy = header.value
    }
    expect(policy, path).toBe('no-referrer')
  }
})

test('isPrivatePath knows the private roots and nothing else', () => {
  expect(privatePaths).toEqual(['/journey', '/book', '/agency', '/research', '/results'])
  for (const path of [...samples, '//book/x']) expect(isPrivatePath(path), path).toBe(true)
  for (const path of ['/', '/blog', '/bookings', '/journeys', '/agencies'])
    expect(isPrivatePath(path), path).toBe(false)
})

/**
 * docs/decisions/228-per-path-fallback.md and 232-console-fallback.md: each private page and the console have their
 * own fallback page, the same in every host.
 */
const fallbackCases: [string, string | undefined][] = [
  ['/journey/AbC_123', routeFallbacks['/journey']],
  ['/journey', spaFallback], // `Send me my link again`, not a story (ADR 233)
  ['/book/AbC_123', routeFallbacks['/book']],
  ['/agency/AbC_123', routeFallbacks['/agency']],
  ['/research/AbC_123', routeFallbacks['/research']],
  ['/results/AbC_123', routeFallbacks['/results']],
  ['/admin', routeFallbacks['/admin']],
  ['/admin/insights', routeFallbacks['/admin']],
  ['/auth', spaFallback],
  ['/administration', undefined],
  ['/journeys', undefined],
  ['/blog/sicily', undefined],
]

test('fallbackFor serves each private page and the console its own fallback, /auth the generic one', () => {
  for (const [path, file] of fallbackCases) expect(fallbackFor(path), path).toBe(file)
  expect(new Set(Object.values(routeFallbacks)).size).toBe(ownFallbackPaths.length)
})

test('_redirects rewrites each path to the fallback fallbackFor names (the first matching line wins)', () => {
  const lines = redirectsFile()
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
  for (const [path, file] of fallbackCases) {
    const rule = lines.find(([source]) => ruleMatches(source!, path))
    expect(rule?.[1], path).toBe(file)
    if (file) expect(rule?.[2], path).toBe('200')
  }
})

test('vercel.json rewrites each path to the fallback fallbackFor names (the first matching rewrite wins)', () => {
  const { rewrites } = vercelConfig(env)
  for (const [path, file] of fallbackCases) {
    const rule = rewrites.find(({ source }) =>
      new RegExp(`^${source.replace('(.*)', '.*')}$`).test(path),
    )
    expect(rule?.destination, path).toBe(file)
  }
})
