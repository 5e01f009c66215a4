import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/report-correction/handler.ts'
import {
  CORRECTABLE_PAGES,
  MESSAGE_MAX as FUNCTION_MESSAGE_MAX,
} from '../../supabase/functions/_shared/contracts/report-correction.ts'
import { paths } from '../../src/config/paths.ts'
import { articleReviews } from '../../src/content/article-reviews.ts'
import { itineraryIds } from '../../src/content/itineraries.ts'
import { regionIds } from '../../src/content/region-ids.ts'
import { MESSAGE_MAX } from '../../src/features/corrections/api/send-correction.ts'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  signedInClient,
  signUpAdmin,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * "Suggest a correction" (docs/decisions/131) against the stand-in's real database: the function through the
 * stand-in's HTTP route as the browser calls it, the handler in-process where the environment must differ, and
 * the table's row-level security with real supabase-js clients.
 */
const { url, anonKey, serviceRoleKey } = standIn()

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await sql('delete from public.content_corrections')
  await sql('delete from public.correction_attempts')
})

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/functions/v1/report-correction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

test('the function takes reports on exactly the dated pages (the ten articles, /how-it-works, /travel-insurance, the itineraries, /about-us, /our-values, the town finder), with the form length limit', () => {
  const articles = [
    ...regionIds.map((id) => paths.region(id)),
    paths.rootTourism(),
    paths.researchGuide(),
    paths.howItWorks(),
    paths.travelInsurance(),
    ...itineraryIds.map((id) => paths.itinerary(id)),
    paths.aboutUs(),
    paths.ourValues(),
    paths.findYourTown(),
  ]
  expect([...CORRECTABLE_PAGES].sort()).toEqual(articles.sort())
  expect(Object.keys(articleReviews).sort()).toEqual(articles.sort())
  expect(FUNCTION_MESSAGE_MAX).toBe(MESSAGE_MAX)
})

const report = (overrides: Record<string, unknown> = {}) => ({
  page: '/blog/marche',
  message: 'The emigration figure for 1901 looks wrong to me.',
  email: 'reader@example.com',
  website: '',
  ...overrides,
})

test('a report is stored with its page, open, and is never an inquiry', async () => {
  const { status, body } = await post(report())
  expect(status).toBe(200)
  expect(body).toMatchObject({ ok: true })
  const rows = await sql(
    'select page, message, email, status from public.content_corrections where id = $1',
    [body.id],
  )
  expect(rows).toEqual([
    {
      page: '/blog/marche',
      message: 'The emigration figure for 1901 looks wrong to me.',
      email: 'reader@example.com',
      status: 'open',
    },
  ])
  expect(await sql('select 1 from public.form_submissions')).toEqual([])
})

test('bad input is a 400 naming the field; a 10,000-character report is a clear error, not a 500', async () => {
  const long = await post(report({ message: 'x'.repeat(10_000) }))
  expect(long.status).toBe(400)
  expect(long.body).toEqual({
    error: 'invalid_request',
    fields: { message: 'Please keep it under 2,000 characters (this one has 10,000).' },
  })
  expect((await post(report({ message: ' \u0000 ' }))).body.fields).toEqual({
    message: 'Tell us what is wrong.',
  })
  expect((await post(report({ page: '/contact' }))).body.fields).toEqual({
    page: 'This page does not take corrections.',
  })
  expect((await post(report({ email: 'nope' }))).body.fields).toHaveProperty('email')
  const huge = await post(report({ message: 'é'.repeat(20_000) }))
  expect(huge.status).toBe(413)
  expect(huge.body.fields.message).toMatch(/too long/)
  expect((await post('{not json')).status).toBe(400)
  expect(await sql('select 1 from public.content_corrections')).toEqual([])
})

test('control characters are removed before storing; a filled honeypot stores nothing', async () => {
  const { body } = await post(report({ message: 'Wrong\u0007 date\r\nin line two', email: '' }))
  expect(
    await sql('select message, email from public.content_corrections where id = $1', [body.id]),
  ).toEqual([{ message: 'Wrong date\nin line two', email: null }])
  const bot = await post(report({ website: 'https://spam.example' }))
  expect(bot.status).toBe(200)
  expect(await sql('select count(*)::int as n from public.content_corrections')).toEqual([{ n: 1 }])
})

