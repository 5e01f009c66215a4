/**
 * Benchmark of the plan (issue 32). Not a test: it prints figures to copy into docs/performance.md ("The plan").
 *
 *   npm run bench:plan                 60 acceptances; the plan chunk of the last build (dist/)
 *   npm run bench:plan -- --runs 200
 *
 * Measured:
 * - the accept round trip: POST /functions/v1/journey/plan/accept through the stand-in's gateway, as the family's
 *   page sends it (private link, evidence, the database's accept_plan, the e-mails to the capture, the plan read
 *   back), one fresh inquiry with a sent version per run, after 5 warm-up runs; p50, p95, max. The stand-in runs on
 *   PGlite, or on DATABASE_URL's PostgreSQL server (a fresh database) when it is set.
 * - the plan chunk: what the journey page fetches when it shows `Your plan`, from the built files in dist/assets:
 *   the chunk that imports plan-view, plan-view itself and every chunk it imports statically that neither the
 *   boot entry nor the journey chunk already imports, each gzipped (level 9).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { createClient } from '@supabase/supabase-js'
import { createDatabase, dropDatabase } from '../../supabase-local/postgres.ts'
import { startStandIn } from '../../supabase-local/server.ts'
import { issuePrivateLink, type LinkClient } from '../../supabase/functions/_shared/private-link.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '60' } } })
const runs = Math.max(1, Number(values.runs))
const WARM_UP = 5

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function acceptRoundTrips(): Promise<number[]> {
  const server = process.env.DATABASE_URL
  const name = `radici_bench_plan_${process.pid}`
  const databaseUrl = server ? await createDatabase(server, name) : undefined
  const standIn = await startStandIn({ port: 0, databaseUrl, retryIntervalMs: 0, log: false })
  try {
    const { db } = standIn
    const service = createClient(standIn.url, standIn.secretKey, {
      auth: { persistSession: false },
    })
    const total = runs + WARM_UP
    const { rows } = await db.query<{ id: string }>(
      `insert into public.form_submissions
         (name, email, planning_stage, travel_dates, trip_duration, genealogy_help, preferred_contact,
          submission_key, notification_status, confirmation_status)
       select 'Family ' || n, 'family' || n || '@example.com', 'exploring', 'I don''t know yet', '2-weeks',
              'need-guidance', 'email', gen_random_uuid(), 'sent', 'sent'
         from generate_series(1, $1::int) n
       returning id`,
      [total],
    )
    const content = {
      research: {
        lines: [{ kind: 'digital_archives', ancestorLine: 'The Russo line', backTo: '1750' }],
        weeks: 8,
        deliverables: ['report'],
      },
      journey: {
        dates: 'May 2027',
        people: 2,
        hotel: '',
        days: [{ town: 'Padula (SA)', title: 'The archive', text: '', ancestors: [] }],
        included: '',
        notIncluded: '',
      },
      terms: { cancellation: '' },
    }
    const versions: string[] = []
    for (const row of rows) {
      const inserted = await db.query<{ id: string }>(
        `insert into public.plan_versions (submission_id, version, content, research_fee_minor, research_currency,
           valid_until) values ($1, 1, $2::jsonb, 89000, 'USD', (now() + interval '30 days')::date) returning id`,
        [row.id, JSON.stringify(content)],
      )
      const id = inserted.rows[0]!.id
      await db.query(
        `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('f', 64)
          where id = $1`,
        [id],
      )
      versions.push(id)
    }
    const tokens: string[] = []
    for (const row of rows)
      tokens.push((await issuePrivateLink(service as unknown as LinkClient, row.id)).token)

    const times: number[] = []
    for (let run = 0; run < total; run++) {
      const started = performance.now()
      const response = await fetch(`${standIn.url}/functions/v1/journey/plan/accept`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: standIn.publishableKey,
          'X-Journey-Token': tokens[run]!,
        },
        body: JSON.stringify({ versionId: versions[run], name: `Family ${run}`, terms: true }),
      })
      await response.text()
      const ms = performance.now() - started
      if (response.status !== 200) throw new Error(`accept answered ${response.status}`)
      if (run >= WARM_UP) times.push(ms)
    }
    await standIn.settle()
    return times
  } finally {
    await standIn.stop()
    if (server) await dropDatabase(server, name)
  }
}

/** The chunks a built file imports statically (`from"./x.js"`, `import"./x.js"`), transitively. */
function closure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = readFileSync(join(dir, file), 'utf8')
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    closure(dir, match[1]!, seen)
  return seen
}

function planChunk(): { page: string; files: { file: string; gzip: number }[]; total: number } {
  const dir = join(process.cwd(), 'dist', 'assets')
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'))
  const view = files.find((file) => /^plan-view-[\w-]+\.js$/.test(file))
  if (!view) throw new Error('no plan-view chunk in dist/assets: run `npm run build` first')
  const page = files.find(
    (file) => file !== view && readFileSync(join(dir, file), 'utf8').includes(view),
  )
  const boot = /src="\/assets\/([^"]+\.js)"/.exec(
    readFileSync(join(process.cwd(), 'dist', 'index.html'), 'utf8'),
  )?.[1]
  const loaded = new Set<string>()
  for (const start of [boot, page])
    if (start) for (const file of closure(dir, start)) loaded.add(file)
  const added = [...closure(dir, view)].filter((file) => !loaded.has(file))
  const sized = added.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
  }))
  return {
    page: page ?? 'none',
    files: sized,
    total: sized.reduce((sum, entry) => sum + entry.gzip, 0),
  }
}

const chunk = planChunk()
const times = (await acceptRoundTrips()).sort((a, b) => a - b)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
console.log(`| measure | figure | budget |`)
console.log(`| --- | --- | --- |`)
console.log(
  `| accept round trip (${times.length} runs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) | p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms | p95 ≤ 300 ms |`,
)
console.log(
  `| plan chunk, gzip, beyond boot and ${chunk.page} (${chunk.files.map((entry) => `${entry.file} ${kb(entry.gzip)}`).join(', ')}) | ${kb(chunk.total)} KB | ≤ 40 KB |`,
)
