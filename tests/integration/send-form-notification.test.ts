import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/send-form-notification/handler.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  simulateMailOutage,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * The function against the stand-in's real database: through the stand-in's HTTP route (as the browser calls it)
 * and, where the environment must differ (e-mail API down), by calling the same handler with that environment.
 */
const { url, anonKey, serviceRoleKey } = standIn()

// Every test starts from the seed: no inquiries, no rate-limit attempts, no captured mail.
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const admin = () => createServiceClient()

/** The environment the stand-in gives the function, for calling the same handler in-process. */
function functionEnv(overrides: Record<string, string> = {}) {
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    RESEND_API_URL: `${url}/mail`,
    RESEND_API_KEY: 're_local_dev',
    TEAM_NOTIFICATION_EMAIL: 'team@radici.example',
    MAIL_FROM: 'Radici <hello@radici.example>',
    ALLOWED_ORIGINS: '*',
    ...overrides,
  }
}

async function callHandler(body: unknown, ip: string, env = functionEnv()) {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/send-form-notification', {
      method: 'POST',
      // The address header the hosted gateway sets (docs/decisions/081).
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(body),
    }),
    env,
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

let counter = 0
function unique(tag: string) {
  counter++
  return `${tag}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}`
}

function inquiry(overrides: Record<string, unknown> = {}) {
  const inFuture = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  return {
    regions: 'Sicily, near Agrigento',
    travelDate: inFuture,
    travelDateUnknown: false,
    tripDuration: '2-weeks',
    genealogyExpectations: 'full-family-tree',
    name: 'Maria',
    lastName: 'Russo',
    email: `${unique('lead')}@example.com`,
    phone: '+1 555 0100',
    newsletterConsent: true,
    submissionKey: crypto.randomUUID(),
    agencyId: 'sicilia-heritage',
    itineraryId: 'sicily-roots',
    website: '',
    ...overrides,
  }
}

/** POST through the stand-in, as the browser does (the stand-in sets x-forwarded-for to the peer, 127.0.0.1). */
async function post(body: unknown) {
  const response = await fetch(`${url}/functions/v1/send-form-notification`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

async function rowsFor(email: string) {
  const { data, error } = await admin().from('form_submissions').select('*').eq('email', email)
  expect(error).toBeNull()
  return data ?? []
}

async function mailsFor(email: string) {
  return (await capturedEmails()).filter((mail) => JSON.stringify(mail).includes(email))
}

test('a valid inquiry stores one mapped row and sends two e-mails', async () => {
  const body = inquiry()
  const answer = await post(body)
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    ok: true,
    id: expect.any(String),
    journeyToken: expect.any(String),
  })
  await settle()
  const rows = await rowsFor(body.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    id: answer.body.id,
    name: 'Maria Russo',
    first_name: 'Maria',
    email: body.email,
    phone: '+1 555 0100',
    planning_stage: 'dates-set',
    regions: 'Sicily, near Agrigento',
    travel_dates: body.travelDate,
    trip_duration: '2-weeks',
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    genealogy_help: 'full-family-tree',
    preferred_contact: 'email-or-phone',
    newsletter_consent: true,
    agency_id: 'sicilia-heritage',
    itinerary_id: 'sicily-roots',
    submission_key: body.submissionKey,
    status: 'active',
    notification_status: 'sent',
    notification_error: null,
    confirmation_status: 'sent',
    confirmation_error: null,
    email_retry_at: null,
  })
  const mails = await mailsFor(body.email)
  expect(mails).toHaveLength(2)
  const team = mails.find((mail) => mail.to.includes('team@radici.example'))
  const lead = mails.find((mail) => mail.to.includes(body.email))
  expect(team?.subject).toBe('New heritage journey inquiry from Maria Russo')
  expect(team?.reply_to).toEqual([body.email])
  expect(team?.text).toContain('Regions: Sicily, near Agrigento')
  expect(lead?.subject).toBe('We received your Italian heritage journey request')
  expect(lead?.from).toBe('Radici <hello@radici.example>')
})

test('user values are HTML-escaped in the e-mails', async () => {
  const body = inquiry({
    name: '<script>alert(1)</script>',
    regions: '<img src=x onerror=alert(2)>',
  })
  expect((await post(body)).status).toBe(200)
  await settle()
  expect(await mailsFor(body.email)).toHaveLength(2)
  for (const mail of await mailsFor(body.email)) {
    expect(mail.html).not.toMatch(/<script|<img/)
  }
  const team = (await mailsFor(body.email)).find((mail) => mail.to.includes('team@radici.example'))
  expect(team?.html).toContain('&lt;img src=x onerror=alert(2)&gt;')
})

