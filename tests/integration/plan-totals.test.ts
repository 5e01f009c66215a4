import { beforeEach, expect, test } from 'vitest'
import { planViewSchema } from '../../supabase/functions/_shared/contracts/plan.ts'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * The plan's totals as the journey function answers them (docs/product/plan.md, "Totals"; docs/decisions/254):
 * computed on the server in minor units, the research fee following its payment, real supabase-js and database.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const CONTENT = {
  research: { lines: [], weeks: 8, deliverables: ['report'] },
  journey: {
    dates: 'May 12–20, 2027',
    people: 3,
    hotel: '',
    days: [{ town: 'Corleone', title: 'The town of Rosa', text: '', ancestors: [] }],
    included: '',
    notIncluded: '',
  },
  terms: { cancellation: 'Free until 30 days before.' },
}

async function sentPlan(inquiryId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions
       (submission_id, version, content, agency_id, research_fee_minor, research_currency,
        journey_per_person_minor, journey_currency)
     values ($1, 1, $2::jsonb, 'sicilia-heritage', 89000, 'USD', 230033, 'EUR') returning id`,
    [inquiryId, JSON.stringify(CONTENT)],
  )
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('d', 64) where id = $1`,
    [row!.id],
  )
  return row!.id
}

async function totals(token: string) {
  const answer = await journey('GET', '/plan', { token })
  expect(answer.status).toBe(200)
  return planViewSchema.parse(answer.body).current!.totals
}

test('the plan answers its totals per currency, and the fee reads paid only once the payment is', async () => {
  const { id, token } = await submittedInquiry()
  const versionId = await sentPlan(id)
  expect(await totals(token)).toEqual({
    research: {
      amountMinor: 89000,
      currency: 'USD',
      when: 'after_accepting',
      paidAt: null,
      refundedMinor: 0,
      refundPendingMinor: 0,
    },
    // €2,300.33 × 3 = €6,900.99, to the cent.
    journey: { perPersonMinor: 230033, people: 3, totalMinor: 690099, currency: 'EUR' },
    byCurrency: [
      { currency: 'USD', totalMinor: 89000 },
      { currency: 'EUR', totalMinor: 690099 },
    ],
  })

  await sql(ACCEPT_VERSION_SQL, [versionId])
  expect((await totals(token)).research).toMatchObject({ when: 'due', paidAt: null })

  await sql(
    `insert into public.research_payments (plan_version_id, submission_id, state, amount_minor, currency, idempotency_key)
     values ($1, $2, 'processing', 89000, 'USD', 'totals-test-1')`,
    [versionId, id],
  )
  expect((await totals(token)).research).toMatchObject({ when: 'processing', paidAt: null })

  await sql(
    `update public.research_payments set state = 'partially_refunded', paid_at = '2026-11-28T15:00:00Z',
       refunded_minor = 44500 where plan_version_id = $1`,
    [versionId],
  )
  expect((await totals(token)).research).toMatchObject({
    when: 'paid',
    paidAt: expect.stringMatching(/^2026-11-28T15:00:00/),
    refundedMinor: 44500,
  })
  // The totals stay the plan's prices: a refund is said beside the fee, never taken off the total.
  expect((await totals(token)).byCurrency).toEqual([
    { currency: 'USD', totalMinor: 89000 },
    { currency: 'EUR', totalMinor: 690099 },
  ])
})

test('an older version has its totals too, never due; a plan without prices has none', async () => {
  const { id, token } = await submittedInquiry()
  const first = await sentPlan(id)
  const [second] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, research_fee_minor, research_currency)
     values ($1, 2, $2::jsonb, 0, 'USD') returning id`,
    [id, JSON.stringify(CONTENT)],
  )
  await sql(`update public.plan_versions set state = 'replaced' where id = $1`, [first])
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('e', 64) where id = $1`,
    [second!.id],
  )
  const view = planViewSchema.parse((await journey('GET', '/plan', { token })).body)
  expect(view.current?.totals).toEqual({ research: null, journey: null, byCurrency: [] })
  expect(view.older[0]?.totals.research).toMatchObject({ when: 'not_due', amountMinor: 89000 })
})
