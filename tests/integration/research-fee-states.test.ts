import { beforeEach, describe, expect, test } from 'vitest'
import { submittedInquiry } from './journey-fixtures.ts'
import {
  acceptedPlan,
  deliver,
  holdStripeEvents,
  payByDebitOnCheckoutPage,
  payOnCheckoutPage,
  refundEvent,
  researchFee,
  sessionEvent,
  settleDebit,
  settleRefundAtStripe,
  stripeApi,
} from './research-fee-fixtures.ts'
import { capturedEmails, resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * One charge per fee, every refund kept (docs/decisions/240-payment-and-refund-states.md, docs/security.md): a bank
 * debit still processing is never replaced by a second session; a refund event that arrives before the payment is
 * paid is kept and applied when it is; refunds follow Stripe's pending → succeeded | failed. The real functions and
 * stripe library against the Stripe stand-in; on PostgreSQL (integration-pg) the parallel deliveries race for real.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00'
const FAILING_IBAN = 'DE62 3704 0044 0532 0130 01'
const PENDING_REFUNDS_CARD = '4000 0000 0000 7726'

interface PaymentRow {
  id: string
  state: string
  checkout_session_id: string
  idempotency_key: string
  payment_intent_id: string | null
  refunded_minor: number
  refund_pending_minor: number
}

async function paymentRow(inquiryId: string): Promise<PaymentRow> {
  const [row] = await sql<PaymentRow>(
    `select id, state, checkout_session_id, idempotency_key, payment_intent_id, refunded_minor,
            refund_pending_minor
       from public.research_payments where submission_id = $1`,
    [inquiryId],
  )
  return row as PaymentRow
}

const historyOf = (inquiryId: string, kind: string) =>
  sql(`select * from public.inquiry_history where submission_id = $1 and kind = $2`, [
    inquiryId,
    kind,
  ])

/** The Checkout sessions the stand-in holds for this plan version. */
async function sessionsOf(versionId: string) {
  const list = await stripeApi<{ data: { id: string; client_reference_id: string }[] }>(
    '/checkout/sessions',
  )
  return list.data.filter((session) => session.client_reference_id === versionId)
}

/** A family whose plan is accepted and whose debit is processing. */
async function processingFamily(iban = GOOD_IBAN, feeMinor = 25_000) {
  const family = await submittedInquiry()
  const versionId = await acceptedPlan(family.id, feeMinor)
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect(started.status).toBe(200)
  expect((await payByDebitOnCheckoutPage(started.body.url, iban)).status).toBe(303)
  await settle()
  const row = await paymentRow(family.id)
  return { ...family, versionId, url: String(started.body.url), row }
}

/** A family that paid by card (4242 by default), with the team's signed-in session for refunds. */
async function paidFamily(card = '4242 4242 4242 4242', feeMinor = 20_000) {
  const family = await submittedInquiry()
  await acceptedPlan(family.id, feeMinor)
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect((await payOnCheckoutPage(started.body.url, card)).status).toBe(303)
  await settle()
  return { ...family, row: await paymentRow(family.id) }
}

async function teamToken(): Promise<string> {
  const admin = await signUpAdmin()
  return (await admin.auth.getSession()).data.session?.access_token as string
}

const refundBy = (jwt: string, inquiryId: string, amount?: number) =>
  researchFee(
    {
      action: 'refund',
      inquiry_id: inquiryId,
      ...(amount === undefined ? {} : { amount_minor: amount }),
      reason: 'The family asked',
      idempotency_key: `refund-${crypto.randomUUID()}`,
    },
    jwt,
  )

describe('a bank debit still processing', () => {
  test('shows processing; a second checkout is a 409 and makes no session; settled, it is paid once', async () => {
    const family = await processingFamily()
    expect(family.row.state).toBe('processing')
    expect(family.row.payment_intent_id).toMatch(/^pi_/)
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment).toMatchObject({ state: 'processing', paid_at: null })

    // Five clicks at once (parallel on PostgreSQL): each refused, none replaces the session.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => researchFee({ action: 'checkout', token: family.token })),
    )
    for (const answer of again) {
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({
        error: 'payment_processing',
        message:
          'Your payment is processing: your bank is confirming it. You do not need to pay again.',
      })
    }
    expect(await sessionsOf(family.versionId)).toHaveLength(1)
    expect(await paymentRow(family.id)).toMatchObject({
      checkout_session_id: family.row.checkout_session_id,
      idempotency_key: family.row.idempotency_key,
    })

    expect(await settleDebit(family.row.payment_intent_id as string)).toBe(200)
    await settle()
    expect((await paymentRow(family.id)).state).toBe('paid')
    // The completed event again, late, and the succeeded event again: nothing more.
    const sessionId = family.row.checkout_session_id
    expect(await deliver(sessionEvent('checkout.session.completed', sessionId))).toBe(200)
    expect(await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).toBe(
      200,
    )
    await settle()
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
    const receipts = (await capturedEmails()).filter(
      (mail) => mail.to.includes(family.email) && mail.subject.startsWith('Your receipt'),
    )
    expect(receipts).toHaveLength(1)
    const paidAgain = await researchFee({ action: 'checkout', token: family.token })
    expect(paidAgain.status).toBe(409)
    expect(paidAgain.body.error).toBe('already_paid')
  })

  test('a debit that failed may be paid again, with a new session; the old one stays unpaid', async () => {
    const family = await processingFamily(FAILING_IBAN)
    expect(await settleDebit(family.row.payment_intent_id as string)).toBe(200)
    expect((await paymentRow(family.id)).state).toBe('failed')
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment.state).toBe('failed')
    // A late `completed` of the failed session does not bring it back to processing.
    expect(
      await deliver(sessionEvent('checkout.session.completed', family.row.checkout_session_id)),
    ).toBe(200)
    expect((await paymentRow(family.id)).state).toBe('failed')

    const retry = await researchFee({ action: 'checkout', token: family.token })
    expect(retry.status).toBe(200)
    expect(retry.body.url).not.toBe(family.url)
    const row = await paymentRow(family.id)
    expect(row).toMatchObject({ state: 'open', payment_intent_id: null })
    expect(row.idempotency_key).toMatch(/-2$/)
    expect(await sessionsOf(family.versionId)).toHaveLength(2)
    expect((await payOnCheckoutPage(retry.body.url, '4242 4242 4242 4242')).status).toBe(303)
    await settle()
    expect((await paymentRow(family.id)).state).toBe('paid')
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
  })

  test('an expired session is replaced; an open one is offered again', async () => {
    const family = await submittedInquiry()
    const versionId = await acceptedPlan(family.id)
    const first = await researchFee({ action: 'checkout', token: family.token })
    const same = await researchFee({ action: 'checkout', token: family.token })
    expect(same.body.url).toBe(first.body.url)
    const sessionId = String(first.body.url).split('/').pop() as string
    await stripeApi(`/checkout/sessions/${sessionId}/expire`, {})
    expect(await deliver(sessionEvent('checkout.session.expired', sessionId))).toBe(200)
    expect((await paymentRow(family.id)).state).toBe('expired')
    const next = await researchFee({ action: 'checkout', token: family.token })
    expect(next.status).toBe(200)
    expect(next.body.url).not.toBe(first.body.url)
    expect(await sessionsOf(versionId)).toHaveLength(2)
  })
})

