import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import bcrypt from 'bcryptjs'
import type { StandInConfig } from './config.ts'
import type { Db, Tx } from './database.ts'
import { header, json, parseJson, type Reply } from './http.ts'
import { apiKeyToJwt, JWKS, JwtError, signJwt, verifyJwt, type Claims } from './keys.ts'

/**
 * /auth/v1: the subset of Supabase Auth (GoTrue) that supabase-js uses here — sign-up with the
 * before-user-created hook, password and refresh-token grants with rotation, logout scopes, GET/PUT /user,
 * and the admin user endpoints for the service role. Bodies, status codes and error codes follow GoTrue
 * (as GoTrue answers them; docs/decisions/121-local-stand-in-today.md). All reads and writes run as supabase_auth_admin.
 */

const VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' }
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const BCRYPT_COST = 10

export interface AuthContext {
  db: Db
  config: StandInConfig
  issuer: () => string
}

type Row = Record<string, unknown>

function ok(value: unknown, status = 200): Reply {
  return json(status, value, VERSION_HEADER)
}

function fail(status: number, code: string, message: string, extra: Row = {}): Reply {
  return json(status, { code, error_code: code, message, msg: message, ...extra }, VERSION_HEADER)
}

function weakPassword(config: StandInConfig, password: string): Reply | undefined {
  if (password.length > 72)
    return fail(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  if (password.length < config.minimumPasswordLength) {
    return fail(
      422,
      'weak_password',
      `Password should be at least ${config.minimumPasswordLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    )
  }
  return undefined
}

/** Control characters (NUL among them) and lone surrogates: no address holds them, and Postgres cannot store NUL. */
const UNSTORABLE = /\p{Cc}/u

function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  if (UNSTORABLE.test(email) || !(email as string & { isWellFormed(): boolean }).isWellFormed())
    return undefined
  return EMAIL.test(email) && email.length <= 255 ? email : undefined
}

async function asAuthAdmin<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin')
    return work(tx)
  })
}

async function loadUser(tx: Tx, where: 'id' | 'email', value: string): Promise<Row | undefined> {
  const { rows } = await tx.query<{ u: Row }>(
    `select to_jsonb(u) as u from auth.users u where ${where === 'id' ? 'u.id = $1::uuid' : 'u.email = $1'}`,
    [value],
  )
  return rows[0]?.u
}

async function userJson(tx: Tx, user: Row): Promise<Row> {
  const { rows } = await tx.query<{ i: Row }>(
    'select to_jsonb(i) as i from auth.identities i where i.user_id = $1 order by i.created_at',
    [user.id],
  )
  const out: Row = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map(({ i }) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: i.last_sign_in_at,
      created_at: i.created_at,
      updated_at: i.updated_at,
      email: i.email,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous ?? false,
  }
  const optional: [string, string][] = [
    ['email_confirmed_at', 'email_confirmed_at'],
    ['phone_confirmed_at', 'phone_confirmed_at'],
    ['confirmed_at', 'confirmed_at'],
    ['confirmation_sent_at', 'confirmation_sent_at'],
    ['recovery_sent_at', 'recovery_sent_at'],
    ['new_email', 'email_change'],
    ['email_change_sent_at', 'email_change_sent_at'],
    ['last_sign_in_at', 'last_sign_in_at'],
    ['invited_at', 'invited_at'],
    ['banned_until', 'banned_until'],
    ['deleted_at', 'deleted_at'],
  ]
  for (const [key, column] of optional) {
    const value = user[column]
    if (value !== null && value !== undefined && value !== '') out[key] = value
  }
  return out
}

function refreshTokenString(): string {
  return randomBytes(9).toString('base64url')
}

async function issueSession(
  ctx: AuthContext,
  tx: Tx,
  user: Row,
  session: { id: string; createdAt: number },
  refreshToken: string,
): Promise<Row> {
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ctx.config.jwtExpiry
  const accessToken = await signJwt({
    aud: String(user.aud ?? 'authenticated'),
    exp: expiresAt,
    iat: now,
    iss: ctx.issuer(),
    sub: String(user.id),
    email: String(user.email ?? ''),
    phone: String(user.phone ?? ''),
    app_metadata: (user.raw_app_meta_data as Row) ?? {},
    user_metadata: (user.raw_user_meta_data as Row) ?? {},
    role: String(user.role || 'authenticated'),
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: session.createdAt }],
    session_id: session.id,
    is_anonymous: Boolean(user.is_anonymous),
  })
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  }
}

async function startSession(
  ctx: AuthContext,
  tx: Tx,
  userId: string,
  request: IncomingMessage,
): Promise<Row> {
  const sessionId = randomUUID()
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [
      sessionId,
      userId,
      header(request, 'user-agent') ?? null,
      request.socket.remoteAddress ?? null,
    ],
  )
  const token = refreshTokenString()
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, false, now(), now(), $3)`,
    [token, userId, sessionId],
  )
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId])
  await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId])
  const user = (await loadUser(tx, 'id', userId)) as Row
  return issueSession(
    ctx,
    tx,
    user,
    { id: sessionId, createdAt: Math.floor(Date.now() / 1000) },
    token,
  )
}

