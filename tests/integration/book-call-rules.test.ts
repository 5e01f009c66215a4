import { beforeEach, describe, expect, test } from 'vitest'
import { NOTIFICATION_RETRY_SECRET } from '../../supabase-local/keys.ts'
import { book } from '../../supabase/functions/book-call/changes.ts'
import { handleRequest } from '../../supabase/functions/book-call/handler.ts'
import { loadContext, type ServiceClient } from '../../supabase/functions/book-call/store.ts'
import { view } from '../../supabase/functions/book-call/views.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { journeyWithEnv, submittedInquiry } from './journey-fixtures.ts'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  signUpAdmin,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * What issue 24 left to the second pass (docs/decisions/162, docs/product/booking.md): the database's own booking
 * rules (PGlite here, PostgreSQL in the integration-pg lane), book-call's rate limits, the reminders' sentence on
 * how to move or cancel without a stored token, and the one query behind the cards' 'Call done: record the
 * outcome'.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

interface Answer {
  status: number
  headers: Headers
  // The function's JSON, read loosely: each test asserts the parts it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} }
}

/** Through the stand-in's gateway, as the booking page calls it (the stand-in's default limits). */
async function call(body: unknown): Promise<Answer> {
  const { url, anonKey } = standIn()
  return read(
    await fetch(`${url}/functions/v1/book-call`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify(body),
    }),
  )
}

