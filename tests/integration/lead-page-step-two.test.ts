import { beforeEach, expect, test } from 'vitest'
import { describeHistory } from '@/features/admin/leads/lib/history'
import {
  acceptedJourney,
  adminToken,
  callAgency as call,
  handOff,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import { journey } from './journey-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  resetStandIn,
  settle,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/**
 * Issue 50, the team's side (docs/product/admin.md, "Plan" and "History"; docs/product/agency-handoff.md,
 * "Deadline"): what the family and the agency said when they declined reaches the team, under RLS, and the e-mail
 * for an agency past its deadline names the family and leads to the lead page. PGlite and PostgreSQL.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

const familyName = async (id: string) =>
  (await sql<{ name: string }>('select name from public.form_submissions where id = $1', [id]))[0]!
    .name

test('the overdue e-mail names the family and the agency and links to the lead page, once', async () => {
  const { id } = await acceptedJourney()
  await handOff(id, 'sicilia-heritage', await adminToken())
  // The clock moves past the deadline: the job run by the scheduler marks it and e-mails the team.
  await sql(
    `update public.agency_handoffs set sent_at = sent_at - interval '49 hours',
       deadline_at = deadline_at - interval '49 hours' where submission_id = $1`,
    [id],
  )
  const jobs = { bearer: functionEnv().SUPABASE_SERVICE_ROLE_KEY }
  expect((await call('/deadlines', jobs)).body).toMatchObject({ overdue: 1, emailed: 1 })
  const name = await familyName(id)
  const overdue = (await capturedEmails()).filter((mail) =>
    mail.subject.startsWith('Agency has not answered'),
  )
  expect(overdue).toHaveLength(1)
  const [mail] = overdue
  expect(mail?.to).toEqual(['team@radici.example'])
  expect(mail?.subject).toBe(`Agency has not answered: ${name}`)
  const lead = `http://localhost:8080/admin/inquiries/${id}`
  expect(mail?.text).toBe(
    `Zagara Heritage Journeys has not answered within 48 hours about ${name}'s journey.\n\nHand it to another agency from the lead page:\n${lead}\n`,
  )
  expect(mail?.html).toContain(`<a href="${lead}">`)
  // Not the agency's id, and the inquiry only inside the link.
  expect(mail?.text).not.toContain('sicilia-heritage')
  expect(mail?.text?.replace(lead, '')).not.toContain(id)
  // A second run sends nothing more.
  expect((await call('/deadlines', jobs)).body).toMatchObject({ overdue: 0, emailed: 0 })
})

test("the family's and the agency's reasons for a no are the team's to read, in plain words", async () => {
  const { id, token } = await acceptedJourney()
  const admin = await signUpAdmin()
  const bearer = await adminToken(admin)

  // The agency declines with a reason: stored whole, read by the lead page's query.
  const link = await handOff(id, 'sicilia-heritage', bearer)
  const no = await call('', {
    token: link,
    body: { action: 'decline', reason: 'Siamo al completo a maggio.' },
  })
  expect(no.status).toBe(200)
  const handoff = await admin
    .from('agency_handoffs')
    .select('state, decline_reason')
    .eq('submission_id', id)
    .neq('state', 'withdrawn')
    .maybeSingle()
  expect(handoff.data).toEqual({ state: 'declined', decline_reason: 'Siamo al completo a maggio.' })

  // The family declines a newer version with a reason (a second version, sent after the first was accepted).
  const [sent] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, state, content_hash, sent_at)
     values ($1, 2, '{}'::jsonb, 'sent', repeat('d', 64), now()) returning id`,
    [id],
  )
  const declined = await journey('POST', '/plan/decline', {
    token,
    body: { versionId: sent!.id, reason: 'Our dates changed: May is too soon.' },
  })
  expect(declined.status).toBe(200)
  const version = await admin
    .from('plan_versions')
    .select('version, state, declined_reason, declined_at')
    .eq('id', sent!.id)
    .single()
  expect(version.data).toMatchObject({
    version: 2,
    state: 'declined',
    declined_reason: 'Our dates changed: May is too soon.',
  })
  expect(version.data?.declined_at).toBeTruthy()
  const history = await admin
    .from('inquiry_history')
    .select('*')
    .eq('submission_id', id)
    .eq('kind', 'plan_declined')
  expect(history.data?.map(describeHistory)).toEqual([
    'The family declined plan version 2. Their reason: “Our dates changed: May is too soon.”',
  ])

  // No one else reads either reason.
  const anon = createAnonClient()
  expect((await anon.from('plan_versions').select('declined_reason')).data ?? []).toEqual([])
  expect((await anon.from('agency_handoffs').select('decline_reason')).data ?? []).toEqual([])
})