async function insertUser(
  tx: Tx,
  input: {
    id: string
    email: string
    password?: string
    data: Row
    confirmed: boolean
    appMetadata?: Row
  },
): Promise<void> {
  const hash = input.password ? await bcrypt.hash(input.password, BCRYPT_COST) : ''
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4::boolean then now() end, case when $4::boolean then null else now() end,
             $5::jsonb, $6::jsonb, now(), now())`,
    [
      input.id,
      input.email,
      hash,
      input.confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) }),
      JSON.stringify(input.data),
    ],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now(), now())`,
    [
      input.id,
      JSON.stringify({
        sub: input.id,
        email: input.email,
        email_verified: input.confirmed,
        phone_verified: false,
      }),
    ],
  )
}

/** Runs the before-user-created Postgres hook as GoTrue does; returns an error reply to refuse. */
async function runBeforeUserCreatedHook(
  ctx: AuthContext,
  request: IncomingMessage,
  candidate: { id: string; email: string; data: Row },
): Promise<Reply | undefined> {
  const uri = ctx.config.beforeUserCreatedHook
  if (!uri) return undefined
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri)
  if (!match || !IDENTIFIER.test(match[1] as string) || !IDENTIFIER.test(match[2] as string)) {
    return fail(500, 'unexpected_failure', `Unsupported hook URI: ${uri}`)
  }
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: request.socket.remoteAddress ?? '',
    },
    user: {
      id: candidate.id,
      aud: 'authenticated',
      role: '',
      email: candidate.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: candidate.data,
      identities: [],
      created_at: '0001-01-01T00:00:00Z',
      updated_at: '0001-01-01T00:00:00Z',
      is_anonymous: false,
    },
  }
  let result: Row | undefined
  try {
    result = await asAuthAdmin(ctx.db, async (tx) => {
      await tx.exec(`set local statement_timeout = '2s'`)
      const { rows } = await tx.query<{ result: Row | null }>(
        `select "${match[1]}"."${match[2]}"($1::jsonb) as result`,
        [JSON.stringify(event)],
      )
      return rows[0]?.result ?? {}
    })
  } catch (error) {
    console.error(`[auth] hook ${uri} failed: ${(error as Error).message}`)
    return fail(500, 'unexpected_failure', `Error running hook URI: ${uri}`)
  }
  const hookError = result?.error as Row | undefined
  if (hookError && typeof hookError.message === 'string' && hookError.message !== '') {
    const status = Number(hookError.http_code) || 500
    return fail(status, status >= 500 ? 'unexpected_failure' : 'unknown', hookError.message)
  }
  return undefined
}

