import { beforeEach, expect, test } from 'vitest'
import { getHandoffFacts } from '@/features/admin/agencies/api/handoff'
import {
  handoffRefusal,
  reassignmentText,
  receivesLines,
  refusalOf,
} from '@/features/admin/agencies/lib/handoff-readiness'
import {
  acceptedJourney,
  callAgency,
  choose,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * Issue 50: the console's hand-off knows before the click what the server would refuse, and words the server's
 * refusal the same way (docs/decisions/247). The facts are read by the console's own query under RLS as an admin;
 * the refusals are the agency function's real answers. On PGlite and on PostgreSQL.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

async function session() {
  const admin = await signUpAdmin()
  const bearer = String((await admin.auth.getSession()).data.session?.access_token)
  const send = async (inquiryId: string, agencyId: string) => {
    const answer = await callAgency(`/team/${inquiryId}/handoff`, { bearer, body: { agencyId } })
    return {
      status: answer.status,
      refusal: refusalOf(
        String(answer.body.error ?? ''),
        (answer.body.fields ?? {}) as Record<string, string>,
      ),
    }
  }
  return { admin, send }
}

test('no accepted plan: refused before the click and by the server, for the same reason', async () => {
  const { admin, send } = await session()
  const { id } = await submittedInquiry()
  const facts = await getHandoffFacts(id, admin)
  expect(facts).toMatchObject({ hasAcceptedPlan: false, planAgencyId: null, current: null })
  expect(handoffRefusal(facts, 'sicilia-heritage')).toBe('no_accepted_plan')
  expect(await send(id, 'sicilia-heritage')).toEqual({ status: 409, refusal: 'no_accepted_plan' })
})

test('the plan’s agency is known, an agency without a contact is refused the same way by both', async () => {
  const { admin, send } = await session()
  const { id } = await acceptedJourney()
  const facts = await getHandoffFacts(id, admin)
  expect(facts.planAgencyId).toBe('sicilia-heritage')
  expect([...facts.takingAgencies].sort()).toEqual(['sicilia-heritage', 'tuscany-roots'])
  expect(handoffRefusal(facts, 'sicilia-heritage')).toBeNull()
  expect(handoffRefusal(facts, 'lazio-heritage')).toBe('agency_unavailable')
  expect(await send(id, 'lazio-heritage')).toEqual({ status: 400, refusal: 'agency_unavailable' })
})

test('the confirmation’s facts follow the family’s choice per agency and the hand-off in force', async () => {
  const { admin, send } = await session()
  const { id } = await acceptedJourney()
  await choose(id, { ancestors: true, health: true })
  await choose(id, { ancestors: true, health: false })
  let facts = await getHandoffFacts(id, admin)
  expect(facts.sharing).toEqual({ 'sicilia-heritage': { ancestors: true, health: false } })
  expect(receivesLines(facts, 'sicilia-heritage')).toContain(
    'Not the health and access notes: the family has not given its consent.',
  )
  expect((await send(id, 'sicilia-heritage')).status).toBe(200)
  facts = await getHandoffFacts(id, admin)
  expect(facts.current).toEqual({ agencyId: 'sicilia-heritage', state: 'sent' })
  expect(reassignmentText(facts, 'tuscany-roots')).toMatch(
    /^Zagara Heritage Journeys has this journey now and has not answered: its link stops working at once/,
  )
  // Once the agency accepted, no other hand-off: both say so.
  expect((await send(id, 'tuscany-roots')).status).toBe(200)
  await sql(
    `update public.agency_handoffs set state = 'accepted', answered_at = now(), reference = 'CF-1',
       contact_person = 'Marco' where submission_id = $1 and state = 'sent'`,
    [id],
  )
  facts = await getHandoffFacts(id, admin)
  expect(facts.current).toEqual({ agencyId: 'tuscany-roots', state: 'accepted' })
  expect(handoffRefusal(facts, 'sicilia-heritage')).toBe('already_accepted')
  expect(await send(id, 'sicilia-heritage')).toEqual({ status: 409, refusal: 'already_accepted' })
})
