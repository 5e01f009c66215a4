import { beforeEach, expect, test } from 'vitest'
import {
  acceptedJourney,
  adminToken,
  callAgency,
  handOff,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import {
  createAnonClient,
  createUserInDatabase,
  resetStandIn,
  settle,
  signedInClient,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/**
 * The agency work of issue 33's second part against the stand-in: the console's Agencies page saving contacts
 * (every field checked, row-level security), the agency's language in the view, and the insights per agency.
 */

const call = (route: string, options: Parameters<typeof callAgency>[1]) =>
  callAgency(route, { ip: '10.9.8.6', ...options })

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

async function tokenOf(client: Awaited<ReturnType<typeof signUpAdmin>>): Promise<string> {
  return adminToken(client)
}

const CONTACT = {
  handoffEmail: 'viaggi@zagara.example.it',
  contactPerson: 'Giulia Rinaldi',
  language: 'en',
  privacyNoticeUrl: 'https://zagara.example.it/privacy',
  takesHandoffs: false,
}

test('an admin saves a contact; every bad field is a 400 naming it and nothing stored changes', async () => {
  const bearer = await tokenOf(await signUpAdmin())
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ handoffEmail: 'not-an-address' }, 'handoffEmail', 'must be an e-mail address'],
    [{ handoffEmail: undefined }, 'handoffEmail', 'The hand-off address is missing.'],
    [{ contactPerson: '  ' }, 'contactPerson', 'The contact person is missing.'],
    [{ contactPerson: 'x'.repeat(201) }, 'contactPerson', 'at most 200'],
    [{ language: 'fr' }, 'language', 'Italian or English'],
    [{ privacyNoticeUrl: 'http://zagara.example.it/privacy' }, 'privacyNoticeUrl', 'https://'],
    [{ takesHandoffs: 'yes' }, 'takesHandoffs', 'takes hand-offs'],
  ]
  for (const [change, field, text] of cases) {
    const answer = await call('/team/contacts/sicilia-heritage', {
      bearer,
      body: { ...CONTACT, ...change },
    })
    expect(answer.status, field).toBe(400)
    const fields = answer.body.fields as Record<string, string>
    expect(Object.keys(fields), field).toContain(field)
    expect(fields[field]).toContain(text)
  }
  const bad = await call('/team/contacts/Not_An_Id', { bearer, body: CONTACT })
  expect(bad.status).toBe(400)
  const [before] = await sql<{ handoff_email: string }>(
    `select handoff_email from public.agency_contacts where agency_id = 'sicilia-heritage'`,
  )
  expect(before?.handoff_email).toBe('sicilia@radici.example')

  const saved = await call('/team/contacts/sicilia-heritage', { bearer, body: CONTACT })
  expect(saved.status).toBe(200)
  expect(saved.body).toMatchObject({ ...CONTACT, agencyId: 'sicilia-heritage', isSample: false })
  // An agency of the list without a row yet is added; a sample address stays labelled a sample.
  const added = await call('/team/contacts/lazio-heritage', {
    bearer,
    body: { ...CONTACT, handoffEmail: 'lazio@radici.example' },
  })
  expect(added.status).toBe(200)
  expect(added.body.isSample).toBe(true)
  const rows = await sql<{ agency_id: string; takes_handoffs: boolean; language: string }>(
    `select agency_id, takes_handoffs, language from public.agency_contacts order by agency_id`,
  )
  expect(rows).toEqual([
    { agency_id: 'lazio-heritage', takes_handoffs: false, language: 'en' },
    { agency_id: 'sicilia-heritage', takes_handoffs: false, language: 'en' },
    { agency_id: 'tuscany-roots', takes_handoffs: true, language: 'en' },
  ])
})

test('without a session a 401; a signed-in non-admin cannot write or read the contacts (RLS)', async () => {
  expect((await call('/team/contacts/sicilia-heritage', { body: CONTACT })).status).toBe(401)
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  const answer = await call('/team/contacts/sicilia-heritage', {
    bearer: await tokenOf(visitor),
    body: CONTACT,
  })
  expect(answer.status).toBe(404)
  expect((await visitor.from('agency_contacts').select('agency_id')).data).toEqual([])
  const counted = await visitor.rpc('insights_agencies', {
    period_start: '2026-01-01',
    period_end: '2026-12-31',
  })
  expect(counted.data).toEqual({ agencies: [], median_seconds: null })
  const [row] = await sql<{ handoff_email: string }>(
    `select handoff_email from public.agency_contacts where agency_id = 'sicilia-heritage'`,
  )
  expect(row?.handoff_email).toBe('sicilia@radici.example')
  expect(
    (
      await createAnonClient().rpc('insights_agencies', {
        period_start: '2026-01-01',
        period_end: '2026-12-31',
      })
    ).error,
  ).not.toBeNull()
})

async function acceptedInquiry(): Promise<string> {
  return (await acceptedJourney({ journey: { days: [{ day: 1, town: 'Palermo' }] } })).id
}

test('the view names the agency’s language; the insights count answers per agency in the database', async () => {
  const admin = await signUpAdmin()
  const bearer = await tokenOf(admin)
  const first = await acceptedInquiry()
  const italian = await handOff(first, 'sicilia-heritage', bearer)
  const seen = await call('', { token: italian, body: { action: 'view' } })
  expect(seen.status, JSON.stringify(seen.body) + italian).toBe(200)
  expect(seen.body.language).toBe('it')
  const english = await handOff(first, 'tuscany-roots', bearer) // reassigned: the first is withdrawn
  expect((await call('', { token: english, body: { action: 'view' } })).body.language).toBe('en')
  await sql(
    `update public.agency_handoffs set sent_at = now() - interval '3 hours' where agency_id = 'tuscany-roots'`,
  )
  expect(
    (
      await call('', {
        token: english,
        body: { action: 'accept', reference: 'T-1', contactPerson: 'Marco' },
      })
    ).status,
  ).toBe(200)

  const second = await acceptedInquiry()
  const declining = await handOff(second, 'sicilia-heritage', bearer)
  expect(
    (await call('', { token: declining, body: { action: 'decline', reason: 'Full in May' } }))
      .status,
  ).toBe(200)

  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const { data, error } = await admin.rpc('insights_agencies', {
    period_start: yesterday,
    period_end: today,
  })
  expect(error).toBeNull()
  const agencies = (data as { agencies: Array<Record<string, unknown>> }).agencies
  expect(agencies).toEqual([
    expect.objectContaining({
      agency_id: 'sicilia-heritage',
      sent: 2,
      accepted: 0,
      declined: 1,
      unanswered: 1,
      waiting: 0,
    }),
    expect.objectContaining({
      agency_id: 'tuscany-roots',
      sent: 1,
      accepted: 1,
      declined: 0,
      unanswered: 0,
      waiting: 0,
    }),
  ])
  const tuscany = agencies.find((row) => row.agency_id === 'tuscany-roots')
  expect(Number(tuscany?.median_seconds)).toBeGreaterThanOrEqual(3 * 3600 - 5)
  expect(Number(tuscany?.median_seconds)).toBeLessThan(3 * 3600 + 60)
  // A period before any hand-off: nothing.
  const empty = await admin.rpc('insights_agencies', {
    period_start: '2020-01-06',
    period_end: '2020-01-12',
  })
  expect(empty.data).toEqual({ agencies: [], median_seconds: null })
})
