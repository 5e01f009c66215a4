import { beforeEach, expect, test } from 'vitest'
import { getPlanFunnel } from '@/features/insights/api/get-plan-funnel'
import { periodOf } from '@/features/insights/lib/period'
import { submittedInquiry } from './journey-fixtures.ts'
import { acceptedPlan, payOnCheckoutPage, researchFee } from './research-fee-fixtures.ts'
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
 * The funnel after the call (docs/product/plan.md, "Insights"): the database counts, for the chosen weeks, the
 * inquiries that booked a call, were sent a plan, accepted it and paid the research fee, each once, by the first
 * time they got there; a version sent again (v2) or a second payment attempt adds nothing; anon may not ask and a
 * signed-in non-admin counts nothing (row-level security).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

test('plan sent → accepted → paid, each inquiry once, in the period only', async () => {
  const admin = await signUpAdmin()
  const period = periodOf(4, new Date())
  const empty = await getPlanFunnel(period, admin as never)
  expect(empty).toEqual({ call_booked: 0, plan_sent: 0, plan_accepted: 0, research_paid: 0 })

  // One family pays; one accepted and has not paid; one was sent two versions and answered nothing.
  const paying = await submittedInquiry()
  await acceptedPlan(paying.id, 25_000)
  const started = await researchFee({ action: 'checkout', token: paying.token })
  expect(started.status).toBe(200)
  expect((await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')).status).toBe(303)
  await settle()
  const accepting = await submittedInquiry()
  await acceptedPlan(accepting.id, 25_000)
  const waiting = await submittedInquiry()
  for (const version of [1, 2]) {
    await sql(`update public.plan_versions set state = 'replaced' where submission_id = $1`, [
      waiting.id,
    ])
    await sql(`insert into public.plan_versions (submission_id, version) values ($1, $2)`, [
      waiting.id,
      version,
    ])
    await sql(
      `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('c', 64)
        where submission_id = $1 and version = $2`,
      [waiting.id, version],
    )
  }
  // A plan sent long before the period is not this period's.
  const old = await submittedInquiry()
  await sql(`insert into public.plan_versions (submission_id, version) values ($1, 1)`, [old.id])
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now() - interval '200 days',
            content_hash = repeat('d', 64) where submission_id = $1`,
    [old.id],
  )
  await sql(
    `insert into public.inquiry_milestones (submission_id, call_booked_at) values ($1, now()), ($2, now())`,
    [paying.id, accepting.id],
  )

  expect(await getPlanFunnel(period, admin as never)).toEqual({
    call_booked: 2,
    plan_sent: 3,
    plan_accepted: 2,
    research_paid: 1,
  })
  // Only that old plan falls in a year's period that ended before today.
  const lastYear = { start: '2025-01-06', end: '2025-12-28', weeks: 51 }
  expect(await getPlanFunnel(lastYear, admin as never)).toEqual({
    call_booked: 0,
    plan_sent: 0,
    plan_accepted: 0,
    research_paid: 0,
  })

  const anon = createAnonClient()
  const refused = await anon.rpc('insights_plan_funnel', {
    period_start: period.start,
    period_end: period.end,
  })
  expect(refused.error).not.toBeNull()
  await createUserInDatabase({
    email: 'eve@example.com',
    password: 'eve-password',
    fullName: 'Eve',
  })
  const stranger = await signedInClient('eve@example.com', 'eve-password')
  expect(await getPlanFunnel(period, stranger as never)).toEqual(empty)
})
