import { beforeEach, expect, test } from 'vitest'
import { planVersionSchema } from '../../supabase/functions/_shared/contracts/plan.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * Acceptance and the lead's pipeline (docs/product/plan.md): the status moves to plan_accepted once, with one
 * lead_status history entry (the form_submissions trigger writes it), and a lead further along keeps its status.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    Date.now() + days * 86_400_000,
  )

const DRAFT = {
  content: {
    research: {
      lines: [
        { kind: 'digital_archives', ancestorLine: 'Giuseppe Russo of Padula', backTo: '1750' },
      ],
      weeks: 6,
      deliverables: ['report'],
    },
    journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
    terms: { cancellation: '' },
  },
  agencyId: null,
  validUntil: inDays(30),
  journeyPerPersonMinor: 0,
}

async function sentPlan() {
  const { id, token } = await submittedInquiry()
  const admin = await signUpAdmin()
  const session = (await admin.auth.getSession()).data.session!
  const auth = { Authorization: `Bearer ${session.access_token}` }
  expect((await journey('PUT', `/team/${id}/plan`, { headers: auth, body: DRAFT })).status).toBe(
    200,
  )
  const sent = await journey('POST', `/team/${id}/plan/send`, { headers: auth })
  return { id, token, version: planVersionSchema.parse(sent.body.sent) }
}

async function accept(token: string, versionId: string) {
  return journey('POST', '/plan/accept', {
    token,
    body: { versionId, name: 'Maria Russo', terms: true },
  })
}

test('acceptance writes one lead_status entry, from the status before to plan_accepted', async () => {
  const { id, token, version } = await sentPlan()
  expect((await accept(token, version.id)).status).toBe(200)
  const entries = await sql<{ from_value: string; to_value: string }>(
    `select from_value, to_value from public.inquiry_history
      where submission_id = $1 and kind = 'lead_status' order by id`,
    [id],
  )
  expect(entries).toEqual([{ from_value: 'new', to_value: 'plan_accepted' }])
})

test('a lead already researching keeps its status; the acceptance is still recorded', async () => {
  const { id, token, version } = await sentPlan()
  await sql(`update public.form_submissions set lead_status = 'researching' where id = $1`, [id])
  expect((await accept(token, version.id)).status).toBe(200)
  const [lead] = await sql<{ lead_status: string }>(
    'select lead_status from public.form_submissions where id = $1',
    [id],
  )
  expect(lead!.lead_status).toBe('researching')
  const kinds = await sql<{ kind: string; to_value: string }>(
    `select kind, to_value from public.inquiry_history
      where submission_id = $1 and kind in ('plan_accepted', 'lead_status') order by id`,
    [id],
  )
  expect(kinds).toEqual([
    { kind: 'lead_status', to_value: 'researching' },
    { kind: 'plan_accepted', to_value: 'v1 by Maria Russo' },
  ])
})
