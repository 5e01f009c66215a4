import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { handleRequest } from '../../supabase/functions/journey/entry.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle } from './stand-in.ts'

/**
 * The journey function's route table (supabase/functions/journey/handler.ts, docs/decisions/250) and its
 * refusals, against the stand-in: every route without its token or session, an unknown path, a wrong method,
 * an id that is not a UUID, a refused origin, a bad body, and the one error handler.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

afterEach(() => vi.restoreAllMocks())

const ID = '00000000-0000-4000-8000-000000000001'
const FAMILY_ROUTES = [
  ['GET', '/story'],
  ['PUT', '/story'],
  ['DELETE', '/story'],
  ['GET', '/plan'],
  ['POST', '/plan/accept'],
  ['POST', '/plan/decline'],
  ['POST', '/plan/messages'],
  ['GET', '/sharing'],
  ['PUT', '/sharing'],
  ['POST', '/files'],
  ['POST', `/files/${ID}/complete`],
  ['GET', `/files/${ID}/url`],
  ['DELETE', `/files/${ID}`],
] as const
const TEAM_ROUTES = [
  ['POST', `/team/${ID}/link`],
  ['PUT', `/team/${ID}/plan`],
  ['POST', `/team/${ID}/plan/send`],
  ['POST', `/team/${ID}/plan/answer`],
  ['GET', `/team/files/${ID}/url`],
] as const

test('every family route without a live token is a bare 404, with the CORS and no-referrer headers', async () => {
  // One wrong link per route (missing, malformed, unknown in turn): 13 misses, under the 30 an address may make.
  const tokens = [undefined, 'not-a-token', 'A'.repeat(43)]
  for (const [index, [method, route]] of FAMILY_ROUTES.entries()) {
    const answer = await journey(method, route, { token: tokens[index % tokens.length] })
    expect([method, route, answer.status, answer.body]).toEqual([
      method,
      route,
      404,
      { error: 'not_found' },
    ])
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  }
})

test('every team route without a session is a 401, an sb_ key too', async () => {
  for (const [method, route] of TEAM_ROUTES)
    for (const headers of [{}, { Authorization: 'Bearer sb_secret_not_a_session' }] as Record<
      string,
      string
    >[]) {
      const answer = await journey(method, route, { headers })
      expect([method, route, answer.status, answer.body]).toEqual([
        method,
        route,
        401,
        { error: 'unauthorized' },
      ])
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    }
})

test('the jobs route without the secret is a 401', async () => {
  const answer = await journey('POST', '/cleanup')
  expect(answer.status).toBe(401)
  expect(answer.body).toEqual({ error: 'unauthorized' })
})

test('an unknown path, a route with another method and an id that is not a UUID are 404s; a method not offered is a 405', async () => {
  const { token } = await submittedInquiry()
  expect((await journey('GET', '/story', { token })).status).toBe(200)
  for (const [method, route] of [
    ['GET', '/nothing-here'],
    ['GET', '/story/'],
    ['POST', '/story'],
    ['GET', '/files/not-a-uuid/url'],
    ['DELETE', '/files/123'],
    ['GET', '/cleanup'],
  ] as const) {
    const answer = await journey(method, route, { token })
    expect([method, route, answer.status, answer.body]).toEqual([
      method,
      route,
      404,
      { error: 'not_found' },
    ])
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  }
  const patch = await journey('PATCH', '/story', { token })
  expect(patch.status).toBe(405)
  expect(patch.body).toEqual({ error: 'method_not_allowed' })
  expect(patch.headers.get('allow')).toBe('GET, POST, PUT, DELETE, OPTIONS')
  const team = await journey('GET', '/team/not-a-uuid/link', {
    headers: { Authorization: 'Bearer a-session' },
  })
  expect(team.status).toBe(404)
})

test('a bad body is a 400 naming the field', async () => {
  const { token } = await submittedInquiry()
  const answer = await journey('POST', '/files', {
    token,
    body: { name: 'scan.pdf', size: -1, type: 'application/pdf' },
  })
  expect(answer.status).toBe(400)
  expect(answer.body.error).toBe('invalid_request')
  expect(Object.keys(answer.body.fields as object)).toEqual(['size'])
})

test('the preflight and a refused origin, as before', async () => {
  const env = functionEnv({ ALLOWED_ORIGINS: 'https://radici.example' })
  const call = (method: string, origin: string) =>
    handleRequest(
      new Request('http://127.0.0.1/functions/v1/journey/story', {
        method,
        headers: { origin, 'cf-connecting-ip': '10.1.2.3' },
      }),
      env,
    )
  const preflight = await call('OPTIONS', 'https://radici.example')
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('https://radici.example')
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-journey-token')
  expect(preflight.headers.get('access-control-allow-methods')).toBe(
    'GET, POST, PUT, DELETE, OPTIONS',
  )
  expect((await call('OPTIONS', 'https://evil.example')).status).toBe(403)
  const refused = await call('GET', 'https://evil.example')
  expect(refused.status).toBe(403)
  expect(await refused.json()).toEqual({ error: 'origin_not_allowed' })
})

test('an error is a 500 server_error with the CORS headers, logged without the token', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const token = 'T'.repeat(43)
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/journey/story', {
      headers: { 'x-journey-token': token, 'cf-connecting-ip': '10.1.2.3' },
    }),
    functionEnv({ SUPABASE_URL: 'http://127.0.0.1:9' }),
  )
  expect(response.status).toBe(500)
  expect(await response.json()).toEqual({ error: 'server_error' })
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(logged).toHaveBeenCalled()
  expect(JSON.stringify(logged.mock.calls)).not.toContain(token)
})
