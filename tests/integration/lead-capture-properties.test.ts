import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { callHandler, functionEnv, inquiry } from './inquiry-fixtures.ts'
import { createServiceClient, resetStandIn, settle } from './stand-in.ts'

/**
 * Property-based: arbitrary JSON, strings and objects thrown at the function's handler (against the stand-in's
 * real database). Whatever the body: never a 5xx, never a stack trace, and every 200 that is not the honeypot's
 * has exactly one stored row with the answered id.
 * The rate limit is raised and every call has its own address, so that valid bodies reach the database; the
 * e-mail settings are left out, so the e-mails fail fast and are only recorded.
 */
const env = functionEnv({ RATE_LIMIT_MAX: '1000000', RESEND_API_KEY: '' })

beforeAll(async () => {
  await resetStandIn()
})
afterAll(async () => {
  await settle()
  await resetStandIn()
})

let address = 0
function nextAddress(): string {
  address++
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

const STACK = /\n\s+at |Error:|\.ts:\d+/

async function check(body: unknown, raw = false): Promise<void> {
  const answer = await callHandler(body, {
    env,
    raw,
    headers: { 'cf-connecting-ip': nextAddress() },
  })
  expect(answer.status, answer.text).toBeLessThan(500)
  expect(answer.text).not.toMatch(STACK)
  if (answer.status !== 200) return
  const website =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).website
      : undefined
  const honeypot = typeof website === 'string' && website.trim() !== ''
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .select('id')
    .eq('id', String(answer.body.id))
  expect(error).toBeNull()
  expect(data ?? []).toHaveLength(honeypot ? 0 : 1)
}

// Strings with every UTF-16 code unit: NUL, controls, lone surrogates, combining marks.
const anyText = fc.string({ unit: 'binary', maxLength: 120 })
const anyValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 3 }), fc.object({ maxDepth: 2 }))
const TEXT_FIELDS = ['name', 'lastName', 'regions', 'phone', 'email', 'website'] as const
const FIELDS = [
  ...TEXT_FIELDS,
  'travelDate',
  'travelDateUnknown',
  'tripDuration',
  'genealogyExpectations',
  'newsletterConsent',
  'submissionKey',
  'agencyId',
  'itineraryId',
] as const

test('a valid body with arbitrary text in its free-text fields: < 500, and a 200 is one row', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        name: anyText,
        lastName: anyText,
        regions: anyText,
        phone: fc.constantFrom('', '+39 06 1234'),
      }),
      async (text) => check(inquiry(text)),
    ),
    { numRuns: 120 },
  )
})

test('a valid body with arbitrary values in any fields: < 500, and a 200 is one row', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 4 }),
      fc.subarray([...FIELDS], { maxLength: 2 }),
      async (changes, removed) => {
        const body: Record<string, unknown> = inquiry(changes)
        for (const field of removed) delete body[field]
        await check(body)
      },
    ),
    { numRuns: 120 },
  )
})

test('arbitrary JSON documents: < 500, no stack trace', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => check(body)),
    { numRuns: 100 },
  )
})

test('arbitrary strings as the raw body: < 500, no stack trace', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.json().map((text) => `${text}\u0000`),
      ),
      async (text) => check(text, true),
    ),
    { numRuns: 100 },
  )
})

test('bodies larger than the limit: 413, not 5xx', async () => {
  await check({ ...inquiry(), regions: 'x'.repeat(20_000) })
})
