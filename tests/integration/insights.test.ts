import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, test } from 'vitest'
import { handleRequest as countHandler } from '../../supabase/functions/count-events/handler.ts'
import {
  PAGE_EVENTS as FUNCTION_EVENTS,
  SERVER_EVENTS as FUNCTION_SERVER_EVENTS,
  STATIC_PAGES as FUNCTION_PAGES,
} from '../../supabase/functions/_shared/counted-events.ts'
import { getInquirySource } from '@/features/admin/leads/api/get-inquiry-source'
import { getInsights } from '@/features/insights/api/get-insights'
import {
  PAGE_EVENTS as SITE_EVENTS,
  SERVER_EVENTS,
  STATIC_PAGES as SITE_PAGES,
} from '@/lib/visit/counted-events'
import { functionEnv, inquiry, post } from './inquiry-fixtures'
import {
  createAnonClient,
  createServiceClient,
  createUserInDatabase,
  resetStandIn,
  signUpAdmin,
  signedInClient,
  sql,
  standIn,
} from './stand-in'

/**
 * Issue 23 against the real function, policies and SQL: counts are written only through count-events (known
 * events and pages, a 400 otherwise with nothing stored, a rate limit), nothing identifying is stored, lead
 * sources travel with an inquiry, and the insights give exact numbers on a fixture with known answers, to
 * admins only.
 */
let admin: SupabaseClient
let stranger: SupabaseClient
let anon: SupabaseClient

beforeEach(async () => {
  await resetStandIn()
  admin = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
  await createUserInDatabase({
    email: 'eve@example.com',
    password: 'eve-password',
    fullName: 'Eve',
  })
  stranger = await signedInClient('eve@example.com', 'eve-password')
  anon = createAnonClient()
})

