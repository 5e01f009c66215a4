import { beforeEach, expect, test } from 'vitest'
import {
  planVersionSchema,
  planViewSchema,
} from '../../supabase/functions/_shared/contracts/plan.ts'
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

/** The plan (docs/decisions/220, docs/product/plan.md) through the journey function, real supabase-js. */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    Date.now() + days * 86_400_000,
  )

function draft(overrides: Record<string, unknown> = {}) {
  return {
    content: {
      research: {
        lines: [
          { kind: 'digital_archives', ancestorLine: 'Giuseppe Russo of Padula', backTo: '1750' },
          { kind: 'church_archives', ancestorLine: 'Giuseppe Russo of Padula', backTo: '1600' },
          { kind: 'digital_archives', ancestorLine: 'Maria Esposito', backTo: '1800' },
        ],
        weeks: 8,
        deliverables: ['report', 'record_images', 'tree_file'],
      },
      journey: {
        dates: 'May 12–20, 2027',
        people: 4,
        hotel: 'Family-run agriturismo',
        days: [
          {
            town: 'Padula',
            title: 'Giuseppe’s baptism record',
            text: 'The parish of San Michele.',
            ancestors: ['Giuseppe Russo'],
          },
        ],
        included: 'Guide, driver, archive visit',
        notIncluded: 'Flights',
      },
      terms: { cancellation: 'Free until 30 days before.' },
    },
    agencyId: 'campania-heritage',
    validUntil: inDays(30),
    journeyPerPersonMinor: 245000,
    ...overrides,
  }
}

async function team() {
  const admin = await signUpAdmin()
  const session = (await admin.auth.getSession()).data.session!
  return { admin, auth: { Authorization: `Bearer ${session.access_token}` } }
}

test('the team drafts, the server prices it from the list, sends it frozen; the family reads it', async () => {
  const { id, token, email } = await submittedInquiry()
  const { admin, auth } = await team()
  // Nothing sent yet: the family sees no plan, not even the draft.
  const saved = await journey('PUT', `/team/${id}/plan`, { headers: auth, body: draft() })
  expect(saved.status).toBe(200)
  // Digital archives once (two lines) + church archives: $890 + the list's church price, never the browser's.
  const [church] = await sql<{ amount_minor: number }>(
    `select amount_minor from public.plan_prices where kind = 'church_archives'`,
  )
  expect(saved.body.draft).toMatchObject({
    version: 1,
    state: 'draft',
    researchFeeMinor: 89000 + church!.amount_minor,
  })
  expect((await journey('GET', '/plan', { token })).body).toMatchObject({
    current: null,
    older: [],
  })

  const sent = await journey('POST', `/team/${id}/plan/send`, { headers: auth })
  expect(sent.status).toBe(200)
  expect(sent.body.sent).toMatchObject({ version: 1, state: 'sent', sentAt: expect.any(String) })
  await settle()
  expect(
    (await capturedEmails()).some(
      (mail) => mail.to.includes(email) && mail.subject === 'Your Radici plan is ready',
    ),
  ).toBe(true)

  const view = await journey('GET', '/plan', { token })
  expect(view.status).toBe(200)
  expect(view.body.current).toMatchObject({
    version: 1,
    state: 'sent',
    expired: false,
    content: { journey: { days: [{ town: 'Padula', ancestors: ['Giuseppe Russo'] }] } },
  })
  // The first view is noted once.
  await journey('GET', '/plan', { token })
  expect(
    await sql(`select id from public.inquiry_history where kind = 'plan_viewed'`),
  ).toHaveLength(1)

  // A sent version never changes: the database refuses it, even to the service role.
  const frozen = await createServiceClient()
    .from('plan_versions')
    .update({ research_fee_minor: 1 })
    .eq('submission_id', id)
  expect(frozen.error?.code).toBe('55000')
  // Admins read plans through RLS; anon nothing.
  expect((await admin.from('plan_versions').select('id')).data).toHaveLength(1)
  expect((await createAnonClient().from('plan_versions').select('id')).error).not.toBeNull()
  expect((await createAnonClient().from('plan_prices').select('kind')).error).not.toBeNull()
})

