import { beforeEach, expect, test } from 'vitest'
import { getResearchFunnel } from '@/features/insights/api/get-research-funnel'
import { periodOf } from '@/features/insights/lib/period'
import { adminToken } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch as call,
  RESEARCHERS,
  researchInquiry,
  search,
  seedResearchers,
} from '../fixtures/integration/research.ts'
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
 * The research funnel (docs/product/research.md, "Insights"): the database counts, for the chosen weeks, the
 * inquiries that paid the research fee, were assigned, submitted and published, each once by the first time they
 * got there (a reassignment, a send-back and a second submission add nothing), and the median time of each step;
 * anon may not ask and a signed-in non-admin counts nothing (row-level security).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

const DAY = 86_400

/** Moves the fee's payment back by `days` (the lead's history is append-only: its times are the real ones). */
async function paidDaysAgo(inquiryId: string, days: number) {
  await sql(
    `update public.research_payments set paid_at = now() - make_interval(days => $2) where submission_id = $1`,
    [inquiryId, days],
  )
}

test('paid → assigned → submitted → published, each inquiry once, with the median time of each step', async () => {
  const admin = await signUpAdmin()
  const period = periodOf(4, new Date())
  const none = {
    research_paid: 0,
    research_assigned: 0,
    research_submitted: 0,
    research_published: 0,
    seconds_to_assign: null,
    seconds_to_submit: null,
    seconds_to_publish: null,
  }
  expect(await getResearchFunnel(period, admin as never)).toEqual(none)
  const bearer = await adminToken(admin)

  // Published: paid a day before it was assigned, submitted, sent back and submitted again, published.
  const published = await researchInquiry()
  const { token } = await assignResearch(published.id, RESEARCHERS.it, bearer)
  expect((await call('', { token, body: { action: 'saveSearch', search: search() } })).status).toBe(
    200,
  )
  expect((await call('', { token, body: { action: 'submit' } })).status).toBe(200)
  const back = await call(`/team/${published.id}/review`, {
    bearer,
    body: { action: 'return', comment: 'Please add the parish.' },
  })
  expect(back.status).toBe(200)
  expect((await call('', { token, body: { action: 'submit' } })).status).toBe(200)
  await paidDaysAgo(published.id, 1)
  expect(
    (await call(`/team/${published.id}/review`, { bearer, body: { action: 'publish' } })).status,
  ).toBe(200)

  // Assigned, then reassigned to another researcher: one inquiry assigned, two days after it paid.
  const reassigned = await researchInquiry()
  await assignResearch(reassigned.id, RESEARCHERS.it, bearer)
  await assignResearch(reassigned.id, RESEARCHERS.en, bearer)
  await paidDaysAgo(reassigned.id, 2)

  // Paid long before the period: not this period's.
  const old = await researchInquiry()
  await paidDaysAgo(old.id, 200)

  const funnel = await getResearchFunnel(period, admin as never)
  expect(funnel).toMatchObject({
    research_paid: 2,
    research_assigned: 2,
    research_submitted: 1,
    research_published: 1,
  })
  // Paid a day and two days before being assigned: the median is a day and a half (give or take the test's own
  // seconds); the submission and the publication came seconds after the step before, counted from the FIRST
  // submission (the second came after the send-back).
  expect(Math.abs(funnel.seconds_to_assign! - 1.5 * DAY)).toBeLessThan(120)
  expect(funnel.seconds_to_submit).toBeGreaterThanOrEqual(0)
  expect(funnel.seconds_to_submit).toBeLessThan(120)
  expect(funnel.seconds_to_publish).toBeGreaterThanOrEqual(0)
  expect(funnel.seconds_to_publish).toBeLessThan(120)

  const lastYear = { start: '2025-01-06', end: '2025-12-28', weeks: 51 }
  expect(await getResearchFunnel(lastYear, admin as never)).toEqual(none)

  const anon = createAnonClient()
  const refused = await anon.rpc('insights_research_funnel', {
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
  expect(await getResearchFunnel(period, stranger as never)).toEqual(none)
})