/** The handler in-process with the stand-in's database and a chosen client address (the stand-in's own route
 * sets the address to the connecting peer, as the hosted gateway does). */
async function callHandler(body: unknown, ip: string) {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/report-correction', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(body),
    }),
    { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, ALLOWED_ORIGINS: '*' },
  )
  return { status: response.status, headers: response.headers }
}

test('the rate limit answers 429 with Retry-After after five reports from one address', async () => {
  for (let index = 0; index < 5; index++)
    expect((await callHandler(report(), '203.0.113.9')).status).toBe(200)
  const sixth = await callHandler(report(), '203.0.113.9')
  expect(sixth.status).toBe(429)
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await callHandler(report(), '203.0.113.10')).status).toBe(200)
})

test('the database down is a 503 the form can explain, never a stack trace', async () => {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/report-correction', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.50' },
      body: JSON.stringify(report()),
    }),
    {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      ALLOWED_ORIGINS: '*',
    },
  )
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({ error: 'unavailable' })
})

test('anon can neither read nor write the reports; the team reads them and marks one fixed', async () => {
  const { body } = await post(report())
  const anon = createAnonClient()
  const read = await anon.from('content_corrections').select('*')
  // No grant at all for anon (ADR 095): permission denied, not merely an empty list.
  expect(read.error?.code).toBe('42501')
  const write = await anon
    .from('content_corrections')
    .insert({ page: '/blog/marche', message: 'sneaky' })
  expect(write.error?.code).toBe('42501')
  const update = await anon
    .from('content_corrections')
    .update({ status: 'fixed' })
    .eq('id', body.id)
  expect(update.error?.code).toBe('42501')
  expect((await anon.from('correction_attempts').select('*')).error?.code).toBe('42501')
  expect(await sql('select status from public.content_corrections')).toEqual([{ status: 'open' }])

  // A signed-in user who is not on the team sees nothing either.
  await createServiceClient().auth.admin.createUser({
    email: 'visitor@example.com',
    password: 'visitor-pass-7',
    email_confirm: true,
  })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-7').catch(() => null)
  if (visitor)
    expect((await visitor.from('content_corrections').select('*')).data ?? []).toEqual([])

  const team = await signUpAdmin()
  const open = await team.from('content_corrections').select('id, page, message, status')
  expect(open.data).toEqual([
    { id: body.id, page: '/blog/marche', message: report().message, status: 'open' },
  ])
  const fixed = await team
    .from('content_corrections')
    .update({ status: 'fixed' })
    .eq('id', body.id)
    .select('status, fixed_at, fixed_by')
  expect(fixed.error).toBeNull()
  expect(fixed.data?.[0]).toMatchObject({ status: 'fixed' })
  expect(fixed.data?.[0]?.fixed_at).not.toBeNull()
  expect(fixed.data?.[0]?.fixed_by).not.toBeNull()
  // The team changes the status only: not the reader's words.
  const edit = await team
    .from('content_corrections')
    .update({ message: 'edited' })
    .eq('id', body.id)
  expect(edit.error).not.toBeNull()
})

test('no client-address header: a 503 naming the cause, nothing stored (docs/decisions/194)', async () => {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/report-correction', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report()),
    }),
    { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, ALLOWED_ORIGINS: '*' },
  )
  expect(response.status).toBe(503)
  expect(await response.json()).toMatchObject({ error: 'client_address_missing' })
  expect(await sql('select count(*)::int as n from public.content_corrections')).toEqual([{ n: 0 }])
})

test('a burst of 50 reports from one address stores at most the limit', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => callHandler(report(), '203.0.113.77')),
  )
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(45)
  expect(await sql('select count(*)::int as n from public.content_corrections')).toEqual([{ n: 5 }])
})

test('IPv6 reports are limited by their /64', async () => {
  for (let index = 1; index <= 5; index++)
    expect((await callHandler(report(), `2001:db8:aa:bb::${index}`)).status).toBe(200)
  expect((await callHandler(report(), '2001:db8:aa:bb:1:2:3:4')).status).toBe(429)
  expect((await callHandler(report(), '2001:db8:aa:bc::1')).status).toBe(200)
})
