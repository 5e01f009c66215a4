import { beforeEach, expect, test } from 'vitest'
import {
  acceptedJourney,
  adminToken,
  callAgency as call,
  choose,
  handOff,
  offByOne,
  saveHealthNotes,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { formatDeadline } from '../../supabase/functions/_shared/agency-formats.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/** The hand-off to an agency (docs/product/agency-handoff.md, docs/decisions/215) against the stand-in. */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

async function acceptedInquiry(): Promise<string> {
  return (await acceptedJourney()).id
}

test('the agency sees the brief only before accepting, the family after; a second answer is a 409', async () => {
  const inquiryId = await acceptedInquiry()
  const bearer = await adminToken()
  const token = await handOff(inquiryId, 'sicilia-heritage', bearer)
  const [mail] = await capturedEmails()
  expect(mail?.to).toEqual(['sicilia@radici.example'])
  expect(mail?.subject).toBe('Radici: nuova richiesta di viaggio per la vostra agenzia')
  // The contact person greeted, the deadline the database set said in Rome time (src/lib/agency-formats.ts).
  const [deadline] = await sql<{ deadline_at: string }>(
    `select deadline_at from public.agency_handoffs where submission_id = $1`,
    [inquiryId],
  )
  expect(mail?.text).toMatch(/^Gentile Giulia Rinaldi,\n/)
  expect(mail?.text).toContain(
    `entro ${formatDeadline(new Date(deadline!.deadline_at).toISOString(), 'it')}, accettando`,
  )
  expect(mail?.text).toContain('vi chiediamo di non inoltrarlo')

  const before = await call('', { token, body: { action: 'view' } })
  expect(before.status).toBe(200)
  expect(before.headers.get('referrer-policy')).toBe('no-referrer')
  expect(before.body.state).toBe('sent')
  expect(before.body.family).toBeNull()
  const brief = before.body.brief as Record<string, unknown>
  expect(brief.days).toEqual([
    { day: 1, town: 'Palermo' },
    { day: 2, town: 'Cefalù' },
  ])
  // Nothing the family did not allow: no ancestors, no health notes, no contact details.
  expect(brief.ancestors).toBeNull()
  expect(brief.healthNotes).toBeNull()
  expect(JSON.stringify(before.body)).not.toContain('@')

  const missing = await call('', { token, body: { action: 'accept', reference: ' ' } })
  expect(missing.status).toBe(400)
  expect(missing.body.fields).toMatchObject({ reference: 'The reference is missing.' })

  const accepted = await call('', {
    token,
    body: { action: 'accept', reference: 'SH-2027-014', contactPerson: 'Giulia Rinaldi' },
  })
  expect(accepted.status).toBe(200)
  expect(accepted.body.reference).toBe('SH-2027-014')
  expect(accepted.body.family).toMatchObject({ email: expect.stringContaining('@') })

  const again = await call('', { token, body: { action: 'decline', reason: 'Too late' } })
  expect(again.status).toBe(409)
  const history = await sql<{ kind: string }>(
    `select kind from public.inquiry_history where submission_id = $1 and kind like 'handoff%' order by id`,
    [inquiryId],
  )
  expect(history.map((row) => row.kind)).toEqual(['handoff_sent', 'handoff_accepted'])
})

test('ancestors and health notes reach the agency only with the family’s choices', async () => {
  const { id: inquiryId, token: familyToken } = await acceptedJourney()
  await saveHealthNotes(familyToken, 'One traveller uses a wheelchair.')
  expect(await choose(inquiryId, { ancestors: true, health: true })).toBe('ok')
  const token = await handOff(inquiryId, 'sicilia-heritage', await adminToken())
  const view = await call('', { token, body: { action: 'view' } })
  const brief = view.body.brief as Record<string, unknown>
  expect(brief.ancestors).toEqual([{ name: 'Rosa Lo Cascio', town: 'Corleone' }])
  expect(brief.healthNotes).toBe('One traveller uses a wheelchair.')

  // Withdrawable at any time (ADR 254): after the agency accepted, its next view no longer carries them.
  await call('', {
    token,
    body: { action: 'accept', reference: 'R-1', contactPerson: 'Giulia Rinaldi' },
  })
  expect(await choose(inquiryId, { ancestors: false, health: false })).toBe('ok')
  const after = (await call('', { token, body: { action: 'view' } })).body.brief as Record<
    string,
    unknown
  >
  expect(after.ancestors).toBeNull()
  expect(after.healthNotes).toBeNull()
})

test('a withdrawn choice stops what the next hand-off carries', async () => {
  const { id: inquiryId, token: familyToken } = await acceptedJourney()
  await saveHealthNotes(familyToken, 'No gluten.')
  for (const health of [true, false]) await choose(inquiryId, { ancestors: health, health })
  const token = await handOff(inquiryId, 'sicilia-heritage', await adminToken())
  const brief = (await call('', { token, body: { action: 'view' } })).body.brief as Record<
    string,
    unknown
  >
  expect(brief.healthNotes).toBeNull()
  expect(brief.ancestors).toBeNull()
})

test('a token wrong by one character, a missing one and a malformed one are plain 404s', async () => {
  const inquiryId = await acceptedInquiry()
  const token = await handOff(inquiryId, 'sicilia-heritage', await adminToken())
  for (const wrong of [offByOne(token), 'short', undefined]) {
    const answer = await call('', { ...(wrong ? { token: wrong } : {}), body: { action: 'view' } })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ error: 'not_found' })
  }
})