test('an unknown date and no phone store exploring, "I don\'t know yet" and email', async () => {
  const body = inquiry({
    travelDate: null,
    travelDateUnknown: true,
    phone: '',
    regions: '',
    agencyId: null,
    itineraryId: null,
  })
  expect((await post(body)).status).toBe(200)
  expect((await rowsFor(body.email))[0]).toMatchObject({
    planning_stage: 'exploring',
    travel_dates: "I don't know yet",
    phone: null,
    regions: null,
    preferred_contact: 'email',
    agency_id: null,
    itinerary_id: null,
  })
})

test('the same submission key twice stores one inquiry and answers the same', async () => {
  const body = inquiry()
  const first = await post(body)
  const second = await post(body)
  expect(second.status).toBe(200)
  // The same inquiry; the private link is issued once, with the first answer (docs/decisions/150).
  const { journeyToken, ...rest } = first.body
  expect(journeyToken).toEqual(expect.any(String))
  expect(second.body).toEqual(rest)
  await settle()
  expect(await rowsFor(body.email)).toHaveLength(1)
  expect(await mailsFor(body.email)).toHaveLength(2)
})

test('two parallel attempts with one key store one inquiry', async () => {
  const body = inquiry()
  const [a, b] = await Promise.all([post(body), post(body)])
  expect([a.status, b.status]).toEqual([200, 200])
  expect(a.body.id).toBe(b.body.id)
  expect(await rowsFor(body.email)).toHaveLength(1)
})

test('the same key with a different body is a conflict', async () => {
  const body = inquiry()
  expect((await post(body)).status).toBe(200)
  const changed = await post({ ...body, regions: 'Tuscany' })
  expect(changed.status).toBe(409)
  expect(await rowsFor(body.email)).toHaveLength(1)
})

const invalid: Array<[string, Record<string, unknown>]> = [
  ['an unknown key', { admin: true }],
  ['a missing first name', { name: '' }],
  ['a too long last name', { lastName: 'x'.repeat(101) }],
  ['a malformed email', { email: 'maria@' }],
  ['an unknown duration', { tripDuration: '5-days' }],
  ['an unknown genealogy option', { genealogyExpectations: 'everything' }],
  ['a past date', { travelDate: '2020-01-01' }],
  ['a date that is not ISO', { travelDate: '05/14/2030' }],
  ['no date and not unknown', { travelDate: null }],
  ['a date and unknown', { travelDateUnknown: true }],
  ['a bad submission key', { submissionKey: 'not-a-uuid' }],
  ['a wrong type', { newsletterConsent: 'yes' }],
]

test.each(invalid)('%s is a 400 with field errors and stores nothing', async (_label, change) => {
  const body = inquiry(change)
  const answer = await post(body)
  expect(answer.status).toBe(400)
  expect(answer.body.error).toBe('invalid_request')
  expect(Object.keys(answer.body.fields as object).length).toBeGreaterThan(0)
  const { data } = await admin()
    .from('form_submissions')
    .select('id')
    .eq('submission_key', String(body.submissionKey))
  expect(data ?? []).toHaveLength(0)
})

test('a body that is not JSON is a 400', async () => {
  const response = await fetch(`${url}/functions/v1/send-form-notification`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
    },
    body: '{"name":',
  })
  expect(response.status).toBe(400)
})

test('a filled honeypot answers success and stores nothing', async () => {
  const body = inquiry({ website: 'https://spam.example' })
  const answer = await post(body)
  expect(answer.status).toBe(200)
  expect(answer.body.ok).toBe(true)
  expect(await rowsFor(body.email)).toHaveLength(0)
  expect(await mailsFor(body.email)).toHaveLength(0)
})

test('an e-mail API that is unreachable still stores the inquiry, records the try and answers success', async () => {
  const body = inquiry({ newsletterConsent: false }) // the e-mails only (newsletter-outbox.test.ts)
  // Nothing listens on port 9 (discard): the API is down.
  const answer = await callHandler(
    body,
    '10.9.9.9',
    functionEnv({ RESEND_API_URL: 'http://127.0.0.1:9' }),
  )
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    ok: true,
    id: expect.any(String),
    journeyToken: expect.any(String),
  })
  await settle()
  const rows = await rowsFor(body.email)
  expect(rows).toHaveLength(1)
  // Not given up: pending, with the next try scheduled (docs/decisions/082).
  expect(rows[0]).toMatchObject({
    id: answer.body.id,
    notification_status: 'pending',
    confirmation_status: 'pending',
    notified_at: null,
    email_claimed_until: null,
  })
  expect(Date.parse(String(rows[0]!.email_retry_at))).toBeGreaterThan(Date.now())
  expect(String(rows[0]!.notification_error)).toMatch(/unreachable/)
  expect(String(rows[0]!.notification_error)).not.toContain('re_local_dev')
  const tries = await sql<{ email: string; try: number; outcome: string }>(
    'select email, try, outcome from public.inquiry_email_tries where inquiry_id = $1 order by email',
    [answer.body.id],
  )
  expect(tries).toEqual([
    { email: 'lead', try: 1, outcome: 'failed' },
    { email: 'team', try: 1, outcome: 'failed' },
  ])
})