async function signup(ctx: AuthContext, request: IncomingMessage, body: Row): Promise<Reply> {
  if (!ctx.config.enableSignup)
    return fail(422, 'signup_disabled', 'Signups not allowed for this instance')
  if (!ctx.config.emailSignup)
    return fail(400, 'email_provider_disabled', 'Email signups are disabled')
  if (typeof body.phone === 'string' && body.phone && !body.email) {
    return fail(400, 'phone_provider_disabled', 'Phone signups are disabled')
  }
  const password = typeof body.password === 'string' ? body.password : ''
  if (!password) return fail(400, 'validation_failed', 'Signup requires a valid password')
  const email = normaliseEmail(body.email)
  if (!email)
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format')
  const weak = weakPassword(ctx.config, password)
  if (weak) return weak
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Row)
      : {}
  // jsonb cannot hold NUL (\u0000): refuse it here rather than fail the insert.
  if (JSON.stringify(data).includes('\\u0000'))
    return fail(400, 'validation_failed', 'User metadata cannot contain NUL characters')
  const autoconfirm = !ctx.config.enableConfirmations

  const existing = await asAuthAdmin(ctx.db, (tx) => loadUser(tx, 'email', email))
  if (existing) {
    if (autoconfirm) return fail(422, 'user_already_exists', 'User already registered')
    if (existing.email_confirmed_at) {
      // GoTrue answers a confirmed address with a fake user, so the response does not reveal the account.
      return ok({
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        is_anonymous: false,
      })
    }
    return asAuthAdmin(ctx.db, async (tx) => {
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [
        existing.id,
      ])
      return ok(await userJson(tx, (await loadUser(tx, 'id', String(existing.id))) as Row))
    })
  }

  const id = randomUUID()
  const refused = await runBeforeUserCreatedHook(ctx, request, { id, email, data })
  if (refused) return refused

  return asAuthAdmin(ctx.db, async (tx) => {
    await insertUser(tx, { id, email, password, data, confirmed: autoconfirm })
    if (autoconfirm) return ok(await startSession(ctx, tx, id, request))
    return ok(await userJson(tx, (await loadUser(tx, 'id', id)) as Row))
  })
}

async function passwordGrant(
  ctx: AuthContext,
  request: IncomingMessage,
  body: Row,
): Promise<Reply> {
  const given = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  const password = typeof body.password === 'string' ? body.password : ''
  const invalid = fail(400, 'invalid_credentials', 'Invalid login credentials')
  if (!given || !password) return invalid
  const email = normaliseEmail(given)
  if (!email)
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format')
  return asAuthAdmin(ctx.db, async (tx) => {
    const user = await loadUser(tx, 'email', email)
    const hash = typeof user?.encrypted_password === 'string' ? user.encrypted_password : ''
    if (!user || !hash || !(await bcrypt.compare(password, hash))) return invalid
    if (!user.email_confirmed_at) return fail(400, 'email_not_confirmed', 'Email not confirmed')
    if (user.banned_until && new Date(String(user.banned_until)) > new Date()) {
      return fail(400, 'user_banned', 'User is banned')
    }
    return ok(await startSession(ctx, tx, String(user.id), request))
  })
}

