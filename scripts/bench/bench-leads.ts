/**
 * Benchmark of the lead-capture function's answer under a burst (issue 12). Not a test: it prints figures to copy
 * into docs/performance.md ("Lead capture under a burst").
 *
 *   npm run bench:leads                        both codes × both e-mail conditions, 3 rounds each
 *   npm run bench:leads -- --code after --mail slow --rounds 1
 *
 * Each round: the local stand-in on a real PostgreSQL server (a fresh database on DATABASE_URL's server, or a
 * throwaway cluster), one warm-up request, then N (default 100) valid submissions sent at once, each with its own
 * e-mail; the time from sending a request to its full answer is measured per request (p50, p95, max).
 * E-mail API conditions: `slow` answers every send after 1 s; `down` refuses connections; `fast` answers at once
 * (the control: what the burst costs without any e-mail wait).
 * Codes: `after` is the function in this checkout; `before` is the function as it was before issue 12
 * (BEFORE_REF, the commit the work started from), copied from git into node_modules/.cache and served by the same
 * stand-in on the same database schema. Both get a limit high enough for the burst: `after` through
 * RATE_LIMIT_MAX; `before` (a fixed limit of 5 per address, taken from the leftmost X-Forwarded-For entry) through
 * one forged X-Forwarded-For address per request, which is exactly the hole issue 12 closes.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { startCluster, type Cluster } from '../../supabase-local/pg-cluster.ts'
import { freePort } from '../../supabase-local/ports.ts'
import { createDatabase, dropDatabase } from '../../supabase-local/postgres.ts'
import { REPO_ROOT, startStandIn } from '../../supabase-local/server.ts'

const BEFORE_REF = 'fcc45c535fddabd16fd43d1caf7d9ce451b35905'
const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    mail: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '100' },
  },
})
const codes = values.code ? [values.code] : ['before', 'after']
const mails = values.mail ? [values.mail] : ['slow', 'down', 'fast']
const rounds = Number(values.rounds)
const requests = Number(values.requests)

function beforeFunctionsDir(): string {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'bench-leads', 'before')
  rmSync(dir, { recursive: true, force: true })
  const ref = execFileSync('git', ['rev-parse', '--verify', `${BEFORE_REF}^{commit}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim()
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', ref, 'supabase/functions'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  for (const file of files) {
    const target = join(dir, file.slice('supabase/functions/'.length))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(
      target,
      execFileSync('git', ['show', `${ref}:${file}`], { cwd: REPO_ROOT, encoding: 'utf8' }),
    )
  }
  return dir
}

/** A Resend-shaped API that answers every send after `delayMs`. */
async function slowMailApi(delayMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () =>
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ id: crypto.randomUUID() }))
      }, delayMs),
    )
  })
  const port = await freePort()
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${port}`, server }
}

function body(email: string) {
  return {
    regions: 'Sicily',
    travelDate: null,
    travelDateUnknown: true,
    tripDuration: '2-weeks',
    genealogyExpectations: 'recent-ancestors',
    name: 'Bench',
    lastName: 'Mark',
    email,
    phone: '',
    newsletterConsent: false,
    submissionKey: crypto.randomUUID(),
    agencyId: null,
    itineraryId: null,
    website: '',
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

interface Round {
  p50: number
  p95: number
  max: number
  statuses: Record<number, number>
  stored: number
}

async function round(
  code: string,
  mail: string,
  server: string,
  functionsDir: string,
): Promise<Round> {
  const name = `radici_bench_${process.pid}_${Date.now().toString(36)}`
  const databaseUrl = await createDatabase(server, name)
  const api =
    mail === 'slow' ? await slowMailApi(1000) : mail === 'fast' ? await slowMailApi(0) : undefined
  const standIn = await startStandIn({
    port: 0,
    databaseUrl,
    functionsDir,
    retryIntervalMs: 0,
    cacheDir: false,
    log: false,
    functionEnv: {
      // `down`: nothing listens on the discard port.
      RESEND_API_URL: api?.url ?? 'http://127.0.0.1:9',
      RATE_LIMIT_MAX: '100000',
    },
  })
  try {
    let forged = 0
    const send = async (email: string) => {
      forged++
      const started = performance.now()
      const response = await fetch(`${standIn.url}/functions/v1/send-form-notification`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: standIn.anonKey,
          'X-Forwarded-For': `10.${(forged >> 16) & 255}.${(forged >> 8) & 255}.${forged & 255}`,
        },
        body: JSON.stringify(body(email)),
      })
      await response.text()
      return { status: response.status, ms: performance.now() - started }
    }
    await send(`warmup-${code}-${mail}@bench.example`)
    const results = await Promise.all(
      Array.from({ length: requests }, (_, index) =>
        send(`lead-${index}-${Date.now()}@bench.example`),
      ),
    )
    await standIn.settle()
    const times = results.map((result) => result.ms).sort((a, b) => a - b)
    const statuses: Record<number, number> = {}
    for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1
    const { rows } = await standIn.db.query<{ n: number }>(
      `select count(*)::int as n from public.form_submissions where email like 'lead-%@bench.example'`,
    )
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1] as number,
      statuses,
      stored: rows[0]?.n ?? 0,
    }
  } finally {
    await standIn.stop()
    api?.server.close()
    await dropDatabase(server, name)
  }
}

// The functions log every failed e-mail (the `down` condition fails them all): keep the table readable.
console.warn = () => {}

let cluster: Cluster | undefined
const server = process.env.DATABASE_URL || (cluster = await startCluster()).url
try {
  const dirs: Record<string, string> = {
    before: beforeFunctionsDir(),
    after: join(REPO_ROOT, 'supabase', 'functions'),
  }
  console.log(
    `# ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · ${Math.round(totalmem() / 2 ** 30)} GB · Node ${process.version}`,
  )
  console.log(
    `# ${requests} parallel valid submissions per round, ${rounds} round(s), real PostgreSQL`,
  )
  console.log(
    '| code | e-mail API | round | p50 (ms) | p95 (ms) | max (ms) | answers | stored | load (1 min) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const mail of mails) {
    for (const code of codes) {
      for (let index = 1; index <= rounds; index++) {
        const result = await round(code, mail, server, dirs[code] as string)
        const load = loadavg()[0]?.toFixed(1)
        const answers = Object.entries(result.statuses)
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ')
        console.log(
          `| ${code} | ${mail === 'slow' ? 'slow (1 s)' : mail} | ${index} | ${Math.round(result.p50)} | ${Math.round(result.p95)} | ${Math.round(result.max)} | ${answers} | ${result.stored} | ${load} |`,
        )
      }
    }
  }
} finally {
  cluster?.stop()
}
