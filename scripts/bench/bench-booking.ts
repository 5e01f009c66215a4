/**
 * Benchmark of call booking (issue 24) on a real PostgreSQL server. Not a test: it prints figures to copy into
 * docs/performance.md ("Call booking").
 *
 *   npm run bench:booking                    slots (30 days × 3 members) and the 50-way race, 3 rounds
 *   npm run bench:booking -- --racers 50 --rounds 1
 *
 * The stand-in runs on a fresh database on DATABASE_URL's server, or on a throwaway cluster. Measured:
 * - the slot engine alone (computeSlots over 30 days for the 3 seeded members, with 30 booked calls), 200 runs;
 * - the function's `slots` answer end to end (private link, context query, engine, JSON), 20 runs;
 * - the race: N inquiries owned by one member (each with its own private link) book the same slot at once;
 *   counts of 200s, 409s and ≥ 500s, and the answer times.
 */
import { parseArgs } from 'node:util'
import { startCluster, type Cluster } from '../../supabase-local/pg-cluster.ts'
import { createDatabase, dropDatabase } from '../../supabase-local/postgres.ts'
import { startStandIn } from '../../supabase-local/server.ts'
import { createClient } from '@supabase/supabase-js'
import { issuePrivateLink, type LinkClient } from '../../supabase/functions/_shared/private-link.ts'
import {
  computeSlots,
  type BookingSettings,
  type TeamMember,
} from '../../supabase/functions/book-call/slots.ts'

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, racers: { type: 'string', default: '50' } },
})
const rounds = Number(values.rounds)
const racers = Number(values.racers)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`
}

async function round(server: string, index: number): Promise<void> {
  const name = `radici_bench_booking_${process.pid}_${index}`
  const databaseUrl = await createDatabase(server, name)
  const standIn = await startStandIn({ port: 0, databaseUrl, retryIntervalMs: 0, log: false })
  try {
    const { db } = standIn
    const service = createClient(standIn.url, standIn.secretKey, {
      auth: { persistSession: false },
    })
    await db.query(`insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
      values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
              'marco@radici.example', now(), now())`)
    const { rows } = await db.query<{ id: string }>(
      `insert into public.form_submissions
         (name, email, planning_stage, travel_dates, trip_duration, genealogy_help, preferred_contact,
          submission_key, notification_status, confirmation_status, owner_id)
       select 'Family ' || n, 'family' || n || '@example.com', 'exploring', 'I don''t know yet', '2-weeks',
              'need-guidance', 'email', gen_random_uuid(), 'sent', 'sent',
              (select id from auth.users where email = 'marco@radici.example')
         from generate_series(1, $1::int) n
       returning id`,
      [racers],
    )
    const tokens = await Promise.all(
      rows.map(
        async (row) => (await issuePrivateLink(service as unknown as LinkClient, row.id)).token,
      ),
    )
    const post = async (body: unknown) => {
      const started = performance.now()
      const response = await fetch(`${standIn.url}/functions/v1/book-call`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: standIn.publishableKey },
        body: JSON.stringify(body),
      })
      const json = (await response.json()) as Record<string, unknown>
      return { status: response.status, ms: performance.now() - started, json }
    }

    // The engine alone, on the database's context with 30 booked calls spread over the month (inside the booking
    // window, which the database enforces: ADR 162).
    const members = ['giulia@radici.example', 'marco@radici.example', 'sofia@radici.example']
    for (let n = 0; n < 30; n++)
      await db.query(
        `insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until,
           idempotency_key, family_time_zone, previous_lead_status)
         select gen_random_uuid(), $1, $2, s, s + interval '30 minutes', s + interval '45 minutes', $3, 'UTC', 'new'
           from (select date_trunc('day', now()) + make_interval(days => $4::int, hours => 15) as s) t`,
        [rows[n % rows.length]!.id, members[n % 3], `bench-call-${n}`, 1 + (n % 28)],
      )
    const context = (
      await db.query<{ c: { settings: BookingSettings; members: TeamMember[] } }>(
        `select public.booking_context(null, now()) as c`,
      )
    ).rows[0]!.c
    const engine: number[] = []
    let count = 0
    for (let run = 0; run < 200; run++) {
      const started = performance.now()
      count = computeSlots({
        settings: context.settings,
        members: context.members,
        now: Date.now(),
      }).length
      engine.push(performance.now() - started)
    }
    console.log(
      `round ${index}: engine, 30 days × ${context.members.length} members, ${count} slots: ${summary(engine.slice(10))}`,
    )

    const listing: number[] = []
    for (let run = 0; run < 20; run++)
      listing.push(
        (await post({ action: 'slots', token: tokens[0], time_zone: 'America/New_York' })).ms,
      )
    console.log(`round ${index}: 'slots' answer end to end: ${summary(listing.slice(2))}`)
    await db.query(`delete from public.calls`)

    const first = await post({ action: 'slots', token: tokens[0], time_zone: 'America/New_York' })
    const days = first.json.days as { slots: { start: string }[] }[]
    const start = days[1]!.slots[0]!.start
    const answers = await Promise.all(
      tokens.map((token) =>
        post({
          action: 'book',
          token,
          time_zone: 'America/New_York',
          start,
          idempotency_key: crypto.randomUUID(),
        }),
      ),
    )
    const by = (test: (status: number) => boolean) =>
      answers.filter((answer) => test(answer.status)).length
    const taken = answers.filter(
      (answer) => answer.json.message === 'That time was just taken',
    ).length
    const booked = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from public.calls where status = 'booked'`,
      )
    ).rows[0]!.n
    console.log(
      `round ${index}: race of ${racers} for one slot of one member: ${by((s) => s === 200)} × 200, ` +
        `${by((s) => s === 409)} × 409 (${taken} 'That time was just taken'), ${by((s) => s >= 500)} × ≥500; ` +
        `${booked} booked in the database; answers ${summary(answers.map((answer) => answer.ms))}`,
    )
    await standIn.settle()
  } finally {
    await standIn.stop()
    await dropDatabase(server, name)
  }
}

let cluster: Cluster | undefined
const server = process.env.DATABASE_URL || (cluster = await startCluster()).url
try {
  for (let index = 1; index <= rounds; index++) await round(server, index)
} finally {
  cluster?.stop()
}
