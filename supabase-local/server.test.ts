import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT, startStandIn, type StandIn } from './server.ts'

/**
 * Functions router, e-mail and newsletter capture, the admin endpoints and the CLI, on a stand-in of this
 * file's own (its functions come from supabase-local/test-fixtures/functions).
 */

let standIn: StandIn

beforeAll(async () => {
  standIn = await startStandIn({
    port: 0,
    log: false,
    functionsDir: join(REPO_ROOT, 'supabase-local', 'test-fixtures', 'functions'),
    functionEnv: { EXTRA: 'from-options' },
    functionConfig: { notify: { verifyJwt: false } },
  })
})

afterAll(async () => {
  await standIn?.stop()
})

beforeEach(async () => {
  await standIn.reset()
})

const client = () => createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } })

describe('/functions/v1', () => {
  it('runs the handler with the hosted environment and the client address', async () => {
    const { data, error } = await client().functions.invoke('echo', { body: { hello: 'world' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      method: 'POST',
      body: { hello: 'world' },
      forwardedFor: '127.0.0.1',
      authorization: `Bearer ${standIn.anonKey}`,
      env: {
        SUPABASE_URL: standIn.url,
        hasAnonKey: true,
        hasServiceRoleKey: true,
        RESEND_API_URL: `${standIn.url}/mail`,
        RESEND_API_KEY: 're_local_dev',
        TEAM_NOTIFICATION_EMAIL: 'team@radici.example',
        MAIL_FROM: 'Radici <hello@radici.example>',
        EXTRA: 'from-options',
      },
    })
  })

  it('passes the function’s own error status through to supabase-js', async () => {
    const { error } = await client().functions.invoke('echo', { body: { fail: true } })
    expect(error?.name).toBe('FunctionsHttpError')
    expect(((await error.context.json()) as { method: string }).method).toBe('POST')
  })

  it('honours verify_jwt: no or a bad token is 401; OPTIONS reaches the function', async () => {
    const missing = await fetch(`${standIn.url}/functions/v1/echo`, { method: 'POST', body: '{}' })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' })
    const bad = await fetch(`${standIn.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
      body: '{}',
    })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' })
    const preflight = await fetch(`${standIn.url}/functions/v1/echo`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('a function with verify_jwt off uses supabase-js with the service role and sends mail', async () => {
    const response = await fetch(`${standIn.url}/functions/v1/notify`, {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      admins: number
      mailStatus: number
      mail: { id: string }
    }
    expect(body.admins).toBe(3)
    expect(body.mailStatus).toBe(200)
    expect(standIn.capture.emails).toEqual([
      expect.objectContaining({
        id: body.mail.id,
        to: ['team@radici.example'],
        subject: 'There are 3 admins',
      }),
    ])
  })

  it('answers 404 for unknown functions and 500 when a handler throws', async () => {
    expect((await client().functions.invoke('missing')).error?.name).toBe('FunctionsHttpError')
    const crash = await fetch(`${standIn.url}/functions/v1/crash`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${standIn.anonKey}` },
    })
    expect(crash.status).toBe(500)
    expect(crash.headers.get('x-relay-error')).toBeNull()
  })
})

