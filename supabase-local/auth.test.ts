import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  signUpAdmin,
  sql,
  standIn,
} from '../tests/integration/stand-in.ts'

beforeEach(async () => {
  await resetStandIn()
})

describe('sign-up', () => {
  it('gives an allowlisted address a session and a profile with its full name', async () => {
    const client = createAnonClient()
    const { data, error } = await client.auth.signUp({
      email: '  Marco@Radici.example ',
      password: 'secret-pass',
      options: { data: { full_name: 'Marco Rossi' }, emailRedirectTo: 'http://localhost:8080' },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.user?.email).toBe('marco@radici.example')
    expect(data.user?.user_metadata.full_name).toBe('Marco Rossi')
    expect(data.user?.email_confirmed_at).toBeTruthy()

    const profile = await client.from('profiles').select('*').eq('id', data.user!.id).single()
    expect(profile.error).toBeNull()
    expect(profile.data).toMatchObject({ id: data.user!.id, full_name: 'Marco Rossi' })
  })

  it('refuses an address outside the allowlist with 403 and "not authorized", creating nothing', async () => {
    const { data, error } = await createAnonClient().auth.signUp({
      email: 'intruder@example.com',
      password: 'secret-pass',
    })
    expect(error?.status).toBe(403)
    expect(error?.message).toBe('This email address is not authorized for admin access.')
    expect(error?.message).toContain('not authorized')
    expect(data.session).toBeNull()
    expect(await sql(`select 1 from auth.users where email = 'intruder@example.com'`)).toHaveLength(
      0,
    )
  })

  it('answers "User already registered" to the same address twice', async () => {
    await signUpAdmin('sofia@radici.example')
    const { error } = await createAnonClient().auth.signUp({
      email: 'SOFIA@radici.example',
      password: 'another-pass',
    })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('enforces the minimum password length of 6', async () => {
    const { error } = await createAnonClient().auth.signUp({
      email: 'giulia@radici.example',
      password: '12345',
    })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
    expect(error?.name).toBe('AuthWeakPasswordError')
  })
})

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    await signUpAdmin('giulia@radici.example', 'right-password')
    const client = createAnonClient()
    const wrong = await client.auth.signInWithPassword({
      email: 'giulia@radici.example',
      password: 'wrong-password',
    })
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const unknown = await client.auth.signInWithPassword({
      email: 'nobody@radici.example',
      password: 'whatever',
    })
    expect(unknown.error?.message).toBe('Invalid login credentials')

    const right = await client.auth.signInWithPassword({
      email: 'Giulia@radici.example',
      password: 'right-password',
    })
    expect(right.error).toBeNull()
    expect(right.data.session?.user.email).toBe('giulia@radici.example')
    expect(right.data.session?.expires_in).toBe(3600)
    expect(right.data.session?.token_type).toBe('bearer')
  })

  it('rotates the refresh token; a reused old token works only within the reuse interval', async () => {
    const client = await signUpAdmin()
    const first = (await client.auth.getSession()).data.session!
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const second = refreshed.data.session!
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.access_token).toBeTruthy()

    // A retry with the old token within 10 s (config.toml refresh_token_reuse_interval) gets the current one.
    const retry = await createAnonClient().auth.refreshSession({
      refresh_token: first.refresh_token,
    })
    expect(retry.error).toBeNull()
    expect(retry.data.session?.refresh_token).toBe(second.refresh_token)

    // Past the interval, reusing it is refused and the whole session's token family is revoked.
    await sql(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first.refresh_token],
    )
    const reuse = await createAnonClient().auth.refreshSession({
      refresh_token: first.refresh_token,
    })
    expect(reuse.error?.status).toBe(400)
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used')
    const revoked = await createAnonClient().auth.refreshSession({
      refresh_token: second.refresh_token,
    })
    expect(revoked.error?.status).toBe(400)

    const unknown = await createAnonClient().auth.refreshSession({ refresh_token: 'not-a-token' })
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })

  it('signs out: the session ends for getUser and the refresh token', async () => {
    const client = await signUpAdmin()
    const session = (await client.auth.getSession()).data.session!
    expect((await client.auth.signOut()).error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()

    const other = createAnonClient()
    // The server answers 403 session_not_found; auth-js turns that into AuthSessionMissingError.
    const { error } = await other.auth.getUser(session.access_token)
    expect(error?.name).toBe('AuthSessionMissingError')
    const refresh = await other.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error?.status).toBe(400)
  })

  it('signs out locally or everywhere according to the scope', async () => {
    await signUpAdmin('marco@radici.example', 'pass-word-1')
    const a = createAnonClient()
    const b = createAnonClient()
    await a.auth.signInWithPassword({ email: 'marco@radici.example', password: 'pass-word-1' })
    await b.auth.signInWithPassword({ email: 'marco@radici.example', password: 'pass-word-1' })
    const tokenB = (await b.auth.getSession()).data.session!.access_token
    await a.auth.signOut({ scope: 'local' })
    expect((await createAnonClient().auth.getUser(tokenB)).error).toBeNull()
    await b.auth.signOut({ scope: 'global' })
    expect((await createAnonClient().auth.getUser(tokenB)).error?.name).toBe(
      'AuthSessionMissingError',
    )
  })
})