async function refreshGrant(ctx: AuthContext, body: Row): Promise<Reply> {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  if (!token) {
    return json(
      400,
      { error: 'invalid_request', error_description: 'refresh_token required' },
      VERSION_HEADER,
    )
  }
  return asAuthAdmin(ctx.db, async (tx) => {
    const { rows } = await tx.query<Row>(
      `select t.token, t.revoked, t.session_id, t.user_id,
              extract(epoch from now() - t.updated_at)::float8 as age,
              extract(epoch from s.created_at)::bigint as session_created
         from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
        where t.token = $1`,
      [token],
    )
    const row = rows[0]
    if (!row)
      return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (row.session_created === null) {
      return fail(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
    }
    const user = await loadUser(tx, 'id', String(row.user_id))
    if (!user)
      return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    const session = { id: String(row.session_id), createdAt: Number(row.session_created) }

    if (row.revoked) {
      const withinReuse = Number(row.age) < ctx.config.refreshTokenReuseInterval
      if (ctx.config.refreshTokenRotation && withinReuse) {
        // A retry within the reuse interval gets the session's currently active token back.
        const active = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
          [session.id],
        )
        const current = active.rows[0]?.token
        if (current) return ok(await issueSession(ctx, tx, user, session, current))
      }
      // Reuse outside the interval: the token family is compromised; revoke all of it.
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [session.id],
      )
      return fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    }

    const next = refreshTokenString()
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [token],
    )
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4)`,
      [next, row.user_id, token, session.id],
    )
    await tx.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [session.id],
    )
    return ok(await issueSession(ctx, tx, user, session, next))
  })
}

type Caller = { claims: Claims; user: Row; sessionId?: string }

/** GoTrue's requireAuthentication: a valid user JWT whose session still exists. */
async function authenticate(request: IncomingMessage, tx: Tx): Promise<Caller | Reply> {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')
  if (!match) return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  let claims: Claims
  try {
    claims = await verifyJwt((match[1] as string).trim())
  } catch (error) {
    const detail =
      error instanceof JwtError && error.expired ? 'token is expired' : 'signature is invalid'
    return fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
  if (!claims.sub) return fail(403, 'bad_jwt', 'invalid claim: missing sub claim')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  if (sessionId) {
    const { rows } = await tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId])
    if (rows.length === 0) {
      return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
  }
  const user = await loadUser(tx, 'id', claims.sub)
  if (!user) return fail(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { claims, user, sessionId }
}

async function logout(ctx: AuthContext, request: IncomingMessage, scope: string): Promise<Reply> {
  if (!['global', 'local', 'others'].includes(scope)) {
    return fail(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
  }
  return asAuthAdmin(ctx.db, async (tx) => {
    const caller = await authenticate(request, tx)
    if ('status' in caller) return caller
    const userId = String(caller.user.id)
    if (scope === 'global' || !caller.sessionId) {
      await tx.query('delete from auth.sessions where user_id = $1', [userId])
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [caller.sessionId])
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        userId,
        caller.sessionId,
      ])
    }
    return { status: 204, headers: VERSION_HEADER }
  })
}

async function getUser(ctx: AuthContext, request: IncomingMessage): Promise<Reply> {
  return asAuthAdmin(ctx.db, async (tx) => {
    const caller = await authenticate(request, tx)
    if ('status' in caller) return caller
    return ok(await userJson(tx, caller.user))
  })
}

async function updateUser(ctx: AuthContext, request: IncomingMessage, body: Row): Promise<Reply> {
  return asAuthAdmin(ctx.db, async (tx) => {
    const caller = await authenticate(request, tx)
    if ('status' in caller) return caller
    const user = caller.user
    const userId = String(user.id)
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      return fail(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    }
    if (typeof body.password === 'string' && body.password !== '') {
      const weak = weakPassword(ctx.config, body.password)
      if (weak) return weak
      const hash = typeof user.encrypted_password === 'string' ? user.encrypted_password : ''
      if (hash && (await bcrypt.compare(body.password, hash))) {
        return fail(422, 'same_password', 'New password should be different from the old password.')
      }
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [userId, await bcrypt.hash(body.password, BCRYPT_COST)],
      )
      // A password change signs out every other session.
      if (caller.sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          userId,
          caller.sessionId,
        ])
      }
    }
    if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
      const metadata: Row = { ...((user.raw_user_meta_data as Row) ?? {}) }
      for (const [key, value] of Object.entries(body.data as Row)) {
        if (value === null) delete metadata[key]
        else metadata[key] = value
      }
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [userId, JSON.stringify(metadata)],
      )
    }
    if (body.email !== undefined && body.email !== null && body.email !== '') {
      const email = normaliseEmail(body.email)
      if (!email)
        return fail(400, 'validation_failed', 'Unable to validate email address: invalid format')
      if (email !== user.email) {
        const taken = await loadUser(tx, 'email', email)
        if (taken) {
          return fail(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        // The change waits for the confirmation link, as GoTrue does (double_confirm_changes).
        await tx.query(
          'update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1',
          [userId, email],
        )
      }
    }
    return ok(await userJson(tx, (await loadUser(tx, 'id', userId)) as Row))
  })
}

async function requireServiceRole(request: IncomingMessage): Promise<Reply | undefined> {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')
  try {
    const claims = match
      ? await verifyJwt(apiKeyToJwt(match[1]) ?? (match[1] as string))
      : undefined
    if (claims?.role === 'service_role') return undefined
  } catch {
    // fall through
  }
  return fail(403, 'not_admin', 'User not allowed')
}

async function adminUsers(
  ctx: AuthContext,
  request: IncomingMessage,
  rest: string,
  body: Row,
): Promise<Reply> {
  const denied = await requireServiceRole(request)
  if (denied) return denied
  if (request.method === 'POST' && rest === '') {
    const email = normaliseEmail(body.email)
    if (!email)
      return fail(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const password = typeof body.password === 'string' ? body.password : undefined
    if (password) {
      const weak = weakPassword(ctx.config, password)
      if (weak) return weak
    }
    return asAuthAdmin(ctx.db, async (tx) => {
      if (await loadUser(tx, 'email', email)) {
        return fail(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      const id = randomUUID()
      const data = (body.user_metadata ?? body.data ?? {}) as Row
      await insertUser(tx, {
        id,
        email,
        password,
        data,
        confirmed: body.email_confirm === true,
        appMetadata: (body.app_metadata as Row) ?? undefined,
      })
      return ok(await userJson(tx, (await loadUser(tx, 'id', id)) as Row))
    })
  }
  if (request.method === 'GET' && rest === '') {
    return asAuthAdmin(ctx.db, async (tx) => {
      const { rows } = await tx.query<{ u: Row }>(
        'select to_jsonb(u) as u from auth.users u order by created_at',
      )
      const users = []
      for (const { u } of rows) users.push(await userJson(tx, u))
      return ok({ users, aud: 'authenticated' })
    })
  }
  const id = /^\/([0-9a-f-]{36})$/i.exec(rest)?.[1]
  if (id && (request.method === 'GET' || request.method === 'DELETE')) {
    return asAuthAdmin(ctx.db, async (tx) => {
      const user = await loadUser(tx, 'id', id)
      if (!user) return fail(404, 'user_not_found', 'User not found')
      const out = await userJson(tx, user)
      if (request.method === 'DELETE') await tx.query('delete from auth.users where id = $1', [id])
      return ok(request.method === 'DELETE' ? {} : out)
    })
  }
  return fail(404, 'not_found', 'Not found')
}

export function createAuthRouter(ctx: AuthContext) {
  return async (
    request: IncomingMessage,
    path: string,
    url: URL,
    rawBody: Buffer,
  ): Promise<Reply> => {
    // The key set that verifies user JWTs is public, like on the platform (no API key needed).
    if (path === '/.well-known/jwks.json' && request.method === 'GET') return ok(JWKS)
    const apikey = header(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
    if (path !== '/health' && !apikey) return json(401, { message: 'No API key found in request' })
    if (apikey && !apiKeyToJwt(apikey)) return json(401, { message: 'Invalid API key' })
    const parsed = parseJson(rawBody)
    if (!parsed.ok) return fail(400, 'bad_json', 'Could not parse request body as JSON')
    const body = (parsed.value && typeof parsed.value === 'object' ? parsed.value : {}) as Row
    const method = request.method ?? 'GET'

    if (path === '/health' && method === 'GET') {
      return ok({
        version: 'stand-in',
        name: 'GoTrue',
        description: 'Radici local stand-in for Supabase Auth',
      })
    }
    if (path === '/settings' && method === 'GET') {
      return ok({
        external: { email: ctx.config.emailSignup, phone: false, anonymous_users: false },
        disable_signup: !ctx.config.enableSignup,
        mailer_autoconfirm: !ctx.config.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    }
    if (path === '/signup' && method === 'POST') return signup(ctx, request, body)
    if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type')
      if (grant === 'password') return passwordGrant(ctx, request, body)
      if (grant === 'refresh_token') return refreshGrant(ctx, body)
      return json(
        400,
        { error: 'unsupported_grant_type', error_description: 'unsupported_grant_type' },
        VERSION_HEADER,
      )
    }
    if (path === '/logout' && method === 'POST') {
      return logout(ctx, request, url.searchParams.get('scope') ?? 'global')
    }
    if (path === '/user' && method === 'GET') return getUser(ctx, request)
    if (path === '/user' && method === 'PUT') return updateUser(ctx, request, body)
    if (path === '/admin/users' || path.startsWith('/admin/users/')) {
      return adminUsers(ctx, request, path.slice('/admin/users'.length), body)
    }
    return fail(404, 'not_found', `The local stand-in does not serve ${method} /auth/v1${path}`)
  }
}