describe('e-mail capture (Resend-shaped)', () => {
  const send = (body: unknown, key = 're_local_dev', headers: Record<string, string> = {}) =>
    fetch(`${standIn.url}/mail/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const mail = {
    from: 'Radici <hello@radici.example>',
    to: 'lead@example.com',
    subject: 'Grazie',
    html: '<p>Ciao <b>Ada</b></p>',
  }

  it('records a valid e-mail and answers its id; lists it as JSON and HTML', async () => {
    const response = await send(mail)
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const list = (await (await fetch(`${standIn.url}/mail/emails`)).json()) as {
      data: { id: string; to: string[] }[]
    }
    expect(list.data).toEqual([
      expect.objectContaining({ id, to: ['lead@example.com'], subject: 'Grazie' }),
    ])
    const page = await (await fetch(`${standIn.url}/mail`)).text()
    expect(page).toContain('Grazie')
    expect(page).toContain('&lt;p&gt;Ciao')
  })

  it('checks the key and the fields, honours Idempotency-Key, and can simulate an outage', async () => {
    expect((await send(mail, 'wrong')).status).toBe(403)
    expect((await send({ ...mail, to: [] })).status).toBe(422)
    expect((await send({ ...mail, from: 'nobody' })).status).toBe(422)
    const first = (await (await send(mail, undefined, { 'Idempotency-Key': 'k1' })).json()) as {
      id: string
    }
    const second = (await (await send(mail, undefined, { 'Idempotency-Key': 'k1' })).json()) as {
      id: string
    }
    expect(second.id).toBe(first.id)
    expect(standIn.capture.emails).toHaveLength(1)

    const outage = await fetch(`${standIn.url}/_stand-in/mail-outage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${standIn.serviceRoleKey}` },
      body: JSON.stringify({ status: 503 }),
    })
    expect(outage.status).toBe(200)
    expect((await send(mail)).status).toBe(503)
    await standIn.reset()
    expect((await send(mail)).status).toBe(200)
  })
})

describe('newsletter capture', () => {
  it('records the form post and answers an HTML page', async () => {
    const response = await fetch(`${standIn.url}/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ EMAIL: 'ada@example.com', LEGAL_AGREEMENT: 'on' }).toString(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('<html lang="en">')
    const list = (await (await fetch(`${standIn.url}/newsletter/subscriptions`)).json()) as {
      data: unknown[]
    }
    expect(list.data).toEqual([
      expect.objectContaining({ email: 'ada@example.com', legal_agreement: 'on' }),
    ])
    expect(await (await fetch(`${standIn.url}/newsletter`)).text()).toContain('ada@example.com')

    const refused = await fetch(`${standIn.url}/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ EMAIL: 'ada@example.com' }).toString(),
    })
    expect(refused.status).toBe(400)
  })
})

describe('admin endpoints and reset', () => {
  it('are refused without the service role key', async () => {
    for (const path of ['reset', 'sql', 'mail-outage']) {
      const response = await fetch(`${standIn.url}/_stand-in/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${standIn.anonKey}` },
        body: JSON.stringify({ query: 'select 1' }),
      })
      expect(response.status).toBe(401)
    }
  })

  it('reset empties users and inquiries but keeps the schema and the seed', async () => {
    const signUp = await client().auth.signUp({
      email: 'marco@radici.example',
      password: 'secret-pass',
    })
    expect(signUp.error).toBeNull()
    await standIn.reset()
    const users = await standIn.db.query<{ n: number }>('select count(*)::int as n from auth.users')
    const allowlist = await standIn.db.query<{ n: number }>(
      'select count(*)::int as n from public.admin_allowlist',
    )
    expect(users.rows[0]?.n).toBe(0)
    expect(allowlist.rows[0]?.n).toBe(3)
    expect(
      (await client().auth.signUp({ email: 'marco@radici.example', password: 'secret-pass' }))
        .error,
    ).toBeNull()
  })
})

describe('the command line', () => {
  let blocker: Server
  beforeAll(async () => {
    blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done))
  })
  afterAll(async () => {
    await new Promise((done) => blocker.close(done))
  })

  it('refuses a taken port with a clear message and a non-zero exit', async () => {
    const port = (blocker.address() as { port: number }).port
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'supabase-local/cli.ts', '--port', String(port)],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((done) => child.on('exit', done))
    expect(code).toBe(1)
    expect(output).toContain(`Port ${port} is already in use`)
  })
})

describe('with e-mail confirmations on (as in production)', () => {
  it('signs up without a session; sign-in waits for the confirmation; a second sign-up reveals nothing', async () => {
    const confirming = await startStandIn({
      port: 0,
      log: false,
      config: { enableConfirmations: true },
    })
    try {
      const auth = () =>
        createClient(confirming.url, confirming.anonKey, { auth: { persistSession: false } }).auth
      const first = await auth().signUp({ email: 'sofia@radici.example', password: 'secret-pass' })
      expect(first.error).toBeNull()
      expect(first.data.session).toBeNull()
      expect(first.data.user?.email).toBe('sofia@radici.example')
      expect(first.data.user?.confirmation_sent_at).toBeTruthy()

      const early = await auth().signInWithPassword({
        email: 'sofia@radici.example',
        password: 'secret-pass',
      })
      expect(early.error?.code).toBe('email_not_confirmed')

      await confirming.db.query(
        `update auth.users set email_confirmed_at = now() where email = 'sofia@radici.example'`,
      )
      const twice = await auth().signUp({ email: 'sofia@radici.example', password: 'secret-pass' })
      expect(twice.error).toBeNull()
      expect(twice.data.user?.identities).toEqual([])
      expect(twice.data.session).toBeNull()

      const refused = await auth().signUp({ email: 'someone@example.com', password: 'secret-pass' })
      expect(refused.error?.status).toBe(403)
    } finally {
      await confirming.stop()
    }
  })
})
