// @vitest-environment node
import { expect, test } from 'vitest'
import {
  headersFile,
  isPrivatePath,
  parseHeadersFile,
  privatePaths,
  ruleMatches,
  vercelConfig,
} from './hosting.ts'

const env = { supabaseUrl: 'https://x.supabase.co', newsletterFormUrl: 'https://forms.example' }
const samples = ['/journey', '/journey/AbC_123', '/book', '/book/AbC_123', '/agency', '/agency/x/y']

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
  expect(privatePaths).toEqual(['/journey', '/book', '/agency'])
  for (const path of [...samples, '//book/x']) expect(isPrivatePath(path), path).toBe(true)
  for (const path of ['/', '/blog', '/bookings', '/journeys', '/agencies'])
    expect(isPrivatePath(path), path).toBe(false)
})