describe('a refund that arrives before the payment is paid', () => {
  test('is kept, then applied when the paid event comes: the amounts are right', async () => {
    await holdStripeEvents(true)
    const family = await submittedInquiry()
    await acceptedPlan(family.id, 20_000)
    const started = await researchFee({ action: 'checkout', token: family.token })
    expect((await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')).status).toBe(303)
    const sessionId = String(started.body.url).split('/').pop() as string
    const session = await stripeApi<{ payment_intent: string }>(`/checkout/sessions/${sessionId}`)
    // Refunded in Stripe's dashboard before our endpoint heard of the payment.
    await stripeApi('/refunds', { payment_intent: session.payment_intent, amount: '5000' })

    expect(
      await deliver(refundEvent('charge.refunded', session.payment_intent, 'evt_test_early')),
    ).toBe(200)
    expect(await sql('select * from public.research_refunds')).toHaveLength(0)
    expect(
      await sql(
        `select processed_at, payment_intent_id from public.stripe_events where id = 'evt_test_early'`,
      ),
    ).toEqual([{ processed_at: null, payment_intent_id: session.payment_intent }])

    expect(await holdStripeEvents(false)).toEqual([200])
    await settle()
    expect(await paymentRow(family.id)).toMatchObject({
      state: 'partially_refunded',
      refunded_minor: 5_000,
      refund_pending_minor: 0,
    })
    expect(
      await sql<{ amount_minor: number; status: string }>(
        'select amount_minor, status from public.research_refunds',
      ),
    ).toEqual([{ amount_minor: 5_000, status: 'succeeded' }])
    const [kept] = await sql<{ processed_at: string | null }>(
      `select processed_at from public.stripe_events where id = 'evt_test_early'`,
    )
    expect(kept?.processed_at).not.toBeNull()
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
    expect(await historyOf(family.id, 'research_refunded')).toHaveLength(1)
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment).toMatchObject({
      state: 'partially_refunded',
      refunded_minor: 5_000,
    })
  })

  test('the paid event and the refund events in parallel: each payment paid once, refunded once', async () => {
    const families: { id: string; sessionId: string; intentId: string }[] = []
    await holdStripeEvents(true)
    for (let i = 0; i < 4; i++) {
      const family = await submittedInquiry()
      await acceptedPlan(family.id, 20_000)
      const started = await researchFee({ action: 'checkout', token: family.token })
      await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')
      const sessionId = String(started.body.url).split('/').pop() as string
      const { payment_intent } = await stripeApi<{ payment_intent: string }>(
        `/checkout/sessions/${sessionId}`,
      )
      await stripeApi('/refunds', { payment_intent, amount: '2500' })
      families.push({ ...family, sessionId, intentId: payment_intent })
    }
    // The held `completed` events are never posted (the reset forgets them): the race below is between our own
    // deliveries of the paid and the refund events.
    const deliveries = families.flatMap((family) => [
      ...Array.from({ length: 3 }, () =>
        deliver(sessionEvent('checkout.session.completed', family.sessionId)),
      ),
      ...Array.from({ length: 3 }, () => deliver(refundEvent('charge.refunded', family.intentId))),
    ])
    const statuses = await Promise.all(deliveries)
    expect(statuses.every((status) => status === 200)).toBe(true)
    await settle()
    for (const family of families) {
      expect(await paymentRow(family.id)).toMatchObject({
        state: 'partially_refunded',
        refunded_minor: 2_500,
      })
      expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
      expect(await historyOf(family.id, 'research_refunded')).toHaveLength(1)
      const unprocessed = await sql(
        `select id from public.stripe_events where payment_intent_id = $1 and processed_at is null`,
        [family.intentId],
      )
      expect(unprocessed).toHaveLength(0)
    }
    expect(await sql('select * from public.research_refunds')).toHaveLength(4)
  })
})

describe("refunds follow Stripe's status", () => {
  test('pending, then succeeded: counted against what remains while pending, refunded once it succeeds', async () => {
    const family = await paidFamily(PENDING_REFUNDS_CARD)
    const jwt = await teamToken()
    const half = await refundBy(jwt, family.id, 10_000)
    expect(half.status).toBe(200)
    expect(half.body.payment).toMatchObject({
      state: 'paid',
      refunded_minor: 0,
      refund_pending_minor: 10_000,
    })
    expect(half.body.payment.refunds).toMatchObject([{ amount_minor: 10_000, status: 'pending' }])
    expect(await historyOf(family.id, 'research_refunded')).toHaveLength(0)
    const family_ = await researchFee({ action: 'status', token: family.token })
    expect(family_.body.payment).toMatchObject({ refunded_minor: 0, refund_pending_minor: 10_000 })
    // The pending half counts: only the other half may still be refunded.
    const tooMuch = await refundBy(jwt, family.id, 10_001)
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.fields.amount_minor).toBe('More than remains paid (10000 cents).')

    const [refund] = await stripeApi<{ data: { id: string }[] }>(
      `/refunds?payment_intent=${family.row.payment_intent_id}`,
    ).then((list) => list.data)
    expect(await settleRefundAtStripe(refund!.id, 'succeeded')).toBe(200)
    // Delivered again (Stripe may): nothing more.
    expect(
      await deliver(refundEvent('refund.updated', family.row.payment_intent_id as string)),
    ).toBe(200)
    expect(await paymentRow(family.id)).toMatchObject({
      state: 'partially_refunded',
      refunded_minor: 10_000,
      refund_pending_minor: 0,
    })
    const history = await historyOf(family.id, 'research_refunded')
    expect(history).toMatchObject([{ to_value: '10000 USD', actor_name: 'Giulia Bianchi' }])
    const team = await researchFee({ action: 'team_status', inquiry_id: family.id }, jwt)
    expect(team.body.payment.refunds).toMatchObject([
      { amount_minor: 10_000, status: 'succeeded', reason: 'The family asked' },
    ])
  })

  test('pending, then failed: shown as failed and no longer counted; the fee may be refunded again', async () => {
    const family = await paidFamily(PENDING_REFUNDS_CARD)
    const jwt = await teamToken()
    const all = await refundBy(jwt, family.id)
    expect(all.body.payment).toMatchObject({ refund_pending_minor: 20_000, refunded_minor: 0 })
    const nothingLeft = await refundBy(jwt, family.id, 1)
    expect(nothingLeft.status).toBe(409)

    const [refund] = await stripeApi<{ data: { id: string }[] }>(
      `/refunds?payment_intent=${family.row.payment_intent_id}`,
    ).then((list) => list.data)
    expect(await settleRefundAtStripe(refund!.id, 'failed')).toBe(200)
    // refund.updated and refund.failed, then both again in parallel: one failure, counted once.
    const intent = family.row.payment_intent_id as string
    const again = await Promise.all([
      deliver(refundEvent('refund.updated', intent)),
      deliver(refundEvent('refund.failed', intent)),
      deliver(refundEvent('refund.failed', intent)),
    ])
    expect(again).toEqual([200, 200, 200])
    expect(await paymentRow(family.id)).toMatchObject({
      state: 'paid',
      refunded_minor: 0,
      refund_pending_minor: 0,
    })
    const team = await researchFee({ action: 'team_status', inquiry_id: family.id }, jwt)
    expect(team.body.payment.refunds).toMatchObject([{ amount_minor: 20_000, status: 'failed' }])
    expect(await historyOf(family.id, 'research_refunded')).toHaveLength(0)

    const retry = await refundBy(jwt, family.id)
    expect(retry.status).toBe(200)
    expect(retry.body.payment.refund_pending_minor).toBe(20_000)
    expect(retry.body.payment.refunds.map((r: { status: string }) => r.status)).toEqual([
      'failed',
      'pending',
    ])
  })

  test('a refund that succeeded and fails later gives its amount back to what may be refunded', async () => {
    const family = await paidFamily()
    const jwt = await teamToken()
    const half = await refundBy(jwt, family.id, 10_000)
    expect(half.body.payment).toMatchObject({ state: 'partially_refunded', refunded_minor: 10_000 })
    const [refund] = await stripeApi<{ data: { id: string }[] }>(
      `/refunds?payment_intent=${family.row.payment_intent_id}`,
    ).then((list) => list.data)
    expect(await settleRefundAtStripe(refund!.id, 'failed')).toBe(200)
    expect(await paymentRow(family.id)).toMatchObject({ state: 'paid', refunded_minor: 0 })
    const rest = await refundBy(jwt, family.id)
    expect(rest.status).toBe(200)
    expect(rest.body.payment).toMatchObject({ state: 'refunded', refunded_minor: 20_000 })
  })
})
