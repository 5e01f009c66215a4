import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/research/handler.ts'
import { createPrivateLinkToken } from '../../supabase/functions/_shared/private-link.ts'
import { adminToken, offByOne } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch as call,
  record,
  RESEARCHERS,
  researchInquiry,
  search,
  seedResearchers,
} from '../fixtures/integration/research.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { ancestor, journey, storyBody } from './journey-fixtures.ts'
import {
  createAnonClient,
  createUserInDatabase,
  resetStandIn,
  settle,
  signedInClient,
  sql,
} from './stand-in.ts'

/**
 * The read-only links to the research results for relatives (docs/decisions/270) against the stand-in: the family
 * makes, lists and stops them with its journey link; a relative reads the latest published report with one, and
 * nothing else; a stopped, wrong or unknown link is a bare 404; the link is limited per address and per link;
 * the lead's history records each step; RLS keeps the table to admins.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

const HEALTH = 'Nonna uses a wheelchair; no stairs please.'

/** A relative's read, as the results page makes it: POST /research/shared with X-Results-Token. */
async function relative(
  token: string,
  options: { ip?: string; env?: Record<string, string> } = {},
) {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/research/shared', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'cf-connecting-ip': options.ip ?? '10.9.8.7',
        'X-Results-Token': token,
      },
      body: '{}',
    }),
    { ...functionEnv(), RATE_LIMIT_SECRET: 'test-secret', ...options.env },
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  }
}

/** A family whose research is published (version 1), who told its story with health notes. */
async function published(admin?: string) {
  const inquiry = await researchInquiry()
  const story = storyBody(1, { ancestors: [ancestor({ id: crypto.randomUUID() })] })
  await journey('PUT', '/story', {
    token: inquiry.token,
    body: { ...story, wishes: { ...story.wishes, healthNotes: HEALTH } },
  })
  const bearer = admin ?? (await adminToken())
  const { token: link } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'saveRecord', record: record() } })
  expect((await call('', { token: link, body: { action: 'submit' } })).status).toBe(200)
  const publish = await call(`/team/${inquiry.id}/review`, { bearer, body: { action: 'publish' } })
  expect(publish.status).toBe(200)
  return { ...inquiry, bearer }
}

test('before a version is published the family cannot make a link; after, a relative reads the report and nothing else', async () => {
  const inquiry = await researchInquiry()
  const early = await call('/family/shares/create', { journeyToken: inquiry.token, body: {} })
  expect([early.status, early.body]).toEqual([409, { error: 'not_published' }])

  const family = await published()
  const made = await call('/family/shares/create', {
    journeyToken: family.token,
    body: { label: '  for cousin Anna ' },
  })
  expect(made.status).toBe(201)
  expect(made.body.link).toMatchObject({ label: 'for cousin Anna' })
  expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  // Only the token's SHA-256 is stored.
  const [stored] = await sql<{ token_hash: string }>(
    `select token_hash from public.research_share_links where submission_id = $1`,
    [family.id],
  )
  expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(stored?.token_hash).not.toContain(made.body.token)

  const read = await relative(made.body.token)
  expect(read.status).toBe(200)
  expect(read.headers.get('referrer-policy')).toBe('no-referrer')
  expect(Object.keys(read.body).sort()).toEqual(['familyName', 'report'])
  expect(read.body.report).toMatchObject({ version: 1, researcherName: 'Chiara Esposito' })
  expect((read.body.report as { records: unknown[] }).records).toHaveLength(1)
  // Never the family's contact details, health notes, journey link or the link itself.
  for (const secret of [family.email, HEALTH, family.token, made.body.token])
    expect(read.text).not.toContain(secret)

  const listed = await call('/family/shares', { journeyToken: family.token })
  expect(listed.body).toEqual({ links: [made.body.link] })
  expect(JSON.stringify(listed.body)).not.toContain(made.body.token)
})

test('a stopped link, one wrong by one character, an unknown or malformed one is a bare 404', async () => {
  const family = await published()
  const make = (label = '') =>
    call('/family/shares/create', { journeyToken: family.token, body: { label } })
  const anna = (await make('for cousin Anna')).body
  const luca = (await make('for Luca')).body
  expect((await relative(anna.token)).status).toBe(200)

  for (const wrong of [offByOne(anna.token), createPrivateLinkToken(), 'short', ''])
    expect([wrong, (await relative(wrong)).body]).toEqual([wrong, { error: 'not_found' }])

  const stopped = await call(`/family/shares/${anna.link.id}/revoke`, {
    journeyToken: family.token,
  })
  expect(stopped.status).toBe(200)
  expect(stopped.body).toEqual({ links: [luca.link] })
  const after = await relative(anna.token)
  expect([after.status, after.body]).toEqual([404, { error: 'not_found' }])
  // The other link still works; stopping the same link again is a 404.
  expect((await relative(luca.token)).status).toBe(200)
  const again = await call(`/family/shares/${anna.link.id}/revoke`, {
    journeyToken: family.token,
  })
  expect(again.status).toBe(404)

  // The lead's history records each step, with the label.
  const history = await sql<{ kind: string; to_value: string; actor_name: string }>(
    `select kind, to_value, actor_name from public.inquiry_history
     where submission_id = $1 and kind like 'research_%shared' order by id`,
    [family.id],
  )
  expect(history).toEqual([
    { kind: 'research_shared', to_value: 'for cousin Anna', actor_name: 'the family' },
    { kind: 'research_shared', to_value: 'for Luca', actor_name: 'the family' },
    { kind: 'research_unshared', to_value: 'for cousin Anna', actor_name: 'the family' },
  ])
})

