import { createClient } from '@supabase/supabase-js'
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  capturedEmails,
  resetStandIn,
  signUpAdmin,
  sql,
  standIn,
} from '../tests/integration/stand-in.ts'

/**
 * The keys of a project created today (docs/decisions/098-publishable-and-secret-keys.md): the publishable and
 * secret keys through the real supabase-js, the legacy demo keys beside them, a secret key refused from a
 * browser, user JWTs signed with an asymmetric key published as a JWKS.
 */

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const noPersistence = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

const inquiry = {
  name: 'Maria Lombardi',
  email: 'maria@example.com',
  phone: null,
  planning_stage: 'dates-set',
  regions: 'Sicily',
  travel_dates: '2027-05-12',
  trip_duration: '2-weeks',
  genealogy_help: 'full-family-tree',
  preferred_contact: 'email',
  newsletter_consent: false,
  submission_key: '55555555-5555-4555-8555-555555555555',
}

beforeEach(async () => {
  await resetStandIn()
})

describe('publishable and secret keys with supabase-js', () => {
  it('the publishable key acts as anon: signs an admin up, who then reads inquiries', async () => {
    const { url, publishableKey, secretKey } = standIn()
    const server = createClient(url, secretKey, noPersistence)
    const stored = await server.from('form_submissions').insert(inquiry).select('id').single()
    expect(stored.error).toBeNull()

    const visitor = createClient(url, publishableKey, noPersistence)
    const denied = await visitor.from('form_submissions').select('id')
    expect(denied.error?.code).toBe('42501')

    const signUp = await visitor.auth.signUp({
      email: 'giulia@radici.example',
      password: 'pass-123',
    })
    expect(signUp.error).toBeNull()
    const read = await visitor.from('form_submissions').select('id')
    expect(read.data).toEqual([{ id: stored.data!.id }])
  })

  it('the secret key acts as the service role (bypasses RLS, keeps the grants)', async () => {
    const { url, secretKey } = standIn()
    const server = createClient(url, secretKey, noPersistence)
    const list = await server.from('admin_allowlist').select('email').order('email')
    expect(list.error).toBeNull()
    expect(list.data!.length).toBeGreaterThan(0)
    const remove = await server.from('form_submissions').delete().eq('name', 'nobody')
    expect(remove.error?.code).toBe('42501')
  })

  it('the legacy demo keys keep working beside the new ones', async () => {
    const { url, anonKey, serviceRoleKey } = standIn()
    const legacyServer = createClient(url, serviceRoleKey, noPersistence)
    expect((await legacyServer.from('admin_allowlist').select('email')).error).toBeNull()
    const legacyVisitor = createClient(url, anonKey, noPersistence)
    expect((await legacyVisitor.from('form_submissions').select('id')).error?.code).toBe('42501')
    const signUp = await legacyVisitor.auth.signUp({
      email: 'marco@radici.example',
      password: 'pass-123',
    })
    expect(signUp.error).toBeNull()
  })

  it('the inquiry function acts with the secret key from SUPABASE_SECRET_KEYS', async () => {
    const { url, publishableKey } = standIn()
    const visitor = createClient(url, publishableKey, noPersistence)
    const { data, error } = await visitor.functions.invoke('send-form-notification', {
      body: {
        regions: 'Sicily, near Agrigento',
        travelDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        travelDateUnknown: false,
        tripDuration: '2-weeks',
        genealogyExpectations: 'full-family-tree',
        name: 'Maria',
        lastName: 'Russo',
        email: 'maria.keys@example.com',
        phone: '+1 555 0100',
        newsletterConsent: false,
        submissionKey: crypto.randomUUID(),
        agencyId: 'sicilia-heritage',
        itineraryId: 'sicily-roots',
        website: '',
      },
    })
    if (error) throw new Error(`invoke failed: ${await (error.context as Response).text()}`)
    expect(data).toMatchObject({ ok: true })
    expect(await sql('select 1 from public.form_submissions')).toHaveLength(1)
    expect(await capturedEmails()).not.toEqual([])
  })
})

describe('a secret key sent by a browser', () => {
  it('is refused with 401 on the Data API, Auth and functions; a server may use it', async () => {
    const { url, secretKey } = standIn()
    for (const path of ['/rest/v1/admin_allowlist?select=email', '/auth/v1/settings']) {
      const fromBrowser = await fetch(`${url}${path}`, {
        headers: { apikey: secretKey, 'User-Agent': CHROME },
      })
      expect(fromBrowser.status).toBe(401)
      expect(await fromBrowser.json()).toEqual({
        message: 'Forbidden use of secret API key in browser',
      })
      const fromServer = await fetch(`${url}${path}`, {
        headers: { apikey: secretKey, 'User-Agent': 'Deno/2.5' },
      })
      expect(fromServer.status).toBe(200)
    }
    const bearer = await fetch(`${url}/functions/v1/send-form-notification`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secretKey}`, 'User-Agent': CHROME },
      body: '{}',
    })
    expect(bearer.status).toBe(401)
  })

  it('the publishable and legacy keys from a browser pass', async () => {
    const { url, publishableKey, serviceRoleKey } = standIn()
    for (const key of [publishableKey, serviceRoleKey]) {
      const response = await fetch(`${url}/auth/v1/settings`, {
        headers: { apikey: key, 'User-Agent': CHROME },
      })
      expect(response.status).toBe(200)
    }
  })
})

describe('user JWTs signed with an asymmetric key', () => {
  it('a session token is ES256 with a kid of the published JWKS, and verifies against it', async () => {
    const { url } = standIn()
    const admin = await signUpAdmin()
    const token = (await admin.auth.getSession()).data.session!.access_token
    const header = decodeProtectedHeader(token)
    expect(header.alg).toBe('ES256')

    const jwks = await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(header.kid)
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/)
    const { payload } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(`${url}/auth/v1/.well-known/jwks.json`)),
    )
    expect(payload).toMatchObject({ role: 'authenticated', email: 'giulia@radici.example' })
  })

  it('a token signed with a wrong key is refused, even with the right kid and claims', async () => {
    const { url, publishableKey } = standIn()
    const admin = await signUpAdmin()
    const good = (await admin.auth.getSession()).data.session!.access_token
    const { kid } = decodeProtectedHeader(good)
    const claims = (await admin.auth.getClaims()).data!.claims

    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
    expect((await exportJWK(publicKey)).kty).toBe('EC')
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
      .sign(privateKey)

    const headers = (token: string) => ({
      apikey: publishableKey,
      Authorization: `Bearer ${token}`,
    })
    const rest = await fetch(`${url}/rest/v1/form_submissions?select=id`, {
      headers: headers(forged),
    })
    expect(rest.status).toBe(401)
    const user = await fetch(`${url}/auth/v1/user`, { headers: headers(forged) })
    expect([401, 403]).toContain(user.status)

    const accepted = await fetch(`${url}/rest/v1/form_submissions?select=id`, {
      headers: headers(good),
    })
    expect(accepted.status).toBe(200)
  })
})