/** The handler in this process with a changed environment (lower limits), from a given address. */
async function callWithEnv(env: Record<string, string>, ip: string, body: unknown | string) {
  return read(
    await handleRequest(
      new Request('http://127.0.0.1/functions/v1/book-call', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      {
        ...functionEnv(),
        RATE_LIMIT_SECRET: 'test-secret',
        SITE_URL: 'http://localhost:8080',
        ...env,
      },
    ),
  )
}

function offByOne(token: string): string {
  return token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
}

type Day = { date: string; slots: { start: string; end: string }[] }

async function days(token: string, zone = 'America/New_York'): Promise<Day[]> {
  const answer = await call({ action: 'slots', token, time_zone: zone })
  expect(answer.status).toBe(200)
  return answer.body.days as Day[]
}

/** An inquiry stored directly (no link, no e-mail): a target for direct inserts. */
async function storedInquiry(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration,
       genealogy_help, preferred_contact, submission_key)
     values ('Rule Family', 'rules-' || gen_random_uuid() || '@example.com', 'exploring', 'I don''t know yet',
             '2-weeks', 'need-guidance', 'email', gen_random_uuid())
     returning id`,
  )
  return row!.id
}

/** A direct insert into public.calls, `startHours` from now, as the family unless said otherwise. */
function insertCall(
  inquiryId: string,
  options: { startHours: number; minutes?: number; gap?: number; by?: 'family' | 'team' },
) {
  const { startHours, minutes = 30, gap = 15, by = 'family' } = options
  return sql(
    `insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until, idempotency_key,
       family_time_zone, previous_lead_status, booked_by)
     select gen_random_uuid(), $1, 'marco@radici.example', s, s + make_interval(mins => $3::int),
            s + make_interval(mins => $3::int + $4::int), 'rules-' || gen_random_uuid(), 'UTC', 'new', $5
       from (select date_trunc('minute', now()) + make_interval(hours => $2::int) as s) t`,
    [inquiryId, startHours, minutes, gap, by],
  )
}

const refused = (rule: string) => new RegExp(`"code":"23514".*"message":"${rule}"`)

describe('the database refuses a call that breaks the booking rules (ADR 162)', () => {
  test('a call of another length than the settings’, the team’s too', async () => {
    const inquiry = await storedInquiry()
    await expect(insertCall(inquiry, { startHours: 72, minutes: 45 })).rejects.toThrow(
      refused('call_length'),
    )
    await expect(insertCall(inquiry, { startHours: 72, minutes: 20, by: 'team' })).rejects.toThrow(
      refused('call_length'),
    )
    expect(await sql('select id from public.calls')).toEqual([])
  })

  test('a call that keeps less than the gap free after itself', async () => {
    const inquiry = await storedInquiry()
    await expect(insertCall(inquiry, { startHours: 72, gap: 5 })).rejects.toThrow(
      refused('call_gap'),
    )
  })

  test('a family booking inside the minimum notice, or past the window’s end', async () => {
    const inquiry = await storedInquiry()
    await expect(insertCall(inquiry, { startHours: 1 })).rejects.toThrow(refused('call_too_soon'))
    await expect(insertCall(inquiry, { startHours: -48 })).rejects.toThrow(refused('call_too_soon'))
    await expect(insertCall(inquiry, { startHours: 30 * 24 + 1 })).rejects.toThrow(
      refused('call_too_far'),
    )
    // Inside the rules the same insert is accepted (the refusals above are the rules, not the insert).
    await insertCall(inquiry, { startHours: 72 })
    expect(await sql('select id from public.calls')).toHaveLength(1)
  })

  test('a family’s move to a time too soon is refused; the team records a past call; a cancel always goes through', async () => {
    const inquiry = await storedInquiry()
    await insertCall(inquiry, { startHours: 72 })
    await expect(
      sql(
        `update public.calls set starts_at = now() + interval '2 hours', ends_at = now() + interval '150 minutes',
           blocked_until = now() + interval '165 minutes', changed_by = 'family'`,
      ),
    ).rejects.toThrow(refused('call_too_soon'))
    await sql(`update public.calls set status = 'cancelled', cancelled_at = now()`)
    const other = await storedInquiry()
    await insertCall(other, { startHours: -48, by: 'team' })
    // A call whose time has come inside the notice is still cancelled (the times do not change).
    await sql(`update public.calls set status = 'cancelled' where inquiry_id = $1`, [other])
    expect(
      (await sql<{ status: string }>('select status from public.calls')).map((row) => row.status),
    ).toEqual(['cancelled', 'cancelled'])
  })

  test('the function answers the database’s refusal as a clear 400 or 409, and nothing is half-booked', async () => {
    const { id, token } = await submittedInquiry()
    expect((await call({ action: 'slots', token, time_zone: 'UTC' })).status).toBe(200)
    const db = createServiceClient() as unknown as ServiceClient
    const env = functionEnv()
    const respond = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status })
    const now = Date.now()
    const base = { action: 'book' as const, token, time_zone: 'UTC' }

    // The function's settings are stale (a 60-day window): its own check passes, the database's refuses.
    const stale = await loadContext(db, id, now)
    stale.settings = { ...stale.settings, window_days: 60 }
    const far = view(stale, 'UTC', now, null)
      .days.flatMap((day) => day.slots)
      .find((slot) => Date.parse(slot.start) > now + 31 * 86_400_000)!
    const tooFar = await read(
      await book(
        db,
        env,
        stale,
        { ...base, start: Date.parse(far.start), idempotency_key: crypto.randomUUID() },
        now,
        undefined,
        respond,
      ),
    )
    expect(tooFar.status).toBe(400)
    expect(tooFar.body.fields.start).toBe('Calls are booked at most 30 days ahead.')

    // A 60-minute call when the settings say 30: a 409 with fresh (30-minute) times.
    const longer = await loadContext(db, id, now)
    longer.settings = { ...longer.settings, call_minutes: 60 }
    const slot = view(longer, 'UTC', now, null).days[1]!.slots[0]!
    const tooLong = await read(
      await book(
        db,
        env,
        longer,
        { ...base, start: Date.parse(slot.start), idempotency_key: crypto.randomUUID() },
        now,
        undefined,
        respond,
      ),
    )
    expect(tooLong.status).toBe(409)
    expect(tooLong.body.error).toBe('slot_unavailable')
    expect(tooLong.body.message).toMatch(/A call lasts 30 minutes/)
    const fresh = tooLong.body.days[0].slots[0]
    expect(Date.parse(fresh.end) - Date.parse(fresh.start)).toBe(30 * 60_000)

    expect(await sql('select id from public.calls')).toEqual([])
    expect(await sql('select id from public.call_emails')).toEqual([])
    const [row] = await sql<{ lead_status: string }>(
      'select lead_status from public.form_submissions where id = $1',
      [id],
    )
    expect(row!.lead_status).toBe('new')
  })
})

describe('book-call’s rate limits', () => {
  test('per link: the next request waits, with Retry-After and a message', async () => {
    const { token } = await submittedInquiry()
    const env = { BOOK_CALL_LINK_MAX: '3' }
    const slots = { action: 'slots', token, time_zone: 'Europe/Rome' }
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3'])
      expect((await callWithEnv(env, ip, slots)).status).toBe(200)
    const limited = await callWithEnv(env, '10.3.0.4', slots)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many requests: please try again in (a minute|\d+ minutes)\.$/,
      ),
    })
    // Another family's link is not limited by it.
    const other = await submittedInquiry()
    expect((await callWithEnv(env, '10.3.0.4', { ...slots, token: other.token })).status).toBe(200)
  })

  test('per address: every request counts, a bad one too', async () => {
    const { token } = await submittedInquiry()
    const env = { BOOK_CALL_IP_MAX: '4' }
    const slots = { action: 'slots', token, time_zone: 'Europe/Rome' }
    for (let index = 0; index < 3; index++)
      expect((await callWithEnv(env, '10.4.0.1', slots)).status).toBe(200)
    expect((await callWithEnv(env, '10.4.0.1', 'not json')).status).toBe(400)
    expect((await callWithEnv(env, '10.4.0.1', slots)).status).toBe(429)
    expect((await callWithEnv(env, '10.4.0.2', slots)).status).toBe(200)
    // The log holds HMACs only: neither the address nor the link.
    const keys = await sql<{ key_hash: string }>('select key_hash from public.journey_attempts')
    expect(keys.length).toBeGreaterThan(0)
    expect(JSON.stringify(keys)).not.toMatch(/10\.4\.0|book-call/)
    expect(JSON.stringify(keys)).not.toContain(token)
  })

  test('wrong links stop the address, on book-call and on the journey page alike', async () => {
    const { token } = await submittedInquiry()
    const env = { BOOK_CALL_MISS_MAX: '2' }
    const wrong = { action: 'slots', token: offByOne(token), time_zone: 'Europe/Rome' }
    expect((await callWithEnv(env, '10.5.0.9', wrong)).status).toBe(404)
    expect((await callWithEnv(env, '10.5.0.9', wrong)).status).toBe(404)
    const good = { action: 'slots', token, time_zone: 'Europe/Rome' }
    expect((await callWithEnv(env, '10.5.0.9', good)).status).toBe(429)
    expect((await callWithEnv(env, '10.5.0.8', good)).status).toBe(200)
    expect(
      (await journeyWithEnv({ JOURNEY_MISS_MAX: '2' }, 'GET', '/story', { token, ip: '10.5.0.9' }))
        .status,
    ).toBe(429)
  })
})

describe('the e-mails point the family somewhere that works, without the token stored', () => {
  async function mailsTo(address: string) {
    await settle()
    const response = await fetch(`${standIn().url}/mail/emails`)
    const { data } = (await response.json()) as {
      data: { to: string[]; subject: string; text: string; html: string }[]
    }
    return data.filter((mail) => mail.to.includes(address))
  }

  test('the reminder: the meeting link, the time in the family’s zone and Rome’s, how to move or cancel', async () => {
    const { token, email } = await submittedInquiry()
    const start = (await days(token))[3]!.slots[0]!.start
    const booked = await call({
      action: 'book',
      token,
      time_zone: 'America/New_York',
      start,
      idempotency_key: crypto.randomUUID(),
    })
    expect(booked.status).toBe(200)
    // Right after the booking, the family's own link.
    const confirmation = (await mailsTo(email)).find((mail) =>
      mail.subject.startsWith('Your Radici call is booked'),
    )
    const direct =
      /To move or cancel your call, open your private booking link: (\S+)\/book\/(\S+)/.exec(
        confirmation!.text,
      )
    expect(direct?.[2]).toBe(token)
    // The site's origin (SITE_URL, else config.toml's site_url).
    const site = direct![1]!
    // The queued reminders hold a placeholder, never the token.
    expect(
      await sql(`select id from public.call_emails where message::text like '%' || $1 || '%'`, [
        token,
      ]),
    ).toEqual([])

    await sql(
      `update public.call_emails set due_at = now() - interval '1 minute' where kind = 'reminder_24h'`,
    )
    const job = await fetch(`${standIn().url}/functions/v1/book-call/retry`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${NOTIFICATION_RETRY_SECRET}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    expect(job.status).toBe(200)
    const reminders = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reminder'))
    expect(reminders).toHaveLength(1)
    const text = reminders[0]!.text
    expect(text).toMatch(/Join the call: https:\/\/meet\.radici\.example\/\S+/)
    const instant = Date.parse(start)
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(instant)
    const rome = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant)
    expect(text).toContain(`${newYork} (New York time; ${rome} in Rome)`)
    expect(text).toContain(
      `To move or cancel your call, use the link in your booking e-mail, or open ${site}/journey ('Send me my link again') and enter this e-mail address: we will e-mail you a fresh private link to your journey page, where 'Book or change your call' lets you choose another time or cancel the call.`,
    )
    expect(text).not.toContain('{{')
    expect(text).not.toContain(token)
    expect(reminders[0]!.html).toContain('&#39;Send me my link again&#39;')
  })

  test('a cancel by the team tells the family how to book again', async () => {
    const giulia = await signUpAdmin('giulia@radici.example')
    const { token, email } = await submittedInquiry()
    const start = (await days(token))[2]!.slots[0]!.start
    const booked = await call({
      action: 'book',
      token,
      time_zone: 'Europe/Rome',
      start,
      idempotency_key: crypto.randomUUID(),
    })
    const session = (await giulia.auth.getSession()).data.session!
    const { url, anonKey } = standIn()
    const cancelled = await fetch(`${url}/functions/v1/book-call`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: anonKey,
        Authorization: `Bearer ${session.access_token}`,
      },
      body: JSON.stringify({ action: 'team_cancel', call_id: booked.body.call.id }),
    })
    expect(cancelled.status).toBe(200)
    const mail = (await mailsTo(email)).find((message) => message.subject.includes('cancelled'))
    expect(mail!.text).toMatch(
      /To book another time, use the link in your booking e-mail, or open http:\/\/\S+\/journey \('Send me my link again'\) and enter this e-mail address/,
    )
  })
})

describe('calls awaiting their outcome: one query for the list', () => {
  test('an ended call without a note since is listed for the team, not for anon; a note after it ends it (a note before it: lib/call-outcome.test.ts)', async () => {
    const giulia = await signUpAdmin('giulia@radici.example')
    const ended = await storedInquiry()
    const upcoming = await storedInquiry()
    await insertCall(ended, { startHours: -48, by: 'team' })
    await insertCall(upcoming, { startHours: 72 })
    const listed = await giulia.rpc('calls_awaiting_outcome')
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual([
      expect.objectContaining({
        inquiry_id: ended,
        member_email: 'marco@radici.example',
        owner_id: null,
        last_note_at: null,
      }),
    ])
    const anon = await createAnonClient().rpc('calls_awaiting_outcome')
    expect(anon.error).not.toBeNull()

    const note = await giulia
      .from('inquiry_notes')
      .insert({ submission_id: ended, body: 'Call done: they travel in May.' })
    expect(note.error).toBeNull()
    expect((await giulia.rpc('calls_awaiting_outcome')).data).toEqual([])
  })
})

test('without SITE_URL nothing is booked or sent (no localhost link in a family e-mail); slots still load', async () => {
  const { id, token } = await submittedInquiry()
  const env = { SITE_URL: '' }
  const slots = await callWithEnv(env, '10.9.8.1', { action: 'slots', token, time_zone: 'UTC' })
  expect(slots.status).toBe(200)
  const start = (slots.body.days as Day[]).find((day) => day.slots.length)!.slots[0]!.start
  const refused = await callWithEnv(env, '10.9.8.1', {
    action: 'book',
    token,
    time_zone: 'UTC',
    start,
    idempotency_key: crypto.randomUUID(),
  })
  expect(refused.status).toBe(503)
  expect(refused.body).toEqual({ error: 'server_misconfigured' })
  expect(await sql('select id from public.calls where inquiry_id = $1', [id])).toEqual([])
})

test("book_call: a key used by another inquiry is a conflict, never that inquiry's call", async () => {
  const first = await submittedInquiry()
  const other = await submittedInquiry()
  const start = (
    (await callWithEnv({}, '10.9.8.2', { action: 'slots', token: first.token, time_zone: 'UTC' }))
      .body.days as Day[]
  ).find((day) => day.slots.length)!.slots[0]!.start
  const key = crypto.randomUUID()
  const booked = await callWithEnv({}, '10.9.8.2', {
    action: 'book',
    token: first.token,
    time_zone: 'UTC',
    start,
    idempotency_key: key,
  })
  expect(booked.status).toBe(200)
  // The other family's request with that key is a conflict, never the first family's call.
  const replay = await callWithEnv({}, '10.9.8.3', {
    action: 'book',
    token: other.token,
    time_zone: 'UTC',
    start,
    idempotency_key: key,
  })
  expect(replay.status).toBe(409)
  expect(JSON.stringify(replay.body)).not.toContain(first.id)
})

test('book_call race: a key committed by another inquiry while this one waited for its lock is a conflict', async () => {
  // On PostgreSQL (integration-pg) the two statements run at once: the first locks the second family's inquiry,
  // books the first family's call with key K, and holds both for a moment; the second call (the second family,
  // same key) misses K before the lock and finds it after. On PGlite they run one after the other.
  const first = await submittedInquiry()
  const second = await submittedInquiry()
  const key = `race-${crypto.randomUUID()}`
  const [settings] = await sql<{ call: number; buffer: number }>(
    'select call_minutes as call, buffer_minutes as buffer from public.booking_settings',
  )
  const start = Date.now() + 40 * 86_400_000
  const call = (inquiry: string) =>
    JSON.stringify({
      id: crypto.randomUUID(),
      inquiry_id: inquiry,
      member_email: 'race@radici.example',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + settings!.call * 60_000).toISOString(),
      blocked_until: new Date(start + (settings!.call + settings!.buffer) * 60_000).toISOString(),
      idempotency_key: key,
      family_time_zone: 'UTC',
      meeting_url: null,
      booked_by: 'team',
    })
  const holder = sql(
    `select public.book_call($1::jsonb, '[]'::jsonb) ->> 'outcome' as outcome, pg_sleep(1.5)
       from (select id from public.form_submissions where id = $2::uuid for update) locked`,
    [call(first.id), second.id],
  )
  await new Promise((done) => setTimeout(done, 300))
  const [waiter] = await sql<{ answer: { outcome: string; call?: unknown } }>(
    `select public.book_call($1::jsonb, '[]'::jsonb) as answer`,
    [call(second.id)],
  )
  expect((await holder)[0]).toMatchObject({ outcome: 'booked' })
  expect(waiter!.answer.outcome).toBe('key_conflict')
  expect(waiter!.answer.call).toBeUndefined()
})