test('an e-mail API answering 503 through the stand-in still stores the inquiry and answers success', async () => {
  await simulateMailOutage(503)
  const body = inquiry()
  const answer = await post(body)
  expect(answer.status).toBe(200)
  await settle()
  const rows = await rowsFor(body.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ notification_status: 'pending', confirmation_status: 'pending' })
  expect(String(rows[0]!.notification_error)).toContain('503')
  expect(await mailsFor(body.email)).toHaveLength(0)
})

test('more than 5 inquiries from one IP in 10 minutes are a 429 with Retry-After', async () => {
  for (let i = 0; i < 5; i++) expect((await post(inquiry())).status).toBe(200)
  const sixth = inquiry()
  const answer = await post(sixth)
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({ error: 'rate_limited' })
  const wait = Number(answer.headers.get('retry-after'))
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(600)
  expect(await rowsFor(sixth.email)).toHaveLength(0)
  // No raw IP or e-mail is kept for the limit.
  const { data } = await admin().from('inquiry_attempts').select('*')
  expect(JSON.stringify(data)).not.toMatch(/127\.0\.0\.1|@example\.com/)
})

test('a burst from six addresses of one IPv6 /64 is limited like one address; other /64s are not (issue 44)', async () => {
  // Five inquiries (the limit), each from another address of the same /64 and for another e-mail.
  for (let index = 1; index <= 5; index++)
    expect((await callHandler(inquiry(), `2001:db8:44:64::${index}`)).status).toBe(200)
  const sixth = inquiry()
  const answer = await callHandler(sixth, '2001:db8:44:64:ffff:1:2:3')
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({ error: 'rate_limited' })
  expect(await rowsFor(sixth.email)).toHaveLength(0)
  // The neighbouring /64 (another customer's network) and an IPv4 address are their own buckets.
  expect((await callHandler(inquiry(), '2001:db8:44:65::1')).status).toBe(200)
  expect((await callHandler(inquiry(), '192.0.2.44')).status).toBe(200)
  // The attempt log holds keyed hashes only: no address, no prefix.
  const { data } = await admin().from('inquiry_attempts').select('*')
  expect(JSON.stringify(data)).not.toMatch(/2001:db8|192\.0\.2/)
})

test('more than 5 inquiries for one e-mail in 10 minutes are a 429, whatever the IP', async () => {
  const email = `${unique('busy')}@example.com`
  for (let i = 0; i < 5; i++)
    expect((await callHandler(inquiry({ email }), `10.1.0.${i}`)).status).toBe(200)
  const answer = await callHandler(inquiry({ email: email.toUpperCase() }), '10.1.0.99')
  expect(answer.status).toBe(429)
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
  // Another e-mail from a fresh IP still goes through.
  expect((await callHandler(inquiry(), '10.1.0.100')).status).toBe(200)
})

test('a replay of a stored inquiry is not counted against the limit', async () => {
  const body = inquiry()
  for (let i = 0; i < 6; i++) expect((await post(body)).status).toBe(200)
  expect(await rowsFor(body.email)).toHaveLength(1)
})

test('a preflight from an allowed origin is answered with CORS headers', async () => {
  const response = await fetch(`${url}/functions/v1/send-form-notification`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:4241',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey, authorization, content-type',
    },
  })
  expect(response.status).toBeLessThan(300)
  expect(response.headers.get('access-control-allow-origin')).toBeTruthy()
  expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/)
})

test('a browser origin outside ALLOWED_ORIGINS is refused', async () => {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/send-form-notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(inquiry()),
    }),
    functionEnv({ ALLOWED_ORIGINS: 'https://radici.example' }),
  )
  expect(response.status).toBe(403)
  expect(response.headers.get('access-control-allow-origin')).toBeNull()
})

test('a database failure answers server_error without details', async () => {
  const answer = await callHandler(
    inquiry(),
    '10.2.0.1',
    functionEnv({ SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' }),
  )
  expect(answer.status).toBe(500)
  expect(answer.body).toEqual({ error: 'server_error' })
})

test('the anon role cannot read inquiries or rate-limit attempts', async () => {
  await post(inquiry())
  const anon = createAnonClient()
  const submissions = await anon.from('form_submissions').select('id')
  expect(submissions.data ?? []).toHaveLength(0)
  const attempts = await anon.from('inquiry_attempts').select('id')
  expect(attempts.data ?? []).toHaveLength(0)
})