/** As navigator.sendBeacon sends it: a text/plain body, no key, no JWT, through the stand-in's gateway. */
async function beacon(body: unknown, contentType = 'text/plain;charset=UTF-8') {
  return fetch(`${standIn().url}/functions/v1/count-events`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: 'http://localhost:4173' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function storedCounts() {
  return sql<{ day: string; page: string; event: string; source: string; count: string }>(
    `select day::text, page, event, source, count::text from public.page_event_counts order by page, event, source`,
  )
}

const today = () => new Date().toISOString().slice(0, 10)

describe('count-events', () => {
  test('a beacon batch is added up per day, page, event and source', async () => {
    const first = await beacon({
      events: [
        { page: '/blog/sicily', event: 'visit' },
        { page: '/blog/sicily', event: 'visit' },
        { page: '/contact', event: 'wizard_opened', source: 'newsletter' },
      ],
    })
    expect(first.status).toBe(204)
    expect((await beacon({ events: [{ page: '/blog/sicily', event: 'visit' }] })).status).toBe(204)
    expect(await storedCounts()).toEqual([
      { day: today(), page: '/blog/sicily', event: 'visit', source: '', count: '3' },
      { day: today(), page: '/contact', event: 'wizard_opened', source: 'newsletter', count: '1' },
    ])
  })

  test.each([
    ['an unknown event', { events: [{ page: '/', event: 'scrolled' }] }, 'events.0.event'],
    // Counted by the database only (ADR 174): a browser cannot add a story or a call.
    ['a server event', { events: [{ page: '/contact', event: 'call_booked' }] }, 'events.0.event'],
    [
      'a server event on its page',
      { events: [{ page: '/journey', event: 'story_started' }] },
      'events.0.event',
    ],
    ['an unknown page', { events: [{ page: '/admin', event: 'visit' }] }, 'events.0.page'],
    [
      'a page with a query',
      { events: [{ page: '/blog/sicily?x=1', event: 'visit' }] },
      'events.0.page',
    ],
    ['an extra key', { events: [{ page: '/', event: 'visit', ip: '1.2.3.4' }] }, 'events.0'],
    ['an extra top-level key', { events: [{ page: '/', event: 'visit' }], visitor: 'abc' }, '_'],
    [
      'a bad source',
      { events: [{ page: '/', event: 'visit', source: 'Bad Source!' }] },
      'events.0.source',
    ],
    ['no events', { events: [] }, 'events'],
    [
      'too many events',
      { events: Array.from({ length: 21 }, () => ({ page: '/', event: 'visit' })) },
      'events',
    ],
    ['not JSON', 'visit=/', '_'],
  ])('%s is a 400 naming the field, and nothing is stored', async (_name, body, field) => {
    const response = await beacon(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(answer.error).toBe('invalid_request')
    expect(Object.keys(answer.fields)).toContain(field)
    expect(await storedCounts()).toEqual([])
  })

  test('another content type is refused', async () => {
    const response = await beacon(
      { events: [{ page: '/', event: 'visit' }] },
      'application/x-www-form-urlencoded',
    )
    expect(response.status).toBe(415)
    expect(await storedCounts()).toEqual([])
  })

  test('the rate limit holds per address and window, and a refused batch stores nothing', async () => {
    const env = functionEnv({ COUNT_RATE_LIMIT_MAX: '3', CLIENT_IP_HEADER: 'cf-connecting-ip' })
    const send = (address: string) =>
      countHandler(
        new Request('http://127.0.0.1/functions/v1/count-events', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', 'cf-connecting-ip': address },
          body: JSON.stringify({ events: [{ page: '/', event: 'visit' }] }),
        }),
        env,
      )
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) statuses.push((await send('203.0.113.7')).status)
    const limited = await send('203.0.113.7')
    expect(statuses).toEqual([204, 204, 204, 429])
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await send('198.51.100.9')).status).toBe(204)
    expect((await storedCounts()).map((row) => row.count)).toEqual(['4'])
  })

  test('distinct sources a day are capped: past the cap a new source counts as other (ADR 194)', async () => {
    const env = functionEnv({ COUNT_SOURCES_MAX: '3', COUNT_RATE_LIMIT_MAX: '1000' })
    const send = (sources: string[]) =>
      countHandler(
        new Request('http://127.0.0.1/functions/v1/count-events', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', 'cf-connecting-ip': '203.0.113.8' },
          body: JSON.stringify({
            events: sources.map((source) => ({ page: '/', event: 'visit', source })),
          }),
        }),
        env,
      )
    expect((await send(['newsletter', 'google'])).status).toBe(204)
    // A flood of made-up sources, in parallel batches.
    const flood = Array.from({ length: 10 }, (_, batch) =>
      send(Array.from({ length: 5 }, (_, index) => `spam-${batch}-${index}`)),
    )
    expect((await Promise.all(flood)).map((response) => response.status)).toEqual(
      Array(10).fill(204),
    )
    expect((await send(['newsletter'])).status).toBe(204)
    const sources = await sql<{ source: string; count: string }>(
      `select source, sum(count)::text as count from public.page_event_counts group by source order by source`,
    )
    expect(sources).toHaveLength(3 + 1)
    expect(sources.find((row) => row.source === 'newsletter')?.count).toBe('2')
    expect(sources.find((row) => row.source === 'other')?.count).toBe(String(50 - 1))
  })

  test('nothing identifying is stored: the columns, and no address in the rate limit', async () => {
    await beacon({ events: [{ page: '/', event: 'visit' }] })
    const columns = await sql<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name in ('page_event_counts', 'count_request_buckets')
        order by table_name, ordinal_position`,
    )
    expect(
      columns.filter((c) => c.table_name === 'page_event_counts').map((c) => c.column_name),
    ).toEqual(['day', 'page', 'event', 'source', 'count'])
    expect(
      columns.filter((c) => c.table_name === 'count_request_buckets').map((c) => c.column_name),
    ).toEqual(['bucket', 'window_start', 'hits'])
    const rollups = await sql<{ table_name: string; columns: string }>(
      `select table_name, string_agg(column_name, ',' order by ordinal_position) as columns
         from information_schema.columns
        where table_schema = 'public' and table_name in ('page_event_weeks', 'inquiry_day_counts')
        group by table_name order by table_name`,
    )
    expect(rollups).toEqual([
      { table_name: 'inquiry_day_counts', columns: 'day,source,region,count' },
      { table_name: 'page_event_weeks', columns: 'week,page,event,source,count' },
    ])
    const buckets = await sql<{ bucket: string }>('select bucket from public.count_request_buckets')
    expect(buckets).toHaveLength(1)
    expect(buckets[0]!.bucket).toMatch(/^[0-9a-f]{64}$/)
    expect(buckets[0]!.bucket).not.toContain('127.0.0.1')
  })

  test('the browser roles can neither write counts nor call the function that does', async () => {
    for (const client of [anon, stranger, admin]) {
      const insert = await client
        .from('page_event_counts')
        .insert({ day: today(), page: '/', event: 'visit', source: '', count: 1000 })
      expect(insert.error).not.toBeNull()
      const rpc = await client.rpc('record_page_events', {
        events: [{ page: '/', event: 'visit' }],
        bucket_key: 'x',
        max_requests: 100,
        window_seconds: 60,
      })
      expect(rpc.error).not.toBeNull()
    }
    expect(await storedCounts()).toEqual([])
  })

  test("the function's list of events and pages is the site's (a generated copy, ADR 174)", () => {
    expect([...FUNCTION_EVENTS]).toEqual([...SITE_EVENTS])
    expect([...FUNCTION_SERVER_EVENTS]).toEqual([...SERVER_EVENTS])
    expect([...FUNCTION_PAGES]).toEqual([...SITE_PAGES])
  })
})

describe('lead sources', () => {
  const source = {
    landingPage: '/blog/sicily',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'autumn-2026',
    openedOn: '/blog/sicily',
  }

  test('the source travels with the inquiry and only admins read it', async () => {
    const answer = await post(inquiry({ source }))
    expect(answer.status).toBe(200)
    const id = String(answer.body.id)
    expect(await getInquirySource(id, admin as never)).toMatchObject({
      submission_id: id,
      landing_page: '/blog/sicily',
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn-2026',
      opened_on: '/blog/sicily',
    })
    for (const client of [anon, stranger]) {
      const { data } = await client.from('inquiry_sources').select('*')
      expect(data ?? []).toEqual([])
    }
  })

  test('an inquiry without a source stores none; the spec fields are unchanged', async () => {
    const answer = await post(inquiry())
    expect(answer.status).toBe(200)
    expect(await getInquirySource(String(answer.body.id), admin as never)).toBeNull()
  })

  test.each([
    ['landingPage', { landingPage: 'https://evil.example/x' }],
    ['referrerHost', { referrerHost: 'not a host' }],
    ['utmSource', { utmSource: 'x'.repeat(101) }],
    ['openedOn', { openedOn: '/blog/sicily?utm_source=x' }],
  ])('a bad %s is a 400 naming it, and nothing is stored', async (field, bad) => {
    const before = await sql<{ n: string }>(
      'select count(*)::text as n from public.form_submissions',
    )
    const answer = await post(inquiry({ source: { ...source, ...bad } }))
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.fields as object)).toContain(`source.${field}`)
    expect(await sql('select count(*)::text as n from public.form_submissions')).toEqual(before)
    expect(await sql('select * from public.inquiry_sources')).toEqual([])
  })
})

/**
 * The fixture (period 2026-10-05 … 2026-10-18, two Monday weeks). Replies are by team members with a user id,
 * as the console writes them (ADR 173); the website's moves have none.
 *  A 10-05 10:00 utm newsletter, 'Sicily'; New → Contacted by Giulia after 2 h, later Booked. Story, call.
 *  B 10-06 09:00 from google.com, 'Tuscany'; New → Contacted by Marco after 48 h.
 *  C 10-13 08:00 no source recorded, no region; still New (waiting).
 *  D 10-14 08:00 utm newsletter, 'Puglia and Sicily'; cancelled while New (left out of the promise).
 *  E 10-15 08:00 direct, 'sicilia'; New → Contacted by Giulia after 6 h, then Call scheduled. Story.
 *  G 10-16 08:00 no source, 'Calabria'; the family booked a call after 1 h (the website moved it to Call
 *    scheduled): no one on the team answered, so it is still waiting. (The old rule took the website's move
 *    for a reply within 24 hours.)
 *  H 10-17 08:00 no source, 'Lazio'; still New, but Marco wrote a note after 3 h: that is the first reply.
 *    (The old rule saw no reply and counted it as waiting.)
 *  F 09-01 outside the period.
 */
async function seedFixture() {
  const service = createServiceClient()
  const [giulia] = await sql<{ id: string }>(
    "select id from auth.users where email = 'giulia@radici.example'",
  )
  const marco = await createUserInDatabase({
    email: 'marco@radici.example',
    password: 'marco-password',
    fullName: 'Marco Verdi',
  })
  const team: Record<string, string> = { 'Giulia Bianchi': giulia!.id, 'Marco Verdi': marco }
  const make = async (created: string, values: Record<string, unknown>) => {
    const { data, error } = await service
      .from('form_submissions')
      .insert({
        name: 'Fixture Lead',
        email: `${randomUUID()}@example.com`,
        planning_stage: 'exploring',
        travel_dates: "I don't know yet",
        trip_duration: '2-weeks',
        genealogy_help: 'need-guidance',
        preferred_contact: 'email',
        submission_key: randomUUID(),
        created_at: created,
        ...values,
      })
      .select('id')
      .single()
    if (error) throw new Error(error.message)
    return (data as { id: string }).id
  }
  const a = await make('2026-10-05T10:00:00Z', { regions: 'Sicily', lead_status: 'booked' })
  const b = await make('2026-10-06T09:00:00Z', { regions: 'Tuscany', lead_status: 'contacted' })
  await make('2026-10-13T08:00:00Z', { regions: null })
  const d = await make('2026-10-14T08:00:00Z', {
    regions: 'Puglia and Sicily',
    status: 'cancelled',
  })
  const e = await make('2026-10-15T08:00:00Z', {
    regions: 'sicilia',
    lead_status: 'call_scheduled',
  })
  const g = await make('2026-10-16T08:00:00Z', {
    regions: 'Calabria',
    lead_status: 'call_scheduled',
  })
  const h = await make('2026-10-17T08:00:00Z', { regions: 'Lazio' })
  await make('2026-09-01T08:00:00Z', { regions: 'Sicily' })
  const sources: Array<[string, string | null, string | null]> = [
    [a, 'newsletter', null],
    [b, null, 'google.com'],
    [d, 'Newsletter', null],
    [e, null, null],
  ]
  for (const [id, utm, referrer] of sources) {
    const { error } = await service
      .from('inquiry_sources')
      .insert({ submission_id: id, utm_source: utm, referrer_host: referrer, landing_page: '/' })
    if (error) throw new Error(error.message)
  }
  // As the history triggers write them: a team member's id and name, or the website's role and no id.
  const entry = (
    id: string,
    kind: string,
    from: string | null,
    to: string,
    who: string,
    at: string,
  ) =>
    sql(
      `insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, kind, from, to, team[who] ?? null, who, at],
    )
  const move = (id: string, from: string, to: string, who: string, at: string) =>
    entry(id, 'lead_status', from, to, who, at)
  await move(a, 'new', 'contacted', 'Giulia Bianchi', '2026-10-05T12:00:00Z')
  await move(a, 'contacted', 'booked', 'Giulia Bianchi', '2026-10-07T12:00:00Z')
  await move(b, 'new', 'contacted', 'Marco Verdi', '2026-10-08T09:00:00Z')
  await move(e, 'new', 'contacted', 'Giulia Bianchi', '2026-10-15T14:00:00Z')
  await move(e, 'contacted', 'call_scheduled', 'Giulia Bianchi', '2026-10-16T09:00:00Z')
  await entry(g, 'call', null, 'call booked by the family', 'service_role', '2026-10-16T09:00:00Z')
  await move(g, 'new', 'call_scheduled', 'service_role', '2026-10-16T09:00:00Z')
  await entry(h, 'note', null, 'Left a voicemail', 'Marco Verdi', '2026-10-17T11:00:00Z')

  // The family's steps, through the database's own triggers (ADR 174): stories for A and E, calls for A and G.
  // The calls are in the past, so they go in as the team's: the database refuses a family's booking inside the
  // notice (ADR 162); the count does not depend on who booked.
  for (const id of [a, e])
    await sql(
      `insert into public.journey_stories (submission_id, checklist) values ($1, '{photos}')`,
      [id],
    )
  for (const [id, start] of [
    [a, '2026-10-09T08:00:00Z'],
    [g, '2026-10-19T08:00:00Z'],
  ] as const)
    await sql(
      `insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until,
                                 idempotency_key, family_time_zone, previous_lead_status, booked_by)
       values (gen_random_uuid(), $1, 'giulia@radici.example', $2::timestamptz,
               $2::timestamptz + interval '30 minutes', $2::timestamptz + interval '45 minutes',
               gen_random_uuid()::text, 'America/New_York', 'new', 'team')`,
      [id, start],
    )

  const count = (day: string, event: string, n: number, source = '', page = '/blog/sicily') =>
    sql(
      `insert into public.page_event_counts (day, page, event, source, count) values ($1, $2, $3, $4, $5)`,
      [day, page, event, source, n],
    )
  for (const [event, n] of [
    ['visit', 100],
    ['wizard_opened', 20],
    ['step_2', 15],
    ['step_3', 12],
    ['step_4', 10],
    ['submitted', 8],
  ] as const)
    await count('2026-10-05', event, n)
  await count('2026-10-06', 'visit', 50, 'newsletter')
  await count('2026-10-06', 'wizard_opened', 5, 'newsletter')
  await count('2026-10-06', 'submitted', 2, 'newsletter')
  await count('2026-09-01', 'visit', 999)
  // What the triggers write on those days (the ones above count today, outside the period).
  await count('2026-10-05', 'story_started', 3, '', '/journey')
  await count('2026-10-06', 'call_booked', 1, '', '/book')
  await count('2026-10-13', 'story_started', 1, '', '/journey')
  await count('2026-09-01', 'call_booked', 7, '', '/book')
}

