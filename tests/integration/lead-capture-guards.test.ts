import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/send-form-notification/handler.ts'
import { callHandler, functionEnv, inquiry, post, unique } from './inquiry-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  resetStandIn,
  runRetryJob,
  settle,
  simulateMailOutage,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * Issue 12's defects, each shown fixed against the stand-in's database (PGlite in `integration`, a real
 * PostgreSQL server in `integration-pg`, where the parallel tests race for real).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

async function rowsFor(email: string) {
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .select('*')
    .eq('email', email)
  expect(error).toBeNull()
  return data ?? []
}

async function attemptCount(): Promise<number> {
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.inquiry_attempts')
  return row?.n ?? -1
}

// 1. Text the database cannot store
test('NUL, lone surrogates and control characters are cleaned before validation, and the lead is stored', async () => {
  const body = inquiry({
    name: 'Ma\u0000ria\r\n',
    lastName: 'Ru\uD800sso',
    regions: 'Molise\r\nCampobasso\u0000\u0007\tand Isernia \uDC00',
    phone: '+1 555\u0000 0100',
  })
  const answer = await post(body)
  expect(answer.status).toBe(200)
  const rows = await rowsFor(body.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    id: answer.body.id,
    name: 'Maria Ru\uFFFDsso',
    first_name: 'Maria',
    regions: 'Molise\nCampobasso\tand Isernia \uFFFD',
    phone: '+1 555 0100',
  })
})

test('text is stored in Unicode normalisation form C', async () => {
  const body = inquiry({ name: 'Nicol\u0061\u0300', lastName: 'Cer\u0065\u0301' })
  expect((await post(body)).status).toBe(200)
  expect((await rowsFor(body.email))[0]).toMatchObject({ name: 'Nicol\u00E0 Cer\u00E9' })
})

test('an e-mail address holding NUL is a 400 naming the field, and records nothing', async () => {
  const body = inquiry({ email: `${unique('nul')}@example.com\u0000` })
  const answer = await post(body)
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({
    error: 'invalid_request',
    fields: { email: expect.any(String) },
  })
  expect(await attemptCount()).toBe(0)
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from public.form_submissions where submission_key = $1',
    [body.submissionKey],
  )
  expect(row?.n).toBe(0)
})

test('a name that is only control characters is a 400 for that field', async () => {
  const answer = await post(inquiry({ name: '\u0000\u0001\r\n' }))
  expect(answer.status).toBe(400)
  expect(Object.keys(answer.body.fields as object)).toEqual(['name'])
})

// 2. The honeypot
test.each([
  ['an object with toString null', { toString: null }],
  ['a number', 42],
  ['an array', ['x']],
  ['true', true],
])('a honeypot holding %s is a 400, never a 500, and stores nothing', async (_label, website) => {
  const body = inquiry({ website })
  const answer = await post(body)
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ fields: { website: expect.any(String) } })
  expect(await rowsFor(body.email)).toHaveLength(0)
})

// 4. Content type
test.each([
  ['text/plain', 'text/plain;charset=UTF-8'],
  ['form data', 'application/x-www-form-urlencoded'],
  ['no content type', ''],
])('a body sent as %s is a 415', async (_label, type) => {
  const body = inquiry()
  const { url, anonKey } = standIn()
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  if (type) headers['Content-Type'] = type
  const response = await fetch(`${url}/functions/v1/send-form-notification`, {
    method: 'POST',
    headers,
    body: new Blob([JSON.stringify(body)]),
  })
  expect(response.status).toBe(415)
  expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' })
  expect(await rowsFor(body.email)).toHaveLength(0)
})

test('application/json with a charset is accepted', async () => {
  const answer = await post(inquiry(), { 'Content-Type': 'application/json; charset=utf-8' })
  expect(answer.status).toBe(200)
})

// 4. E-mail headers
test('CR/LF and control characters in a name never reach the e-mails\u2019 subject, names or reply-to', async () => {
  const body = inquiry({
    name: 'Maria\r\nBcc: victim@example.org',
    lastName: 'Russo\u0085\u2028X-Spam: 1',
  })
  expect((await post(body)).status).toBe(200)
  await settle()
  const mails = (await capturedEmails()).filter((mail) => JSON.stringify(mail).includes(body.email))
  expect(mails).toHaveLength(2)
  for (const mail of mails) {
    for (const header of [mail.subject, mail.from, ...mail.to, ...mail.reply_to]) {
      expect(header).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
    }
  }
  const team = mails.find((mail) => mail.to.includes('team@radici.example'))
  expect(team?.subject).toBe(
    'New heritage journey inquiry from Maria Bcc: victim@example.org Russo X-Spam: 1',
  )
})