test('reassigning revokes the first link and tells the first agency', async () => {
  const inquiryId = await acceptedInquiry()
  const bearer = await adminToken()
  const first = await handOff(inquiryId, 'sicilia-heritage', bearer)
  const declined = await call('', {
    token: first,
    body: { action: 'decline', reason: 'Fully booked in May' },
  })
  expect(declined.body.state).toBe('declined')
  const second = await call(`/team/${inquiryId}/handoff`, {
    bearer,
    body: { agencyId: 'tuscany-roots' },
  })
  expect(second.status).toBe(200)

  const third = await handOff(inquiryId, 'sicilia-heritage', bearer)
  const emails = await capturedEmails()
  expect(
    emails.some(
      (email) => email.to.includes('tuscany@radici.example') && email.subject.includes('withdrawn'),
    ),
  ).toBe(true)
  expect((await call('', { token: third, body: { action: 'view' } })).status).toBe(200)
  const rows = await sql<{ agency_id: string; state: string }>(
    `select agency_id, state from public.agency_handoffs where submission_id = $1 order by sent_at, id`,
    [inquiryId],
  )
  expect(rows.map((row) => row.state).sort()).toEqual(['declined', 'sent', 'withdrawn'])
})

test('a hand-off needs an accepted plan and an agency that takes hand-offs; only admins send one', async () => {
  const { id } = await submittedInquiry()
  const bearer = await adminToken()
  expect(
    (await call(`/team/${id}/handoff`, { bearer, body: { agencyId: 'sicilia-heritage' } })).status,
  ).toBe(409)
  const inquiryId = await acceptedInquiry()
  const unknown = await call(`/team/${inquiryId}/handoff`, {
    bearer,
    body: { agencyId: 'nowhere' },
  })
  expect(unknown.status).toBe(400)
  expect(unknown.body.fields).toMatchObject({ agencyId: 'This agency does not take hand-offs.' })
  expect(
    (await call(`/team/${inquiryId}/handoff`, { body: { agencyId: 'sicilia-heritage' } })).status,
  ).toBe(401)
})

test('the deadline job reminds at half time and marks overdue at the deadline, once each', async () => {
  const inquiryId = await acceptedInquiry()
  await handOff(inquiryId, 'sicilia-heritage', await adminToken())
  const service = createServiceClient()
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()
  expect((await service.rpc('agency_handoff_deadlines', { at: at(1) })).data).toEqual([])
  const reminder = await service.rpc('agency_handoff_deadlines', { at: at(25) })
  expect(reminder.data).toMatchObject([{ due: 'reminder', agency_id: 'sicilia-heritage' }])
  const overdue = await service.rpc('agency_handoff_deadlines', { at: at(49) })
  expect(overdue.data).toMatchObject([{ due: 'overdue', submission_id: inquiryId }])
  expect((await service.rpc('agency_handoff_deadlines', { at: at(50) })).data).toEqual([])
  const history = await sql<{ kind: string }>(
    `select kind from public.inquiry_history where submission_id = $1 and kind = 'handoff_overdue'`,
    [inquiryId],
  )
  expect(history).toHaveLength(1)
})

