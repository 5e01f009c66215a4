import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/agency/entry.ts'
import { createPrivateLinkToken } from '../../supabase/functions/_shared/private-link.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { resetStandIn, settle, standIn } from './stand-in.ts'

/**
 * The agency function's route table (supabase/functions/agency/handler.ts, docs/decisions/250) and its refusals,
 * through the stand-in's gateway: every route without its token, session or secret, an unknown path, a wrong
 * method, an id that is not a UUID, a refused origin and a bad body (a 400 naming the field).
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const ID = '00000000-0000-4000-8000-000000000001'

async function agency(
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { url, publishableKey } = standIn()
  const response = await fetch(`${url}/functions/v1/agency${route}`, {
    method: options.method ?? 'POST',
    headers: { apikey: publishableKey, 'Content-Type': 'application/json', ...options.headers },
    body: options.method === 'GET' ? undefined : (options.body ?? '{}'),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  }
}

test('the agency route without a well-formed token is a bare 404, with CORS and no-referrer', async () => {
  for (const headers of [{}, { 'X-Agency-Token': 'short' }] as Record<string, string>[]) {
    const answer = await agency('', { headers, body: '{"action":"view"}' })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ error: 'not_found' })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  }
  const unknown = await agency('', {
    headers: { 'X-Agency-Token': createPrivateLinkToken() },
    body: '{"action":"view"}',
  })
  expect(unknown.status).toBe(404)
})

test('a bad body is a 400 naming the field; a body that is not JSON names the body', async () => {
  const headers = { 'X-Agency-Token': createPrivateLinkToken() }
  const accept = await agency('', { headers, body: '{"action":"accept","reference":" "}' })
  expect(accept.status).toBe(400)
  expect(accept.body).toEqual({
    error: 'invalid_request',
    fields: {
      reference: 'The reference is missing.',
      contactPerson: 'The contact person is missing.',
    },
  })
  const action = await agency('', { headers, body: '{"action":"maybe"}' })
  expect(action.status).toBe(400)
  expect(Object.keys(action.body.fields as object)).toEqual(['action'])
  const notJson = await agency('', { headers, body: 'nope' })
  expect(notJson.body).toEqual({
    error: 'invalid_request',
    fields: { _: 'The body must be JSON.' },
  })
})

test('the team routes without a session are 401s; the jobs route without the secret is a 401', async () => {
  for (const route of [`/team/${ID}/handoff`, '/team/contacts/sicilia-heritage', '/deadlines'])
    for (const headers of [{}, { Authorization: 'Bearer sb_secret_not_a_session' }] as Record<
      string,
      string
    >[]) {
      const answer = await agency(route, { headers })
      expect([route, answer.status, answer.body]).toEqual([route, 401, { error: 'unauthorized' }])
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    }
})

test('an unknown path and an id that is not a UUID are 404s; another method is a 405', async () => {
  for (const route of [
    '/nothing',
    '/team/not-a-uuid/handoff',
    `/team/${ID}/handoff/x`,
    '/deadlines/',
  ]) {
    const answer = await agency(route, { headers: { Authorization: 'Bearer a-session' } })
    expect([route, answer.status, answer.body]).toEqual([route, 404, { error: 'not_found' }])
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  }
  const get = await agency('', { method: 'GET' })
  expect(get.status).toBe(405)
  expect(get.body).toEqual({ error: 'method_not_allowed' })
  expect(get.headers.get('allow')).toBe('POST, OPTIONS')
})

test('the preflight and a refused origin, as before', async () => {
  const env = functionEnv({ ALLOWED_ORIGINS: 'https://radici.example' })
  const call = (method: string, origin: string) =>
    handleRequest(
      new Request('http://127.0.0.1/functions/v1/agency', { method, headers: { origin } }),
      env,
    )
  const preflight = await call('OPTIONS', 'https://radici.example')
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-agency-token')
  expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  expect((await call('OPTIONS', 'https://evil.example')).status).toBe(403)
  const refused = await call('POST', 'https://evil.example')
  expect(refused.status).toBe(403)
  expect(await refused.json()).toEqual({ error: 'origin_not_allowed' })
})
