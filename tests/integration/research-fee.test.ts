import { beforeEach, describe, expect, test } from 'vitest'
import { submittedInquiry } from './journey-fixtures.ts'
import {
  acceptedPlan,
  deliver,
  payOnCheckoutPage,
  researchFee,
  sessionEvent,
} from './research-fee-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  resetStandIn,
  settle,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/**
 * The research fee through Stripe Checkout (docs/product/payments.md, ADRs 210–212): the real stripe library in
 * the functions against the stand-in's Stripe API, real supabase-js and the stand-in's database (PGlite here,
 * PostgreSQL in integration-pg, where the 20 parallel deliveries race for real).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

async function paidFamily(feeMinor = 25_000) {
  const family = await submittedInquiry()
  const versionId = await acceptedPlan(family.id, feeMinor)
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect(started.status).toBe(200)
  const paid = await payOnCheckoutPage(started.body.url, '4242 4242 4242 4242')
  expect(paid.status).toBe(303)
  await settle()
  return { ...family, versionId, url: String(started.body.url) }
}

async function historyOf(inquiryId: string, kind: string) {
  return sql(`select * from public.inquiry_history where submission_id = $1 and kind = $2`, [
    inquiryId,
    kind,
  ])
}

describe('research-fee: the family pays', () => {
  test('status shows nothing to pay without an accepted plan, then the server amount', async () => {
    const family = await submittedInquiry()
    const before = await researchFee({ action: 'status', token: family.token })
    expect(before.status).toBe(200)
    expect(before.body.fee).toBeNull()
    await acceptedPlan(family.id, 30_000)
    const after = await researchFee({ action: 'status', token: family.token })
    expect(after.body.fee).toEqual({ amount_minor: 30_000, currency: 'USD', plan_version: 1 })
    expect(after.body.online).toBe(true)
    expect(after.body.payment).toBeNull()
  })

  test('a bad request names its field; a wrong link is a 404', async () => {
    expect((await researchFee({ action: 'pay' })).body.fields.action).toBeTruthy()
    const wrong = await researchFee({ action: 'checkout', token: 'x'.repeat(43) })
    expect(wrong.status).toBe(404)
  })

  test('paying with 4242 marks the payment paid once, with history and one receipt', async () => {
    const family = await paidFamily()
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment.state).toBe('paid')
    expect(status.body.payment.paid_at).toBeTruthy()
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
    const receipts = (await capturedEmails()).filter((m) => m.to.includes(family.email))
    expect(receipts.filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1)
    // A second checkout for a paid version: 409 already_paid.
    const again = await researchFee({ action: 'checkout', token: family.token })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('already_paid')
  })

  test('a declined card charges nothing and says so', async () => {
    const family = await submittedInquiry()
    await acceptedPlan(family.id)
    const started = await researchFee({ action: 'checkout', token: family.token })
    const declined = await payOnCheckoutPage(started.body.url, '4000 0000 0000 0002')
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain('Your card was declined.')
    await settle()
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment.state).toBe('open')
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(0)
  })

  test('two checkouts before paying get the same session (idempotency key from the version)', async () => {
    const family = await submittedInquiry()
    await acceptedPlan(family.id)
    const [a, b] = await Promise.all([
      researchFee({ action: 'checkout', token: family.token }),
      researchFee({ action: 'checkout', token: family.token }),
    ])
    expect(a.body.url).toBe(b.body.url)
  })
})

describe('stripe-webhook', () => {
  test('a wrong signature is a 400 and stores nothing', async () => {
    const family = await submittedInquiry()
    await acceptedPlan(family.id)
    const started = await researchFee({ action: 'checkout', token: family.token })
    const sessionId = String(started.body.url).split('/').pop() as string
    const payload = sessionEvent('checkout.session.completed', sessionId)
    expect(await deliver(payload, 'whsec_wrong')).toBe(400)
    expect(await sql('select * from public.stripe_events')).toHaveLength(0)
  })

  test('20 duplicate deliveries in parallel: one research_paid, one receipt, one event row', async () => {
    const family = await paidFamily()
    const sessionId = family.url.split('/').pop() as string
    const payload = sessionEvent('checkout.session.completed', sessionId, 'evt_test_duplicate')
    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)))
    expect(statuses.every((status) => status === 200)).toBe(true)
    await settle()
    expect(await historyOf(family.id, 'research_paid')).toHaveLength(1)
    const receipts = (await capturedEmails()).filter(
      (m) => m.to.includes(family.email) && m.subject.startsWith('Your receipt'),
    )
    expect(receipts).toHaveLength(1)
    expect(
      await sql(`select * from public.stripe_events where id = 'evt_test_duplicate'`),
    ).toHaveLength(1)
  })

  test('an expired event arriving after the payment changes nothing (out of order)', async () => {
    const family = await paidFamily()
    const sessionId = family.url.split('/').pop() as string
    expect(await deliver(sessionEvent('checkout.session.expired', sessionId))).toBe(200)
    const status = await researchFee({ action: 'status', token: family.token })
    expect(status.body.payment.state).toBe('paid')
  })
})

describe('refunds by the team', () => {
  test('more than paid is refused; half, then the rest', async () => {
    const family = await paidFamily(20_000)
    const admin = await signUpAdmin()
    const { data } = await admin.auth.getSession()
    const jwt = data.session?.access_token as string
    const key = () => `refund-${crypto.randomUUID()}`
    const tooMuch = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 20_001,
        reason: 'Too much',
        idempotency_key: key(),
      },
      jwt,
    )
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.fields.amount_minor).toContain('More than remains paid')
    const halfKey = key()
    const half = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 10_000,
        reason: 'Half',
        idempotency_key: halfKey,
      },
      jwt,
    )
    expect(half.status).toBe(200)
    expect(half.body.payment.state).toBe('partially_refunded')
    // The same click again (same key) refunds nothing more.
    const repeat = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 10_000,
        reason: 'Half',
        idempotency_key: halfKey,
      },
      jwt,
    )
    expect(repeat.body.payment.refunded_minor).toBe(10_000)
    const rest = await researchFee(
      { action: 'refund', inquiry_id: family.id, reason: 'The rest', idempotency_key: key() },
      jwt,
    )
    expect(rest.status).toBe(200)
    expect(rest.body.payment.state).toBe('refunded')
    expect(rest.body.payment.refunds).toHaveLength(2)
    expect(await historyOf(family.id, 'research_refunded')).toHaveLength(2)
    const more = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 1,
        reason: 'More',
        idempotency_key: key(),
      },
      jwt,
    )
    expect(more.status).toBe(409)
  })

  test('without a team session refunds are a 404; anon reads no payment table', async () => {
    const family = await paidFamily()
    const refused = await researchFee({
      action: 'refund',
      inquiry_id: family.id,
      reason: 'x',
      idempotency_key: 'abcdefgh1',
    })
    expect(refused.status).toBe(404)
    const anon = createAnonClient()
    for (const table of ['research_payments', 'stripe_events', 'research_refunds']) {
      const { data } = await anon.from(table).select('*')
      expect(data ?? []).toHaveLength(0)
    }
  })
})
