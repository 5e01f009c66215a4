import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { createAuthRouter } from './auth.ts'
import { Capture } from './capture.ts'
import { StripeStandIn } from './stripe.ts'
import { readConfig, type StandInConfig } from './config.ts'
import { bootDatabase, snapshotForReset, type Db } from './database.ts'
import {
  createFunctionsRouter,
  installEdgeRuntime,
  readEnvFile,
  settleBackgroundTasks,
} from './functions.ts'
import { startHousekeeping } from './housekeeping.ts'
import { corsHeaders, header, html, json, page, readBody, type Reply } from './http.ts'
import {
  ANON_KEY,
  apiKeyToJwt,
  bearerOf,
  JWKS,
  NOTIFICATION_RETRY_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  secretKeyFromBrowser,
  verifyJwt,
} from './keys.ts'
import { createRestRouter } from './rest.ts'
import { clearStorage, createStorageRouter, STORAGE_BODY_LIMIT } from './storage.ts'

const here = dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = resolve(here, '..')

export interface StandInOptions {
  /** 54321 by default (the CLI's port); 0 picks a free port. */
  port?: number
  host?: string
  /** Persistent database folder; in memory when undefined. */
  dataDir?: string
  /** A real PostgreSQL database (postgresql://…) instead of embedded PGlite; `dataDir` is then ignored. */
  databaseUrl?: string
  /**
   * How often the stand-in calls the function's notification retry job, as pg_cron does on hosted Supabase
   * (every minute; migration 20261122100200). 0 disables the in-process schedule (tests call the job directly).
   */
  retryIntervalMs?: number
  /** Load supabase-local/demo-data.sql on a fresh database (the dev stack). */
  demoData?: boolean
  /** Folder of `<name>/handler.ts` functions; supabase/functions by default. */
  functionsDir?: string
  /** Extra or overriding environment variables for functions. */
  functionEnv?: Record<string, string>
  /** Overrides of config.toml's [functions.<name>] settings. */
  functionConfig?: Record<string, { verifyJwt?: boolean }>
  /** Overrides of config.toml values (e.g. refreshTokenReuseInterval). */
  config?: Partial<StandInConfig>
  supabaseDir?: string
  /** Where in-memory boots cache the migrated database image; `false` disables the cache. */
  cacheDir?: string | false
  /** Request log lines; `false` silences them (errors are still printed). */
  log?: ((line: string) => void) | false
}