test('a question, an answer, v2 replaces v1; acceptance stores the evidence once; a second is a 409', async () => {
  const { id, token } = await submittedInquiry()
  const { auth } = await team()
  await journey('PUT', `/team/${id}/plan`, { headers: auth, body: draft() })
  const v1 = planVersionSchema.parse(
    (await journey('POST', `/team/${id}/plan/send`, { headers: auth })).body.sent,
  )

  const asked = await journey('POST', '/plan/messages', {
    token,
    body: {
      kind: 'change',
      body: 'Could we add a day in Sala Consilina?',
      versionId: v1.id,
      dayIndex: 0,
    },
  })
  expect(asked.status).toBe(200)
  expect(asked.body.messages).toHaveLength(1)
  expect(
    (await journey('POST', '/plan/messages', { token, body: { kind: 'question', body: '' } })).body
      .fields,
  ).toEqual({ body: 'Write your question.' })
  const answered = await journey('POST', `/team/${id}/plan/answer`, {
    headers: auth,
    body: { body: 'Yes: version 2 adds it.' },
  })
  expect(answered.status).toBe(200)

  const second = draft()
  second.content.journey.days.push({
    town: 'Sala Consilina',
    title: 'The town hall',
    text: '',
    ancestors: [],
  })
  await journey('PUT', `/team/${id}/plan`, { headers: auth, body: second })
  const v2 = planVersionSchema.parse(
    (await journey('POST', `/team/${id}/plan/send`, { headers: auth })).body.sent,
  )
  expect(v2.version).toBe(2)
  const view = planViewSchema.parse((await journey('GET', '/plan', { token })).body)
  expect(view.current?.version).toBe(2)
  expect(view.older).toMatchObject([{ version: 1, state: 'replaced' }])
  expect(view.messages.map((m) => m.author)).toEqual(['family', 'team'])

  // The replaced version cannot be accepted; the current one can, once.
  const stale = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: v1.id, name: 'Maria Russo', terms: true },
  })
  expect(stale.status).toBe(409)
  expect(stale.body.error).toBe('not_current')
  const unticked = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: v2.id, name: 'M', terms: false },
  })
  expect(unticked.status).toBe(400)
  expect(unticked.body.fields).toEqual({ name: expect.any(String), terms: expect.any(String) })

  const accepted = await journey('POST', '/plan/accept', {
    token,
    headers: { 'User-Agent': 'Integration test browser' },
    body: { versionId: v2.id, name: ' Maria Russo ', terms: true },
  })
  expect(accepted.status).toBe(200)
  expect(accepted.body.current).toMatchObject({ version: 2, state: 'accepted' })
  // The name typed comes back with the accepted version (its printed copy says `Accepted by … on …`); the replaced
  // version carries none.
  expect(accepted.body).toMatchObject({
    current: { acceptedName: 'Maria Russo', acceptedAt: expect.any(String) },
    older: [{ version: 1, acceptedName: null }],
  })
  const [evidence] = await sql<Record<string, string>>(
    `select a.accepted_name, a.content_hash, a.user_agent, a.address_hash, v.content_hash as version_hash
       from public.plan_acceptances a join public.plan_versions v on v.id = a.plan_version_id`,
  )
  expect(evidence).toMatchObject({
    accepted_name: 'Maria Russo',
    user_agent: 'Integration test browser',
  })
  expect(evidence!.content_hash).toBe(evidence!.version_hash)
  expect(evidence!.address_hash).toMatch(/^[0-9a-f]{64}$/)
  const [lead] = await sql<{ lead_status: string }>(
    'select lead_status from public.form_submissions where id = $1',
    [id],
  )
  expect(lead!.lead_status).toBe('plan_accepted')

  const again = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: v2.id, name: 'Maria Russo', terms: true },
  })
  expect(again.status).toBe(409)
  expect(again.body.error).toBe('already_accepted')
  expect(await sql('select plan_version_id from public.plan_acceptances')).toHaveLength(1)
  // After acceptance nothing more is sent.
  await journey('PUT', `/team/${id}/plan`, { headers: auth, body: draft() })
  expect((await journey('POST', `/team/${id}/plan/send`, { headers: auth })).status).toBe(409)
})

test('an expired plan cannot be accepted and says so; a decline keeps its reason', async () => {
  const { id, token } = await submittedInquiry()
  const { auth } = await team()
  await journey('PUT', `/team/${id}/plan`, {
    headers: auth,
    body: draft({ validUntil: inDays(0) }),
  })
  const v1 = planVersionSchema.parse(
    (await journey('POST', `/team/${id}/plan/send`, { headers: auth })).body.sent,
  )
  // The plan's last day passes: moved by hand (a sent version cannot change, so the trigger is bypassed here).
  await sql(`alter table public.plan_versions disable trigger plan_versions_frozen`)
  await sql(`update public.plan_versions set valid_until = current_date - 1 where id = $1`, [v1.id])
  await sql(`alter table public.plan_versions enable trigger plan_versions_frozen`)
  expect(
    planViewSchema.parse((await journey('GET', '/plan', { token })).body).current?.expired,
  ).toBe(true)
  const late = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: v1.id, name: 'Maria Russo', terms: true },
  })
  expect(late.status).toBe(409)
  expect(late.body).toMatchObject({
    error: 'plan_expired',
    message: expect.stringContaining('updated plan'),
  })

  const declined = await journey('POST', '/plan/decline', {
    token,
    body: { versionId: v1.id, reason: 'Our dates changed.' },
  })
  expect(declined.status).toBe(200)
  expect(declined.body.current).toMatchObject({ state: 'declined' })
  expect(await sql(`select declined_reason from public.plan_versions`)).toEqual([
    { declined_reason: 'Our dates changed.' },
  ])
})

test('bad drafts are a 400 naming the field; a stranger’s session or no session reaches nothing', async () => {
  const { id, token } = await submittedInquiry()
  const { auth } = await team()
  const bad = await journey('PUT', `/team/${id}/plan`, {
    headers: auth,
    body: draft({ journeyPerPersonMinor: -5, validUntil: 'soon' }),
  })
  expect(bad.status).toBe(400)
  expect(bad.body.fields).toEqual({
    journeyPerPersonMinor: 'Not below zero.',
    validUntil: 'A date as YYYY-MM-DD.',
  })
  expect((await journey('POST', `/team/${id}/plan/send`, { headers: auth })).status).toBe(409)
  expect((await journey('PUT', `/team/${id}/plan`, { body: draft() })).status).toBe(401)
  const stranger = createAnonClient()
  const signedUp = await stranger.auth.signUp({
    email: 'x@example.com',
    password: 'correct-horse-7',
  })
  if (signedUp.data.session) {
    const other = { Authorization: `Bearer ${signedUp.data.session.access_token}` }
    expect(
      (await journey('PUT', `/team/${id}/plan`, { headers: other, body: draft() })).status,
    ).toBe(404)
  }
  expect((await journey('GET', '/plan', { token: `${token}x` })).status).toBe(404)
})
