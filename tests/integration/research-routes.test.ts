import { beforeEach, expect, test } from 'vitest'
import { handleRequest as agencyRequest } from '../../supabase/functions/agency/entry.ts'
import { handleRequest } from '../../supabase/functions/research/entry.ts'
import { createPrivateLinkToken } from '../../supabase/functions/_shared/private-link.ts'
import { adminToken } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch,
  RESEARCHERS,
  researchInquiry,
  seedResearchers,
} from '../fixtures/integration/research.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { resetStandIn, settle, standIn } from './stand-in.ts'

/**
 * The research function's route table (supabase/functions/research/handler.ts, docs/decisions/250 and 261) and its
 * refusals, through the stand-in's gateway: every route without its token or session, an unknown path, a wrong
 * method, an id that is not a UUID, a bad body (a 400 naming the field), and the partner link's limits, which the
 * agency's link shares (one gate, its own settings).
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const ID = '00000000-0000-4000-8000-000000000001'

async function research(
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { url, publishableKey } = standIn()
  const response = await fetch(`${url}/functions/v1/research${route}`, {
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

test('the researcher’s and the family’s routes without a live token are bare 404s, with no-referrer', async () => {
  for (const [route, headers] of [
    ['', {}],
    ['', { 'X-Research-Token': 'short' }],
    ['', { 'X-Research-Token': createPrivateLinkToken() }],
    ['/family', {}],
    ['/family', { 'X-Journey-Token': createPrivateLinkToken() }],
  ] as [string, Record<string, string>][]) {
    const answer = await research(route, { headers, body: '{"action":"view"}' })
    expect([route, answer.status, answer.body]).toEqual([route, 404, { error: 'not_found' }])
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  }
})

test('a bad body is a 400 naming the field; a body that is not JSON names the body', async () => {
  const headers = { 'X-Research-Token': createPrivateLinkToken() }
  const action = await research('', { headers, body: '{"action":"maybe"}' })
  expect(action.status).toBe(400)
  expect(Object.keys(action.body.fields as object)).toEqual(['action'])
  const notJson = await research('', { headers, body: 'nope' })
  expect(notJson.body).toEqual({
    error: 'invalid_request',
    fields: { _: 'The body must be JSON.' },
  })
  // Larger than a record can be: refused before it is read.
  const huge = await research('', {
    headers,
    body: JSON.stringify({ action: 'submit', note: 'x'.repeat(200_000) }),
  })
  expect(huge.status).toBe(400)
  const team = await research(`/team/researchers/${ID}`, {
    headers: { Authorization: 'Bearer a-session' },
    body: '{"name":"Chiara","email":"not-an-address","language":"fr"}',
  })
  expect(team.status).toBe(400)
  expect(Object.keys(team.body.fields as object).sort()).toEqual([
    'active',
    'email',
    'language',
    'privacyNoticeUrl',
  ])
})

test('the team routes without a session are 401s; an unknown path or a non-UUID id a 404; GET a 405', async () => {
  for (const route of [
    `/team/${ID}`,
    `/team/${ID}/assign`,
    `/team/${ID}/review`,
    `/team/researchers/${ID}`,
  ])
    for (const headers of [{}, { Authorization: 'Bearer sb_secret_not_a_session' }] as Record<
      string,
      string
    >[]) {
      const answer = await research(route, { headers })
      expect([route, answer.status, answer.body]).toEqual([route, 401, { error: 'unauthorized' }])
    }
  for (const route of [
    '/nothing',
    '/team/not-a-uuid/assign',
    `/team/${ID}/assign/x`,
    '/team/researchers/x',
  ])
    expect((await research(route, { headers: { Authorization: 'Bearer a-session' } })).status).toBe(
      404,
    )
  const get = await research('', { method: 'GET' })
  expect(get.status).toBe(405)
})

test('the preflight allows the research and journey tokens', async () => {
  const preflight = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/research', {
      method: 'OPTIONS',
      headers: { origin: 'https://radici.example' },
    }),
    functionEnv({ ALLOWED_ORIGINS: 'https://radici.example' }),
  )
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-research-token')
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-journey-token')
})

test('the researcher’s link is limited per link and per address (429 with Retry-After), as the agency’s is', async () => {
  await seedResearchers()
  const { id } = await researchInquiry()
  const { token } = await assignResearch(id, RESEARCHERS.it, await adminToken())
  const env = { RESEARCH_RATE_LIMIT_LINK_MAX: '2' }
  const view = (ip: string) => callResearch('', { token, body: { action: 'view' }, ip, env })
  expect((await view('10.0.0.1')).status).toBe(200)
  expect((await view('10.0.0.2')).status).toBe(200)
  const limited = await view('10.0.0.3')
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

  // The agency's link goes through the same gate, with its own settings and keys.
  const agency = (ip: string) =>
    agencyRequest(
      new Request('http://127.0.0.1/functions/v1/agency', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'cf-connecting-ip': ip,
          'X-Agency-Token': createPrivateLinkToken(),
        },
        body: '{"action":"view"}',
      }),
      functionEnv({ RATE_LIMIT_SECRET: 'test-secret', AGENCY_RATE_LIMIT_ADDRESS_MAX: '1' }),
    )
  expect((await agency('10.0.0.9')).status).toBe(404)
  const agencyLimited = await agency('10.0.0.9')
  expect(agencyLimited.status).toBe(429)
  expect(agencyLimited.headers.get('retry-after')).not.toBeNull()
  // The research link's own count is untouched by the agency's.
  expect((await callResearch('', { token, body: { action: 'view' }, ip: '10.0.0.9' })).status).toBe(
    200,
  )
})