// 3. The client address
test('forged forwarded-for entries do not move a client to a new bucket', async () => {
  for (let i = 0; i < 5; i++) {
    const forged = {
      'X-Forwarded-For': `10.77.0.${i}`,
      'CF-Connecting-IP': `10.78.0.${i}`,
      'X-Real-IP': `10.79.0.${i}`,
    }
    expect((await post(inquiry(), forged)).status).toBe(200)
  }
  const sixth = await post(inquiry(), {
    'X-Forwarded-For': '10.77.0.99',
    'CF-Connecting-IP': '10.78.0.99',
  })
  expect(sixth.status).toBe(429)
})

test('without the trusted address header there is no per-address limit, but the per-e-mail limit holds', async () => {
  for (let i = 0; i < 7; i++) expect((await callHandler(inquiry())).status).toBe(200)
  const email = `${unique('same')}@example.com`
  for (let i = 0; i < 5; i++) expect((await callHandler(inquiry({ email }))).status).toBe(200)
  expect((await callHandler(inquiry({ email }))).status).toBe(429)
  // A forged x-forwarded-for is not an address source by default either.
  expect(
    (await callHandler(inquiry({ email }), { headers: { 'x-forwarded-for': '10.3.3.3' } })).status,
  ).toBe(429)
})

test('CLIENT_IP_HEADER=x-forwarded-for trusts only the entry the last proxy appended', async () => {
  const env = functionEnv({ CLIENT_IP_HEADER: 'x-forwarded-for' })
  for (let i = 0; i < 5; i++) {
    const headers = { 'x-forwarded-for': `10.9.0.${i}, 203.0.113.7` }
    expect((await callHandler(inquiry(), { headers, env })).status).toBe(200)
  }
  const headers = { 'x-forwarded-for': '10.9.0.99, 203.0.113.7' }
  expect((await callHandler(inquiry(), { headers, env })).status).toBe(429)
  expect(
    (await callHandler(inquiry(), { headers: { 'x-forwarded-for': '203.0.113.8' }, env })).status,
  ).toBe(200)
})

// 3. Atomic limits (the races are real on the PostgreSQL lane)
test('20 parallel requests from one address store exactly the limit', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => post(inquiry())))
  const statuses = answers.map((answer) => answer.status).sort()
  expect(statuses.filter((status) => status === 200)).toHaveLength(5)
  expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.form_submissions')
  expect(row?.n).toBe(5)
  expect(await attemptCount()).toBe(5)
})

test('parallel requests with one submission key store one row and count one attempt', async () => {
  const body = inquiry()
  const answers = await Promise.all(Array.from({ length: 12 }, () => post(body)))
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))
  expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
  expect(await rowsFor(body.email)).toHaveLength(1)
  expect(await attemptCount()).toBe(1)
})

test('parallel keys and replays from many addresses: every stored key once, one attempt each', async () => {
  const bodies = Array.from({ length: 8 }, () => inquiry())
  const calls = bodies.flatMap((body, index) =>
    [0, 1, 2].map(() => callHandler(body, { headers: { 'cf-connecting-ip': `10.20.${index}.1` } })),
  )
  const answers = await Promise.all(calls)
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.form_submissions')
  expect(row?.n).toBe(8)
  expect(await attemptCount()).toBe(8)
})