const period = { start: '2026-10-05', end: '2026-10-18', weeks: 2 }

describe('insights on a fixture with known answers', () => {
  test('inquiries per week by source and by region', async () => {
    await seedFixture()
    const { inquiries } = await getInsights(period, admin as never)
    expect(inquiries.total).toBe(7)
    expect(inquiries.weeks).toEqual(['2026-10-05', '2026-10-12'])
    expect(inquiries.by_source).toEqual([
      { week: '2026-10-05', key: 'google.com', count: 1 },
      { week: '2026-10-05', key: 'newsletter', count: 1 },
      { week: '2026-10-12', key: 'direct', count: 1 },
      { week: '2026-10-12', key: 'newsletter', count: 1 },
      { week: '2026-10-12', key: 'not recorded', count: 3 },
    ])
    expect(inquiries.by_region).toEqual([
      { week: '2026-10-05', key: 'Sicily', count: 1 },
      { week: '2026-10-05', key: 'Tuscany', count: 1 },
      { week: '2026-10-12', key: 'Calabria', count: 1 },
      { week: '2026-10-12', key: 'Lazio', count: 1 },
      { week: '2026-10-12', key: 'Not given', count: 1 },
      { week: '2026-10-12', key: 'Puglia', count: 1 },
      { week: '2026-10-12', key: 'Sicily', count: 1 },
    ])
  })

  test('the funnel, with the share lost at each step (story started and call booked after submitted), by source and by page', async () => {
    await seedFixture()
    const { funnel } = await getInsights(period, admin as never)
    expect(funnel.visits).toBe(150)
    expect(funnel.steps).toEqual([
      { event: 'wizard_opened', count: 25, lost_share: null },
      { event: 'step_2', count: 15, lost_share: 0.4 },
      { event: 'step_3', count: 12, lost_share: 0.2 },
      { event: 'step_4', count: 10, lost_share: 0.1667 },
      { event: 'submitted', count: 10, lost_share: 0 },
      { event: 'story_started', count: 4, lost_share: 0.6 },
      { event: 'call_booked', count: 1, lost_share: 0.75 },
    ])
    // The steps are the list's (src/lib/visit/counted-events.ts), in its order.
    expect(funnel.steps.map((step) => step.event)).toEqual([
      ...SITE_EVENTS.filter((event) => event !== 'visit'),
      ...SERVER_EVENTS,
    ])
    // The database's events carry no source: not in the split by source.
    expect(funnel.by_source.filter((row) => SERVER_EVENTS.some((e) => e === row.event))).toEqual([])
    expect(funnel.by_source).toContainEqual({
      source: 'newsletter',
      event: 'wizard_opened',
      count: 5,
    })
    expect(funnel.by_source).toContainEqual({ source: '', event: 'visit', count: 100 })
    expect(funnel.pages).toEqual([{ page: '/blog/sicily', visits: 150, opened: 25, submitted: 10 }])
    // A period that is not whole weeks reads the daily rows: 2026-10-06 alone.
    const oneDay = await getInsights(
      { start: '2026-10-06', end: '2026-10-06', weeks: 1 },
      admin as never,
    )
    expect(oneDay.funnel.visits).toBe(50)
    expect(oneDay.funnel.steps.map((step) => step.count)).toEqual([5, 0, 0, 0, 2, 0, 1])
    expect(oneDay.inquiries.total).toBe(1)
  })

  test('stories started and calls booked per week', async () => {
    await seedFixture()
    const { stories_and_calls: weekly } = await getInsights(period, admin as never)
    expect(weekly).toEqual({
      stories: 4,
      calls: 1,
      weeks: [
        { week: '2026-10-05', stories: 3, calls: 1 },
        { week: '2026-10-12', stories: 1, calls: 0 },
      ],
    })
    // Not whole weeks: the daily rows, and the week the day belongs to.
    const oneDay = await getInsights(
      { start: '2026-10-06', end: '2026-10-06', weeks: 1 },
      admin as never,
    )
    expect(oneDay.stories_and_calls).toEqual({
      stories: 0,
      calls: 1,
      weeks: [{ week: '2026-10-05', stories: 0, calls: 1 }],
    })
  })

  test('the reply promise counts only the team: within 24 hours, median, per member, waiting now', async () => {
    await seedFixture()
    const { reply } = await getInsights(period, admin as never)
    // A 2 h, B 48 h, E 6 h (status changes), H 3 h (a note); G's move by the website is no reply; D left out.
    // (The old rule, 'the first move out of New', gives 4 replied, 3 within 24 h, a median of 4 h and a
    // reply by 'the website'.)
    expect(reply).toMatchObject({
      inquiries: 6,
      due: 6,
      replied: 4,
      within_24h: 3,
      median_seconds: 16200,
    })
    expect(reply.members).toEqual([
      { member: 'Giulia Bianchi', replied: 2, within_24h: 2, median_seconds: 14400 },
      { member: 'Marco Verdi', replied: 2, within_24h: 1, median_seconds: 91800 },
    ])
    // Waiting now, whatever the period: C (10-13), G (10-16, Call scheduled by its family's booking) and
    // F (09-01) are active and no one on the team has answered them. H is New but answered.
    expect(reply.waiting).toMatchObject({ count: 3, over_24h: 3 })
    expect(new Date(reply.waiting.oldest!).toISOString()).toBe('2026-09-01T08:00:00.000Z')
  })

  test('the pipeline: statuses reached, inquiry → Booked, stories started and calls booked', async () => {
    await seedFixture()
    const { pipeline } = await getInsights(period, admin as never)
    expect(pipeline.inquiries).toBe(7)
    expect(pipeline.statuses).toEqual([
      { status: 'new', reached: 7, now: 3 },
      { status: 'contacted', reached: 3, now: 1 },
      { status: 'call_scheduled', reached: 2, now: 2 },
      { status: 'researching', reached: 0, now: 0 },
      { status: 'matched', reached: 0, now: 0 },
      { status: 'booked', reached: 1, now: 1 },
      { status: 'closed', reached: 0, now: 0 },
    ])
    expect(pipeline.booked_share).toBe(0.1429)
    expect(pipeline).toMatchObject({ story_started: 2, call_booked: 2 })
  })

  test('anon may not call the insights; a signed-in non-admin gets only zeros', async () => {
    await seedFixture()
    for (const fn of [
      'insights_inquiries',
      'insights_funnel',
      'insights_reply_promise',
      'insights_pipeline',
      'insights_stories_and_calls',
      'insights',
    ]) {
      const { error } = await anon.rpc(fn, { period_start: period.start, period_end: period.end })
      expect(error, fn).not.toBeNull()
    }
    const seen = await getInsights(period, stranger as never)
    expect(seen.inquiries.total).toBe(0)
    expect(seen.inquiries.by_source).toEqual([])
    expect(seen.funnel.visits).toBe(0)
    expect(seen.funnel.steps.every((step) => step.count === 0)).toBe(true)
    expect(seen.reply).toMatchObject({ inquiries: 0, replied: 0, waiting: { count: 0 } })
    expect(seen.pipeline).toMatchObject({ inquiries: 0, story_started: 0, call_booked: 0 })
    expect(seen.stories_and_calls).toMatchObject({ stories: 0, calls: 0 })
    for (const table of ['page_event_counts', 'inquiry_sources', 'inquiry_milestones']) {
      const { data } = await stranger.from(table).select('*')
      expect(data ?? [], table).toEqual([])
      const anonRead = await anon.from(table).select('*')
      expect(anonRead.data ?? [], table).toEqual([])
    }
  })
})