test('the job path wants the scheduled jobs’ secret', async () => {
  expect((await call('/deadlines', { bearer: 'not-the-secret-at-all' })).status).toBe(401)
  const answer = await call('/deadlines', { bearer: functionEnv().SUPABASE_SERVICE_ROLE_KEY })
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ reminders: 0, overdue: 0, emailed: 0 })
})

test('RLS and grants: anon reads and calls nothing; the tables are admin-only', async () => {
  const anon = createAnonClient()
  for (const table of ['agency_contacts', 'agency_sharing', 'agency_handoffs'] as const) {
    const read = await anon.from(table).select('*')
    expect(read.error).not.toBeNull()
    expect(read.data).toBeNull()
  }
  const rpc = await anon.rpc('agency_handoff_answer', {
    link_hash: 'a'.repeat(64),
    accept: true,
    agency_reference: 'x',
    person: 'x',
    reason: '',
  })
  expect(rpc.error).not.toBeNull()
  const admin = await signUpAdmin()
  const contacts = await admin.from('agency_contacts').select('agency_id')
  expect(contacts.data?.length).toBe(2)
})

test('the family chooses on its journey page, sees who has the journey, and can still change it once accepted', async () => {
  const { id, token } = await acceptedJourney()
  const empty = await journey('GET', '/sharing', { token })
  expect(empty.status).toBe(200)
  expect(empty.body).toMatchObject({
    agency: { id: 'sicilia-heritage', contactPerson: 'Giulia Rinaldi' },
    choice: null,
    handoff: null,
  })
  const bad = await journey('PUT', '/sharing', {
    token,
    body: { agencyId: 'sicilia-heritage', shareAncestors: 'yes' },
  })
  expect(bad.status).toBe(400)
  expect(bad.body.fields).toMatchObject({
    shareAncestors: expect.any(String),
    shareHealth: expect.any(String),
  })
  const saved = await journey('PUT', '/sharing', {
    token,
    body: {
      agencyId: 'sicilia-heritage',
      shareAncestors: true,
      shareHealth: false,
      wording: 'Share names and towns.',
    },
  })
  expect(saved.status).toBe(200)
  expect(saved.body.choice).toMatchObject({ shareAncestors: true, shareHealth: false })
  const [stored] = await sql<{ wording: string }>(
    `select wording from public.agency_sharing where submission_id = $1`,
    [id],
  )
  expect(stored?.wording).toBe('Share names and towns.')

  const agencyToken = await handOff(id, 'sicilia-heritage', await adminToken())
  expect((await journey('GET', '/sharing', { token })).body.handoff).toMatchObject({
    state: 'sent',
    overdue: false,
  })
  await call('', {
    token: agencyToken,
    body: { action: 'accept', reference: 'SH-7', contactPerson: 'Giulia Rinaldi' },
  })
  const after = await journey('GET', '/sharing', { token })
  expect(after.body).toMatchObject({
    handoff: { state: 'accepted', reference: 'SH-7', contactPerson: 'Giulia Rinaldi' },
  })
  const late = await journey('PUT', '/sharing', {
    token,
    body: {
      agencyId: 'sicilia-heritage',
      shareAncestors: false,
      shareHealth: false,
      wording: 'Withdraw.',
    },
  })
  expect(late.status).toBe(200)
  expect(late.body.choice).toMatchObject({ shareAncestors: false, shareHealth: false })
  expect(
    (
      await journey('GET', '/sharing', {
        token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      })
    ).status,
  ).toBe(404)
})

test('two answers at the same moment: exactly one wins, the other is a 409', async () => {
  const inquiryId = await acceptedInquiry()
  const token = await handOff(inquiryId, 'sicilia-heritage', await adminToken())
  const answers = await Promise.all([
    call('', {
      token,
      body: { action: 'accept', reference: 'A-1', contactPerson: 'Giulia Rinaldi' },
    }),
    call('', { token, body: { action: 'decline', reason: 'Fully booked' } }),
    call('', { token, body: { action: 'accept', reference: 'A-2', contactPerson: 'Marco' } }),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
  const history = await sql<{ kind: string }>(
    `select kind from public.inquiry_history where submission_id = $1 and kind in ('handoff_accepted', 'handoff_declined')`,
    [inquiryId],
  )
  expect(history).toHaveLength(1)
})