// 5. Answer first, then send, and retry until sent
test('with the e-mail API down then up, the retry job sends the failed e-mails and records them as sent', async () => {
  await simulateMailOutage(503)
  const body = inquiry({ newsletterConsent: false }) // the e-mails only (newsletter-outbox.test.ts)
  const answer = await post(body)
  expect(answer.status).toBe(200)
  await settle()
  expect((await rowsFor(body.email))[0]).toMatchObject({
    notification_status: 'pending',
    confirmation_status: 'pending',
  })
  // Not due yet: the job leaves it alone.
  expect(await runRetryJob()).toMatchObject({ inquiries: 0 })

  await simulateMailOutage(null)
  await sql('update public.form_submissions set email_retry_at = now() where id = $1', [
    answer.body.id,
  ])
  expect(await runRetryJob()).toEqual({ ok: true, inquiries: 1, sent: 2, failed: 0 })

  const [row] = await rowsFor(body.email)
  expect(row).toMatchObject({
    notification_status: 'sent',
    confirmation_status: 'sent',
    notification_error: null,
    confirmation_error: null,
    email_retry_at: null,
    email_claimed_until: null,
  })
  expect(row?.notified_at).not.toBeNull()
  const tries = await sql<{ email: string; try: number; outcome: string }>(
    'select email, try, outcome from public.inquiry_email_tries where inquiry_id = $1 order by email, try',
    [answer.body.id],
  )
  expect(tries).toEqual([
    { email: 'lead', try: 1, outcome: 'failed' },
    { email: 'lead', try: 2, outcome: 'sent' },
    { email: 'team', try: 1, outcome: 'failed' },
    { email: 'team', try: 2, outcome: 'sent' },
  ])
  const mails = (await capturedEmails()).filter((mail) => JSON.stringify(mail).includes(body.email))
  expect(mails).toHaveLength(2)
  expect(mails.find((mail) => mail.to.includes(body.email))?.text).toContain('Dear Maria,')
})

test('only the e-mail that failed is retried', async () => {
  const body = inquiry()
  const answer = await post(body)
  await settle()
  await sql(
    `update public.form_submissions set notification_status = 'pending', email_retry_at = now() where id = $1`,
    [answer.body.id],
  )
  expect(await runRetryJob()).toEqual({ ok: true, inquiries: 1, sent: 1, failed: 0 })
  const mails = (await capturedEmails()).filter((mail) => JSON.stringify(mail).includes(body.email))
  expect(mails.filter((mail) => mail.to.includes(body.email))).toHaveLength(1)
})

test('after the last try an e-mail is failed for good, and the job stops trying', async () => {
  const env = functionEnv({
    RESEND_API_URL: 'http://127.0.0.1:9',
    EMAIL_MAX_TRIES: '3',
    EMAIL_RETRY_BASE_SECONDS: '0',
  })
  const body = inquiry({ newsletterConsent: false }) // the e-mails only
  const answer = await callHandler(body, { env })
  expect(answer.status).toBe(200)
  await settle()
  const retry = () =>
    handleRequest(
      new Request('http://127.0.0.1/functions/v1/send-form-notification/retry', {
        method: 'POST',
        headers: { Authorization: `Bearer ${standIn().serviceRoleKey}` },
      }),
      env,
    ).then((response) => response.json() as Promise<Record<string, number>>)
  expect(await retry()).toMatchObject({ inquiries: 2, failed: 4 })
  const [row] = await rowsFor(body.email)
  expect(row).toMatchObject({
    notification_status: 'failed',
    confirmation_status: 'failed',
    email_retry_at: null,
  })
  expect(String(row?.notification_error)).toMatch(/unreachable/)
  const [count] = await sql<{ n: number }>(
    'select count(*)::int as n from public.inquiry_email_tries where inquiry_id = $1',
    [answer.body.id],
  )
  expect(count?.n).toBe(6)
  expect(await retry()).toMatchObject({ inquiries: 0 })
})

test('the retry job needs the retry secret or the service role key', async () => {
  const { url, anonKey } = standIn()
  for (const authorization of [undefined, `Bearer ${anonKey}`, 'Bearer not-the-secret-at-all']) {
    const response = await fetch(`${url}/functions/v1/send-form-notification/retry`, {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    })
    expect(response.status).toBe(401)
  }
  const env = functionEnv({ NOTIFICATION_RETRY_SECRET: 'a-long-random-retry-secret' })
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/send-form-notification/retry', {
      method: 'POST',
      headers: { Authorization: 'Bearer a-long-random-retry-secret' },
    }),
    env,
  )
  expect(response.status).toBe(200)
})

test('the browser roles cannot call the submission functions or read the e-mail tries', async () => {
  const anon = createAnonClient()
  const submit = await anon.rpc('submit_inquiry', {
    submission: {},
    request_digest: 'x',
    ip_key: null,
    email_key: 'x',
    max_attempts: 5,
    window_seconds: 600,
    claim_seconds: 0,
  })
  expect(submit.error?.code).toBe('42501')
  const claim = await anon.rpc('claim_inquiry_emails', { batch_size: 10, claim_seconds: 60 })
  expect(claim.error?.code).toBe('42501')
  const tries = await anon.from('inquiry_email_tries').select('id')
  expect(tries.data ?? []).toHaveLength(0)
})