test('family A cannot list, stop or read through family B’s links; a label too long is a 400 naming it', async () => {
  const a = await published()
  const b = await published(a.bearer)
  const bLink = (await call('/family/shares/create', { journeyToken: b.token, body: {} })).body
  expect(bLink.link.label).toBeNull()
  expect((await call('/family/shares', { journeyToken: a.token })).body).toEqual({ links: [] })
  const foreign = await call(`/family/shares/${bLink.link.id}/revoke`, { journeyToken: a.token })
  expect([foreign.status, foreign.body]).toEqual([404, { error: 'not_found' }])
  expect((await relative(bLink.token)).status).toBe(200)
  // B's link reads B's report: A's family name never appears.
  const [names] = await sql<{ a: string; b: string }>(
    `select (select name from public.form_submissions where id = $1) as a,
            (select name from public.form_submissions where id = $2) as b`,
    [a.id, b.id],
  )
  expect((await relative(bLink.token)).body.familyName).toBe(names?.b.split(' ').slice(1).join(' '))

  const long = await call('/family/shares/create', {
    journeyToken: a.token,
    body: { label: 'x'.repeat(61) },
  })
  expect(long.status).toBe(400)
  expect(Object.keys(long.body.fields)).toEqual(['label'])
  // Without the family's live link: a bare 404.
  for (const route of ['/family/shares', '/family/shares/create'])
    expect((await call(route, { journeyToken: offByOne(a.token) })).status).toBe(404)
})

test('a relative’s link is limited per link and per address (429 with Retry-After); ten live links at most', async () => {
  const family = await published()
  const { token } = (await call('/family/shares/create', { journeyToken: family.token, body: {} }))
    .body
  const env = { RESULTS_RATE_LIMIT_LINK_MAX: '2' }
  expect((await relative(token, { ip: '10.0.0.1', env })).status).toBe(200)
  expect((await relative(token, { ip: '10.0.0.2', env })).status).toBe(200)
  const limited = await relative(token, { ip: '10.0.0.3', env })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

  // Guessing from one address stops there.
  const guessing = { RESULTS_RATE_LIMIT_ADDRESS_MAX: '2' }
  for (let i = 0; i < 2; i++)
    expect(
      (await relative(createPrivateLinkToken(), { ip: '10.0.0.9', env: guessing })).status,
    ).toBe(404)
  expect((await relative(token, { ip: '10.0.0.9', env: guessing })).status).toBe(429)

  for (let i = 1; i < 10; i++)
    expect(
      (await call('/family/shares/create', { journeyToken: family.token, body: {} })).status,
    ).toBe(201)
  const eleventh = await call('/family/shares/create', { journeyToken: family.token, body: {} })
  expect([eleventh.status, eleventh.body]).toEqual([409, { error: 'too_many_links' }])
})

test('RLS and grants: anon and a signed-in non-admin read no share link nor call its functions; an admin reads them', async () => {
  const family = await published()
  await call('/family/shares/create', { journeyToken: family.token, body: {} })
  const anon = createAnonClient()
  expect((await anon.from('research_share_links').select('*')).data ?? []).toEqual([])
  expect(
    (
      await anon.rpc('research_share_create', {
        inquiry: family.id,
        link_hash: 'a'.repeat(64),
        link_label: '',
        max_live: 10,
      })
    ).error,
  ).not.toBeNull()
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  expect((await visitor.from('research_share_links').select('*')).data).toEqual([])
  expect(
    (await visitor.rpc('research_share_revoke', { inquiry: family.id, link: family.id })).error,
  ).not.toBeNull()
  const admin = await signedInClient('giulia@radici.example', 'correct-horse-7')
  expect((await admin.from('research_share_links').select('id, label')).data).toEqual([
    { id: expect.any(String), label: null },
  ])
  expect(
    (await admin.from('research_share_links').update({ label: 'x' }).neq('id', '')).error,
  ).not.toBeNull()
})