export interface StandIn {
  url: string
  port: number
  /** Legacy JWT-shaped keys (the CLI's demo keys), still accepted. */
  anonKey: string
  serviceRoleKey: string
  /** The CLI's local publishable and secret keys (sb_publishable_… / sb_secret_…). */
  publishableKey: string
  secretKey: string
  db: Db
  capture: Capture
  /** The Stripe stand-in (sessions, refunds, the events it delivered). */
  stripe: StripeStandIn
  /** Boot plus migrations, in ms. */
  coldStartMs: number
  /** 'pglite' or 'postgres'. */
  database: 'pglite' | 'postgres'
  /** Waits until every EdgeRuntime.waitUntil task of the functions has settled (e-mails after the answer). */
  settle(): Promise<void>
  /** Empties users, sessions, inquiries and every other table back to the seed, and the captured mail. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use. Another stand-in or \`supabase start\` is probably running; ` +
        `stop it, or choose another port with SUPABASE_PORT=<port> (and point VITE_SUPABASE_URL at it).`,
    )
  }
}

function send(response: ServerResponse, reply: Reply, extra: Record<string, string>): void {
  response.writeHead(reply.status, { ...extra, ...(reply.headers ?? {}) })
  response.end(reply.body)
}

async function sendFetchResponse(response: ServerResponse, fetched: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  fetched.headers.forEach((value, key) => {
    if (key === 'set-cookie') return
    headers[key] = value
  })
  const cookies = fetched.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  response.writeHead(fetched.status, headers)
  if (!fetched.body) {
    response.end()
    return
  }
  await new Promise<void>((done, fail) => {
    Readable.fromWeb(fetched.body as never)
      .on('error', fail)
      .pipe(response)
      .on('finish', done)
      .on('error', fail)
  })
}

async function isServiceRole(request: IncomingMessage): Promise<boolean> {
  const token = bearerOf(
    typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined,
    typeof request.headers.apikey === 'string' ? request.headers.apikey : undefined,
  )
  if (!token) return false
  try {
    return (await verifyJwt(apiKeyToJwt(token) ?? token)).role === 'service_role'
  } catch {
    return false
  }
}

function indexPage(url: string): Reply {
  return html(
    200,
    page(
      'Radici local backend',
      `<h1>Radici local backend (Supabase stand-in)</h1>
<ul>
<li>Project URL for supabase-js: <code>${url}</code></li>
<li><a href="/mail">E-mails the stack would have sent</a> (<a href="/mail/emails">JSON</a>)</li>
<li><a href="/newsletter">Newsletter form posts</a> (<a href="/newsletter/subscriptions">JSON</a>)</li>
<li>APIs: <code>/auth/v1</code>, <code>/rest/v1</code>, <code>/functions/v1/&lt;name&gt;</code>, <code>/storage/v1</code> (signed uploads and downloads)</li>
</ul>`,
    ),
  )
}

function redact(databaseUrl: string): string {
  try {
    const parsed = new URL(databaseUrl)
    if (parsed.password) parsed.password = '***'
    return parsed.href
  } catch {
    return '(unparsable DATABASE_URL)'
  }
}

/**
 * The hosted cron jobs that call functions with the retry secret: the inquiry e-mails' (send-form-notification/
 * retry, ADR 082) and the calls' invitations and reminders (book-call/retry, ADR 160) every minute, and the
 * abandoned uploads' removal (journey/cleanup, ADR 155, 243) every 15 minutes, and the agency hand-offs' deadlines (agency/deadlines, ADR 215) every 10 minutes. The stand-in runs them all every minute: the
 * cleanup only reads an index when there is nothing to remove.
 */
const RETRY_JOBS = [
  'send-form-notification/retry',
  'book-call/retry',
  'journey/cleanup',
  'agency/deadlines',
  'research-fee/receipts',
]

async function runRetryJob(url: string, retrySecret: string, log: (line: string) => void) {
  for (const job of RETRY_JOBS) {
    try {
      const response = await fetch(`${url}/functions/v1/${job}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${retrySecret}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      const text = await response.text()
      if (!response.ok) log(`${job} job answered ${response.status}: ${text.slice(0, 200)}`)
    } catch (error) {
      log(`${job} job failed: ${(error as Error).message}`)
    }
  }
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const started = performance.now()
  const supabaseDir = options.supabaseDir ?? join(REPO_ROOT, 'supabase')
  const config: StandInConfig = {
    ...readConfig(join(supabaseDir, 'config.toml')),
    ...(options.config ?? {}),
  }
  const functionsDir = options.functionsDir ?? join(supabaseDir, 'functions')
  const log =
    options.log === false ? () => {} : (options.log ?? ((line: string) => console.log(line)))
  const host = options.host ?? '127.0.0.1'
  let url = ''
  let functionEnv: Record<string, string> = {}
  const capture = new Capture(() => functionEnv.RESEND_API_KEY ?? 're_local_dev')
  // Stripe's API and checkout page in local only (docs/decisions/211-stripe-stand-in.md).
  const stripe = new StripeStandIn({
    origin: () => url,
    secretKey: () => functionEnv.STRIPE_SECRET_KEY ?? '',
    webhookSecret: () => functionEnv.STRIPE_WEBHOOK_SECRET ?? '',
    webhookUrl: () => `${url}/functions/v1/stripe-webhook`,
  })

  let handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (
    _request,
    response,
  ) => {
    response.writeHead(503, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    })
    response.end(JSON.stringify({ message: 'The local backend is still starting' }))
  }
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[stand-in] unhandled error', error)
      if (!response.headersSent) {
        response.writeHead(500, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
        })
        response.end(JSON.stringify({ message: 'Internal stand-in error' }))
      } else response.end()
    })
  })
  server.keepAliveTimeout = 5_000

  const port = await new Promise<number>((done, fail) => {
    const wanted = options.port ?? 54321
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(wanted) : error),
    )
    server.listen(wanted, host, () => done((server.address() as AddressInfo).port))
  })
  url = `http://${host}:${port}`

  let booted: Awaited<ReturnType<typeof bootDatabase>>
  try {
    booted = await bootDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      supabaseDir,
      extraSeedFiles: options.demoData ? [join(here, 'demo-data.sql')] : [],
      cacheDir:
        options.cacheDir === false
          ? undefined
          : (options.cacheDir ?? join(REPO_ROOT, 'node_modules', '.cache', 'supabase-local')),
      log,
    })
  } catch (error) {
    await new Promise((done) => server.close(done))
    throw error
  }
  const db = booted.db
  const restore = await snapshotForReset(db)
  // pg_cron's job on hosted Supabase, run in-process (ADR 097).
  const housekeeping = startHousekeeping({ query: (sql) => db.query(sql), log })
  const coldStartMs = Math.round(performance.now() - started)

  functionEnv = {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SUPABASE_JWKS: JSON.stringify(JWKS),
    RATE_LIMIT_SECRET: 'local-rate-limit-secret',
    // The plan acceptances' address hashes (ADR 242); check:launch refuses a `local-` key for production.
    ACCEPTANCE_EVIDENCE_KEY: 'local-acceptance-evidence-key-of-the-stand-in',
    NOTIFICATION_RETRY_SECRET,
    RESEND_API_URL: `${url}/mail`,
    RESEND_API_KEY: 're_local_dev',
    // The stripe library talks to the stand-in's /v1 (host, port, protocol), never to Stripe, in local only.
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_local',
    STRIPE_API_HOST: host,
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
    TEAM_NOTIFICATION_EMAIL: 'team@radici.example',
    // The newsletter provider's hosted form, as the footer posts to it (the wizard's box subscribes here).
    NEWSLETTER_FORM_URL: `${url}/newsletter/subscribe`,
    MAIL_FROM: 'Radici <hello@radici.example>',
    ALLOWED_ORIGINS: '*',
    // count-events (ADR 170) allows 120 batches a minute per address; locally every page of the e2e suite comes
    // from 127.0.0.1, and a refused beacon is a console error that fails a test.
    COUNT_RATE_LIMIT_MAX: '100000',
    // The inquiry's per-address limit (5 in 10 minutes by default): the e2e suite, whose every lead comes from
    // 127.0.0.1, raises it through the environment (playwright.config.ts); the integration tests test the limit.
    ...(process.env.RATE_LIMIT_MAX ? { RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX } : {}),
    // The same for book-call's per-address limit (300 in 10 minutes by default, docs/decisions/162).
    ...(process.env.BOOK_CALL_IP_MAX ? { BOOK_CALL_IP_MAX: process.env.BOOK_CALL_IP_MAX } : {}),
    // The team e-mail's link to the inquiry page: the dev site, at the origin the auth e-mails link to and vite
    // prints, config.toml's [auth] site_url (set SITE_URL to move it; issue 27: one origin for links).
    SITE_URL: process.env.SITE_URL ?? config.siteUrl,
    ...readEnvFile(join(functionsDir, '.env')),
    ...(options.functionEnv ?? {}),
  }

  const auth = createAuthRouter({ db, config, issuer: () => `${url}/auth/v1` })
  const rest = createRestRouter({ db, config })
  // Storage's files: in the data folder when there is one, else in a temporary folder removed on stop.
  const storageRoot = options.dataDir
    ? join(options.dataDir, 'storage')
    : mkdtempSync(join(tmpdir(), 'supabase-local-storage-'))
  mkdirSync(storageRoot, { recursive: true })
  const storage = createStorageRouter({ db, root: storageRoot })
  const functions = createFunctionsRouter({
    functionsDir,
    config,
    overrides: options.functionConfig ?? {},
    env: () => functionEnv,
    log: (line) => console.error(`[functions] ${line}`),
  })

  async function reset(): Promise<void> {
    await restore()
    capture.reset()
    stripe.reset()
    clearStorage(storageRoot)
  }

  async function admin(request: IncomingMessage, path: string, body: Buffer): Promise<Reply> {
    if (!(await isServiceRole(request))) {
      return json(401, { message: 'The stand-in admin endpoints need the service role key' })
    }
    if (path === '/reset' && request.method === 'POST') {
      await reset()
      return { status: 204 }
    }
    if (path === '/sql' && request.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as {
        query?: string
        params?: unknown[]
      }
      if (typeof input.query !== 'string')
        return json(400, { message: 'Send {"query": "...", "params": [...]}' })
      try {
        const result = await db.query(input.query, input.params ?? [])
        return json(200, { rows: result.rows, affectedRows: result.affectedRows ?? 0 })
      } catch (error) {
        const e = error as { code?: string; message?: string }
        return json(400, { code: e.code ?? null, message: e.message ?? String(error) })
      }
    }
    if (path === '/settle' && request.method === 'POST') {
      await settleBackgroundTasks()
      return { status: 204 }
    }
    // Time passing at Stripe (docs/decisions/240): a processing debit settles, a pending refund succeeds or fails.
    const settling = /^\/stripe\/(payment_intents|refunds)\/([^/]+)\/settle$/.exec(path)
    if (settling && request.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { outcome?: string }
      const target = settling[2] as string
      const status =
        settling[1] === 'payment_intents'
          ? await stripe.settleIntent(
              target,
              input.outcome === 'clears' || input.outcome === 'fails' ? input.outcome : undefined,
            )
          : input.outcome === 'succeeded' || input.outcome === 'failed'
            ? await stripe.settleRefund(target, input.outcome)
            : null
      return status === null
        ? json(404, { message: 'Nothing to settle (or outcome missing)' })
        : json(200, { webhook_status: status })
    }
    if (path === '/stripe/hold-events' && request.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { hold?: boolean }
      return json(200, { webhook_statuses: await stripe.holdEvents(input.hold === true) })
    }
    if (path === '/mail-outage' && request.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { status?: number | null }
      capture.outageStatus = typeof input.status === 'number' ? input.status : undefined
      return json(200, { status: capture.outageStatus ?? null })
    }
    if (path === '/newsletter-outage' && request.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { status?: number | null }
      capture.newsletterOutageStatus = typeof input.status === 'number' ? input.status : undefined
      return json(200, { status: capture.newsletterOutageStatus ?? null })
    }
    return json(404, { message: 'Unknown stand-in admin endpoint' })
  }

  handle = async (request, response) => {
    const began = performance.now()
    const url_ = new URL(request.url ?? '/', url)
    const path = url_.pathname
    const cors = corsHeaders(request)
    const method = request.method ?? 'GET'
    const finish = (status: number) =>
      log(
        `${method.padEnd(7)} ${path}${url_.search ? '?' + url_.search.slice(1, 120) : ''} → ${status} (${Math.round(performance.now() - began)} ms)`,
      )

    // The gateway's first check: a secret key sent by a browser is refused (ADR 098).
    const refused = secretKeyFromBrowser({
      apikey: header(request, 'apikey') ?? url_.searchParams.get('apikey') ?? undefined,
      authorization: header(request, 'authorization'),
      userAgent: header(request, 'user-agent'),
    })
    if (refused) {
      send(response, json(401, { message: refused }), cors)
      finish(401)
      return
    }
    if (path.startsWith('/functions/v1/')) {
      const body = await readBody(request)
      const result = await functions(request, path.slice('/functions/v1'.length), url_, body)
      if ('response' in result) {
        await sendFetchResponse(response, result.response)
        finish(result.response.status)
      } else {
        send(response, result, {})
        finish(result.status)
      }
      return
    }
    if (method === 'OPTIONS') {
      send(response, { status: 204 }, cors)
      finish(204)
      return
    }
    const body = await readBody(
      request,
      path.startsWith('/storage/v1/') ? STORAGE_BODY_LIMIT : undefined,
    )
    let reply: Reply
    // What Stripe would receive, kept for the tests (docs/security.md): the API calls and the checkout page's.
    if (path.startsWith('/v1/') || path.startsWith('/stripe/checkout/'))
      stripe.record(request, path, url_.search.slice(1), body)
    if (path.startsWith('/storage/v1/'))
      reply = await storage(request, path.slice('/storage/v1'.length), url_, body)
    else if (path.startsWith('/auth/v1/'))
      reply = await auth(request, path.slice('/auth/v1'.length), url_, body)
    else if (path.startsWith('/rest/v1/'))
      reply = await rest(request, path.slice('/rest/v1'.length), url_, body)
    else if (path === '/mail/emails' && method === 'POST') reply = capture.sendEmail(request, body)
    else if (path === '/mail/emails' && method === 'GET') reply = capture.listEmails()
    else if (path === '/mail' && method === 'GET') reply = capture.emailsPage()
    else if (path === '/newsletter/subscribe' && method === 'POST')
      reply = capture.subscribe(request, body)
    else if (path === '/newsletter/subscriptions' && method === 'GET')
      reply = capture.listSubscriptions()
    else if (path === '/newsletter' && method === 'GET') reply = capture.subscriptionsPage()
    else if (path === '/stripe/requests' && method === 'GET')
      reply = json(200, { data: stripe.requests, events: stripe.events })
    else if (path.startsWith('/v1/')) reply = stripe.api(request, path.slice('/v1'.length), body)
    else if (/^\/stripe\/checkout\/[^/]+$/.test(path) && method === 'GET')
      reply = stripe.page(decodeURIComponent(path.slice('/stripe/checkout/'.length)))
    else if (/^\/stripe\/checkout\/[^/]+\/pay$/.test(path) && method === 'POST')
      reply = await stripe.pay(decodeURIComponent(path.split('/')[3] ?? ''), body)
    else if (path.startsWith('/_stand-in/'))
      reply = await admin(request, path.slice('/_stand-in'.length), body)
    else if (path === '/' && method === 'GET') reply = indexPage(url)
    else if (path === '/favicon.ico') reply = { status: 204 }
    else reply = json(404, { message: `The local stand-in does not serve ${method} ${path}` })
    send(response, reply, cors)
    finish(reply.status)
  }

  log(
    `Supabase stand-in ready on ${url} in ${coldStartMs} ms ` +
      `(database ${Math.round(booted.bootMs)} ms, schema ${Math.round(booted.migrateMs)} ms` +
      `${booted.applied.length ? `, ${booted.applied.length} migration(s) applied` : booted.fromImage ? ', from the cached image' : ''}` +
      `${options.databaseUrl ? `, PostgreSQL ${redact(options.databaseUrl)}` : options.dataDir ? `, data in ${options.dataDir}` : ', in memory'})`,
  )

  // The notification retry job on the same schedule as the hosted pg_cron job (every minute).
  installEdgeRuntime()
  const retryIntervalMs = options.retryIntervalMs ?? 60_000
  let retrying: Promise<void> | undefined
  const retryTimer =
    retryIntervalMs > 0
      ? setInterval(() => {
          retrying ??= runRetryJob(
            url,
            (functionEnv.NOTIFICATION_RETRY_SECRET as string | undefined) ??
              NOTIFICATION_RETRY_SECRET,
            log,
          ).finally(() => (retrying = undefined))
        }, retryIntervalMs)
      : undefined
  retryTimer?.unref()

  return {
    url,
    port,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    db,
    capture,
    stripe,
    coldStartMs,
    database: options.databaseUrl ? 'postgres' : 'pglite',
    settle: settleBackgroundTasks,
    reset,
    async stop() {
      if (retryTimer) clearInterval(retryTimer)
      await retrying
      await settleBackgroundTasks()
      await new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      })
      await housekeeping.stop()
      await db.close()
      if (!options.dataDir) rmSync(storageRoot, { recursive: true, force: true })
    },
  }
}
