import { beforeEach, expect, test } from 'vitest'
import {
  adminToken,
  callAgency,
  handOff,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { submittedInquiry } from './journey-fixtures.ts'
import { acceptedPlan, payOnCheckoutPage, researchFee } from './research-fee-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * Issue 50: the lead's stage follows the research fee and the agency's answer (docs/product/plan.md), through the
 * real functions (Checkout on the Stripe stand-in, the webhook, the agency's accept), on PGlite and PostgreSQL.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

async function stage(inquiryId: string) {
  const [row] = await sql<{ lead_status: string }>(
    'select lead_status from public.form_submissions where id = $1',
    [inquiryId],
  )
  return row?.lead_status
}

async function stageLines(inquiryId: string) {
  return sql<{ from_value: string; to_value: string }>(
    `select from_value, to_value from public.inquiry_history
      where submission_id = $1 and kind = 'lead_status' order by id`,
    [inquiryId],
  )
}

test('paid → researching, the agency accepts → matched, each once in the history', async () => {
  const family = await submittedInquiry()
  await acceptedPlan(family.id, 89_000)
  await sql(`update public.form_submissions set lead_status = 'plan_accepted' where id = $1`, [
    family.id,
  ])
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect(started.status).toBe(200)
  // A declined card moves nothing.
  await payOnCheckoutPage(started.body.url, '4000 0000 0000 0002')
  await settle()
  expect(await stage(family.id)).toBe('plan_accepted')
  expect((await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')).status).toBe(303)
  await settle()
  await expect.poll(() => stage(family.id)).toBe('researching')

  const link = await handOff(family.id, 'sicilia-heritage', await adminToken())
  expect(await stage(family.id)).toBe('researching')
  const accepted = await callAgency('', {
    token: link,
    body: { action: 'accept', reference: 'ZH-1', contactPerson: 'Giulia Rinaldi' },
  })
  expect(accepted.status).toBe(200)
  expect(await stage(family.id)).toBe('matched')
  expect(await stageLines(family.id)).toEqual([
    { from_value: 'new', to_value: 'plan_accepted' },
    { from_value: 'plan_accepted', to_value: 'researching' },
    { from_value: 'researching', to_value: 'matched' },
  ])
})

test('a lead the team moved further along keeps its stage', async () => {
  const family = await submittedInquiry()
  await acceptedPlan(family.id)
  await sql(`update public.form_submissions set lead_status = 'booked' where id = $1`, [family.id])
  const started = await researchFee({ action: 'checkout', token: family.token })
  await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')
  await settle()
  const [payment] = await sql<{ state: string }>(
    'select state from public.research_payments where submission_id = $1',
    [family.id],
  )
  expect(payment?.state).toBe('paid')
  expect(await stage(family.id)).toBe('booked')
})
