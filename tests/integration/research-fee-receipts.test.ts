import { beforeEach, describe, expect, test } from 'vitest'
import { NOTIFICATION_RETRY_SECRET } from '../../supabase-local/keys.ts'
import { submittedInquiry } from './journey-fixtures.ts'
import {
  acceptedPlan,
  deliver,
  payOnCheckoutPage,
  refundEvent,
  researchFee,
  stripeApi,
} from './research-fee-fixtures.ts'
import {
  capturedEmails,
  resetStandIn,
  settle,
  signUpAdmin,
  simulateMailOutage,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * ADR 213 (docs/product/payments.md): a receipt that failed is sent again by the housekeeping job, a bounded number
 * of times; a refund made in Stripe's dashboard arrives as a verified `charge.refunded`, is stored once (20
 * parallel deliveries race for real in integration-pg) and shows on both sides; the console's own refund, echoed
 * by the same event, is not counted twice. Real functions, the real stripe library, the Stripe stand-in.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

async function paidFamily(feeMinor = 20_000) {
  const family = await submittedInquiry()
  await acceptedPlan(family.id, feeMinor)
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect(started.status).toBe(200)
  expect((await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')).status).toBe(303)
  await settle()
  const [payment] = await sql<{ id: string; payment_intent_id: string }>(
    'select id, payment_intent_id from public.research_payments where submission_id = $1',
    [family.id],
  )
  return { ...family, paymentId: payment!.id, intentId: payment!.payment_intent_id }
}

async function runReceiptJob(): Promise<{ sent: number; failed: number }> {
  const response = await fetch(`${standIn().url}/functions/v1/research-fee/receipts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${NOTIFICATION_RETRY_SECRET}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { sent: number; failed: number }
}

async function receiptRow(paymentId: string) {
  const [row] = await sql<{
    receipt_attempts: number
    receipt_sent_at: string | null
    receipt_last_error: string | null
  }>(
    'select receipt_attempts, receipt_sent_at, receipt_last_error from public.research_payments where id = $1',
    [paymentId],
  )
  return row!
}

const due = (paymentId: string) =>
  sql(
    `update public.research_payments set receipt_next_at = now() - interval '1 second' where id = $1`,
    [paymentId],
  )

const receiptsTo = async (email: string) =>
  (await capturedEmails()).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Your receipt'),
  )

describe('a receipt that failed', () => {
  test('is sent by the job once the e-mail API is back, once', async () => {
    await simulateMailOutage(503)
    const family = await paidFamily()
    expect(await receiptRow(family.paymentId)).toMatchObject({
      receipt_attempts: 1,
      receipt_sent_at: null,
    })
    expect((await receiptRow(family.paymentId)).receipt_last_error).toMatch(/503/)
    // Not due yet: the job leaves it.
    expect(await runReceiptJob()).toEqual({ ok: true, sent: 0, failed: 0 })
    await due(family.paymentId)
    expect(await runReceiptJob()).toEqual({ ok: true, sent: 0, failed: 1 })
    expect((await receiptRow(family.paymentId)).receipt_attempts).toBe(2)

    await simulateMailOutage(null)
    await due(family.paymentId)
    expect(await runReceiptJob()).toEqual({ ok: true, sent: 1, failed: 0 })
    expect((await receiptRow(family.paymentId)).receipt_sent_at).not.toBeNull()
    await due(family.paymentId)
    expect(await runReceiptJob()).toEqual({ ok: true, sent: 0, failed: 0 })
    expect(await receiptsTo(family.email)).toHaveLength(1)
  })

  test('is tried a bounded number of times (EMAIL_MAX_TRIES, 8 by default)', async () => {
    await simulateMailOutage(503)
    const family = await paidFamily()
    await simulateMailOutage(null)
    await sql('update public.research_payments set receipt_attempts = 8 where id = $1', [
      family.paymentId,
    ])
    await due(family.paymentId)
    expect(await runReceiptJob()).toEqual({ ok: true, sent: 0, failed: 0 })
    expect(await receiptsTo(family.email)).toHaveLength(0)
  })

  test('the job refuses a caller without the retry secret', async () => {
    const response = await fetch(`${standIn().url}/functions/v1/research-fee/receipts`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer not-the-secret-at-all',
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    expect(response.status).toBe(401)
  })
})

/** A refund made in Stripe's dashboard: Stripe's API, without the console. */
async function dashboardRefund(intentId: string, amount: number): Promise<string> {
  const refund = await stripeApi<{ id: string }>('/refunds', {
    payment_intent: intentId,
    amount: String(amount),
  })
  return refund.id
}

const chargeRefunded = (intentId: string, id?: string) =>
  refundEvent('charge.refunded', intentId, id)

describe('charge.refunded', () => {
  test('a dashboard refund: a wrong signature stores nothing; 20 parallel deliveries store it once', async () => {
    const family = await paidFamily(20_000)
    await dashboardRefund(family.intentId, 5_000)
    expect(await deliver(chargeRefunded(family.intentId), 'whsec_wrong')).toBe(400)
    expect(await sql('select * from public.research_refunds')).toHaveLength(0)

    const payload = chargeRefunded(family.intentId, 'evt_test_refunded')
    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)))
    expect(statuses.every((status) => status === 200)).toBe(true)
    // Another event about the same refund (Stripe may send one more) adds nothing either.
    expect(await deliver(chargeRefunded(family.intentId))).toBe(200)
    const refunds = await sql<{ amount_minor: number; by_name: string }>(
      'select amount_minor, by_name from public.research_refunds',
    )
    expect(refunds).toEqual([{ amount_minor: 5_000, by_name: 'Stripe' }])
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment).toMatchObject({
      state: 'partially_refunded',
      refunded_minor: 5_000,
    })
    const history = await sql(
      `select * from public.inquiry_history where submission_id = $1 and kind = 'research_refunded'`,
      [family.id],
    )
    expect(history).toHaveLength(1)
  })

  test("the console's own refund, echoed by charge.refunded, is counted once with the team's reason", async () => {
    const family = await paidFamily(20_000)
    const admin = await signUpAdmin()
    const { data } = await admin.auth.getSession()
    const half = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 10_000,
        reason: 'Half',
        idempotency_key: `refund-${crypto.randomUUID()}`,
      },
      data.session?.access_token,
    )
    expect(half.status).toBe(200)
    expect(await deliver(chargeRefunded(family.intentId))).toBe(200)
    const refunds = await sql<{ amount_minor: number; reason: string }>(
      'select amount_minor, reason from public.research_refunds',
    )
    expect(refunds).toEqual([{ amount_minor: 10_000, reason: 'Half' }])
    const [payment] = await sql<{ refunded_minor: number }>(
      'select refunded_minor from public.research_payments where id = $1',
      [family.paymentId],
    )
    expect(payment!.refunded_minor).toBe(10_000)
  })
})