describe('the user endpoint', () => {
  it('returns the signed-in user and updates metadata and password', async () => {
    const client = await signUpAdmin('giulia@radici.example', 'first-pass', 'Giulia')
    const user = await client.auth.getUser()
    expect(user.error).toBeNull()
    expect(user.data.user?.email).toBe('giulia@radici.example')
    expect(user.data.user?.identities?.[0]?.provider).toBe('email')

    const updated = await client.auth.updateUser({
      data: { full_name: 'Giulia Bianchi', team: 'ops' },
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Giulia Bianchi',
      team: 'ops',
    })
    const removed = await client.auth.updateUser({ data: { team: null } })
    expect(removed.data.user?.user_metadata.team).toBeUndefined()

    const same = await client.auth.updateUser({ password: 'first-pass' })
    expect(same.error?.code).toBe('same_password')
    expect((await client.auth.updateUser({ password: 'second-pass' })).error).toBeNull()
    const again = createAnonClient()
    expect(
      (
        await again.auth.signInWithPassword({
          email: 'giulia@radici.example',
          password: 'first-pass',
        })
      ).error?.message,
    ).toBe('Invalid login credentials')
    expect(
      (
        await again.auth.signInWithPassword({
          email: 'giulia@radici.example',
          password: 'second-pass',
        })
      ).error,
    ).toBeNull()
  })

  it('rejects the anon key as a user token', async () => {
    const { error } = await createAnonClient().auth.getUser(standIn().anonKey)
    expect(error?.status).toBe(403)
  })
})

describe('admin API (service role)', () => {
  it('creates users without the sign-up hook, and only for the service role', async () => {
    const created = await createServiceClient().auth.admin.createUser({
      email: 'guest@example.com',
      password: 'guest-pass',
      email_confirm: true,
      user_metadata: { full_name: 'Guest' },
    })
    expect(created.error).toBeNull()
    expect(created.data.user?.email).toBe('guest@example.com')

    const denied = await createAnonClient().auth.admin.createUser({
      email: 'x@example.com',
      password: 'secret-x',
    })
    expect(denied.error?.status).toBe(403)
  })
})

describe('input the database cannot hold', () => {
  async function authPost(path: string, body: unknown) {
    const { url, anonKey } = standIn()
    const response = await fetch(`${url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it.each([
    ['ending in NUL', 'giulia@radici.example\u0000'],
    ['holding a control character', 'giu\u0007lia@radici.example'],
    ['holding a lone surrogate', 'giulia\uD800@radici.example'],
  ])(
    'an e-mail %s is a 400 with Auth\u2019s error shape at sign-up and at token',
    async (_label, email) => {
      for (const [path, body] of [
        ['/signup', { email, password: 'secret-pass' }],
        ['/token?grant_type=password', { email, password: 'secret-pass' }],
      ] as const) {
        const answer = await authPost(path, body)
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({
          code: 'validation_failed',
          error_code: 'validation_failed',
          msg: 'Unable to validate email address: invalid format',
        })
      }
    },
  )

  it('user metadata holding NUL is a 400, not a 500', async () => {
    const answer = await authPost('/signup', {
      email: 'sofia@radici.example',
      password: 'secret-pass',
      data: { full_name: 'So\u0000fia' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error_code: 'validation_failed' })
  })
})
