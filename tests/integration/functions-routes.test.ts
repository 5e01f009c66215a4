import { beforeEach, expect, test } from 'vitest'
import { handleRequest as bookCall } from '../../supabase/functions/book-call/entry.ts'
import { handleRequest as countEvents } from '../../supabase/functions/count-events/entry.ts'
import { handleRequest as reportCorrection } from '../../supabase/functions/report-correction/entry.ts'
import { handleRequest as researchFee } from '../../supabase/functions/research-fee/entry.ts'
import { handleRequest as sendFormNotification } from '../../supabase/functions/send-form-notification/entry.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { resetStandIn, settle, standIn } from './stand-in.ts'

/**
 * The route tables of the one-route functions (docs/decisions/250): book-call, count-events, report-correction,
 * research-fee, send-form-notification and stripe-webhook, through the stand-in's gateway: an unknown path, a
 * method not offered, a jobs route without its secret, a missing link token, a bad body naming its field; and,
 * in this process with ALLOWED_ORIGINS set, the preflight and a refused origin.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

async function call(
  fn: string,
  route: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const { url, publishableKey } = standIn()
  const method = options.method ?? 'POST'
  const response = await fetch(`${url}/functions/v1/${fn}${route}`, {
    method,
    headers: { apikey: publishableKey, 'Content-Type': 'application/json', ...options.headers },
    body: method === 'GET' ? undefined : (options.body ?? '{}'),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  }
}

const BROWSER_FUNCTIONS = [
  'book-call',
  'count-events',
  'report-correction',
  'research-fee',
  'send-form-notification',
]

test('an unknown path is a JSON 404 and GET a 405, with the CORS headers', async () => {
  for (const fn of BROWSER_FUNCTIONS) {
    const unknown = await call(fn, '/nothing-here')
    expect([fn, unknown.status, unknown.body]).toEqual([fn, 404, { error: 'not_found' }])
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*')
    const get = await call(fn, '', { method: 'GET' })
    expect([fn, get.status, get.body]).toEqual([fn, 405, { error: 'method_not_allowed' }])
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
  }
})

test('the jobs routes want the secret, answer servers without CORS, and only take POST', async () => {
  for (const [fn, route] of [
    ['book-call', '/retry'],
    ['research-fee', '/receipts'],
    ['send-form-notification', '/retry'],
  ] as const) {
    const refused = await call(fn, route)
    expect([fn, refused.status, refused.body]).toEqual([fn, 401, { error: 'unauthorized' }])
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const get = await call(fn, `${route}/`, { method: 'GET' })
    expect([fn, get.status, get.headers.get('allow')]).toEqual([fn, 405, 'POST'])
  }
})

test('the stripe webhook: only POST, at its one path, with no CORS', async () => {
  const get = await call('stripe-webhook', '', { method: 'GET' })
  expect([get.status, get.body, get.headers.get('allow')]).toEqual([
    405,
    { error: 'method_not_allowed' },
    'POST',
  ])
  const unknown = await call('stripe-webhook', '/nothing-here')
  expect([unknown.status, unknown.body]).toEqual([404, { error: 'not_found' }])
  expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
})

test('a missing link token is a 400 naming it; a wrong one a bare 404', async () => {
  for (const [fn, action] of [
    ['book-call', 'call'],
    ['research-fee', 'status'],
  ] as const) {
    const missing = await call(fn, '', { body: JSON.stringify({ action }) })
    expect([fn, missing.status, Object.keys(missing.body.fields as object)]).toEqual([
      fn,
      400,
      ['token'],
    ])
    const wrong = await call(fn, '', { body: JSON.stringify({ action, token: 'A'.repeat(43) }) })
    expect([fn, wrong.status, wrong.body]).toEqual([fn, 404, { error: 'not_found' }])
  }
})

test('a bad body is a 400 naming the field; a body that is not JSON names the body', async () => {
  for (const [fn, body, field] of [
    ['book-call', { action: 'nope' }, 'action'],
    ['research-fee', { action: 'nope' }, 'action'],
    ['count-events', { events: 'nope' }, 'events'],
    ['report-correction', { page: '/nowhere', message: 'A real correction to make.' }, 'page'],
    ['send-form-notification', { email: 'not-an-email' }, 'email'],
  ] as const) {
    const answer = await call(fn, '', { body: JSON.stringify(body) })
    expect([fn, answer.status, answer.body.error]).toEqual([fn, 400, 'invalid_request'])
    expect(Object.keys(answer.body.fields as object)).toContain(field)
    const notJson = await call(fn, '', { body: 'nope' })
    expect([fn, notJson.status, notJson.body.fields]).toEqual([
      fn,
      400,
      { _: 'The body must be JSON.' },
    ])
  }
})

test('the preflight and a refused origin, as before', async () => {
  const env = functionEnv({ ALLOWED_ORIGINS: 'https://radici.example' })
  for (const [fn, handle] of [
    ['book-call', bookCall],
    ['count-events', countEvents],
    ['report-correction', reportCorrection],
    ['research-fee', researchFee],
    ['send-form-notification', sendFormNotification],
  ] as const) {
    const request = (method: string, origin: string) =>
      handle(
        new Request(`http://127.0.0.1/functions/v1/${fn}`, {
          method,
          headers: { origin, 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        }),
        env,
      )
    const preflight = await request('OPTIONS', 'https://radici.example')
    expect([fn, preflight.status]).toEqual([fn, 204])
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://radici.example')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect([fn, (await request('OPTIONS', 'https://evil.example')).status]).toEqual([fn, 403])
    const refused = await request('POST', 'https://evil.example')
    expect([fn, refused.status, await refused.json()]).toEqual([
      fn,
      403,
      { error: 'origin_not_allowed' },
    ])
  }
})
