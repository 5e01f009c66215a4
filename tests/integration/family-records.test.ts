import { beforeEach, describe, expect, test } from 'vitest'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version.ts'
import { submittedInquiry } from './journey-fixtures.ts'
import {
  deliver,
  payOnCheckoutPage,
  refundEvent,
  researchFee,
  settleRefundAtStripe,
  stripeApi,
  stripeRecord,
} from './research-fee-fixtures.ts'
import { capturedEmails, resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * Records in the family's hands (issue 50 item 5; docs/product/payments.md, "The Checkout session", "The receipt"
 * and "Refund e-mails"; ADR 253): what Stripe is told (the family's e-mail, what the fee buys, never the link), the
 * receipt (number, card ending, item, company, refund terms, one-tap link) and one e-mail per refund. Real functions,
 * the real stripe library against the stand-in, the e-mails the stand-in captured.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
  adminToken = undefined
})

const TERMS =
  'The research fee is refunded in full until the research starts; after that, the part not yet done.'

/** An accepted version with real content: two research lines over six weeks, and its refund terms. */
async function acceptedPlanWithContent(inquiryId: string, feeMinor: number): Promise<string> {
  const content = {
    research: {
      lines: [
        { kind: 'civil', ancestorLine: 'Russo', backTo: '1850' },
        { kind: 'church', ancestorLine: 'Esposito', backTo: '' },
      ],
      weeks: 6,
      deliverables: [],
    },
    journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
    terms: { cancellation: TERMS },
  }
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, research_fee_minor, research_currency, content)
     values ($1, 1, $2, 'USD', $3::jsonb) returning id`,
    [inquiryId, feeMinor, JSON.stringify(content)],
  )
  const id = row!.id
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('a', 64) where id = $1`,
    [id],
  )
  await sql(ACCEPT_VERSION_SQL, [id])
  return id
}

async function paidFamily(card = '4242 4242 4242 4242') {
  const family = await submittedInquiry()
  await acceptedPlanWithContent(family.id, 123_456)
  const started = await researchFee({ action: 'checkout', token: family.token })
  expect(started.status).toBe(200)
  expect((await payOnCheckoutPage(started.body.url, card)).status).toBe(303)
  await settle()
  const [payment] = await sql<{ id: string; payment_intent_id: string; receipt_number: string }>(
    'select id, payment_intent_id, receipt_number from public.research_payments where submission_id = $1',
    [family.id],
  )
  return { ...family, payment: payment! }
}

const mailTo = async (email: string, subject: RegExp) =>
  (await capturedEmails()).filter((mail) => mail.to.includes(email) && subject.test(mail.subject))

/** The one-tap link in an e-mail opens the family's page: its token works with the family's functions. */
async function linkOpensThePage(text: string) {
  const link = /\/journey\/([A-Za-z0-9_-]{43})\b/.exec(text)
  expect(link, 'a one-tap link to the family page').not.toBeNull()
  const status = await researchFee({ action: 'status', token: link![1] })
  expect(status.status).toBe(200)
}

describe('the Checkout session', () => {
  test("carries the family's e-mail and what the fee buys, and never the private link", async () => {
    const family = await submittedInquiry()
    await acceptedPlanWithContent(family.id, 123_456)
    expect((await researchFee({ action: 'checkout', token: family.token })).status).toBe(200)
    const created = (await stripeRecord()).requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    )
    const form = new URLSearchParams(created!.body)
    expect(form.get('customer_email')).toBe(family.email)
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Genealogical research (version 1 of your plan)',
    )
    expect(form.get('line_items[0][price_data][product_data][description]')).toMatch(
      /^The research fee of the plan .+ accepted \(version 1\): 2 research lines over 6 weeks\. The research starts once it is paid\.$/,
    )
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('123456')
    expect(created!.body).not.toContain(family.token)
  })
})

describe('the receipt', () => {
  test('has its number, the card ending, the item, the company, the refund terms and a one-tap link', async () => {
    const family = await paidFamily()
    expect(family.payment.receipt_number).toMatch(/^R-\d{4}-\d{5}$/)
    const [receipt, ...more] = await mailTo(family.email, /^Your receipt/)
    expect(more).toHaveLength(0)
    expect(receipt!.subject).toBe(
      `Your receipt ${family.payment.receipt_number}: research fee of $1,234.56`,
    )
    const text = receipt!.text ?? ''
    expect(text).toContain(`Receipt number: ${family.payment.receipt_number}`)
    expect(text).toMatch(/Paid on: [A-Z][a-z]+ \d{1,2}, \d{4} \(Rome time\)/)
    expect(text).toContain('Paid with: Visa ending in 4242')
    expect(text).toContain('Genealogical research (version 1 of your plan): $1,234.56')
    expect(text).toContain('2 research lines over 6 weeks')
    expect(text).toContain('Total paid: $1,234.56 (USD)')
    expect(text).toContain(`Refunds, as your accepted plan states them: ${TERMS}`)
    expect(text).toContain('Radici · Italian Heritage Journeys')
    expect(receipt!.html).toContain('Visa ending in 4242')
    expect(receipt!.html).toContain('Open your journey page')
    // Until the e-mail's link is used, the family's own link keeps working: it is a next link beside it (ADR 193).
    expect((await researchFee({ action: 'status', token: family.token })).status).toBe(200)
    await linkOpensThePage(text)
    // Its first use makes it the family's link and retires the old one, as a requested link does (ADR 193).
    expect((await researchFee({ action: 'status', token: family.token })).status).toBe(404)
    // The kept copy for a retry holds no link, only its place.
    const [row] = await sql<{ receipt_message: { text: string } }>(
      'select receipt_message from public.research_payments where id = $1',
      [family.payment.id],
    )
    expect(row!.receipt_message.text).toContain('{{journey_link}}')
    expect(row!.receipt_message.text).not.toMatch(/\/journey\/[A-Za-z0-9_-]{43}/)
  })

  test('numbers differ between payments and never change', async () => {
    const first = await paidFamily()
    const second = await paidFamily()
    expect(first.payment.receipt_number).not.toBe(second.payment.receipt_number)
    const [again] = await sql<{ receipt_number: string }>(
      'select receipt_number from public.research_payments where id = $1',
      [first.payment.id],
    )
    expect(again!.receipt_number).toBe(first.payment.receipt_number)
  })
})

let adminToken: string | undefined
async function consoleRefund(inquiryId: string, amount: number, reason: string) {
  if (!adminToken) {
    const { data } = await (await signUpAdmin()).auth.getSession()
    adminToken = data.session?.access_token
  }
  return researchFee(
    {
      action: 'refund',
      inquiry_id: inquiryId,
      amount_minor: amount,
      reason,
      idempotency_key: `refund-${crypto.randomUUID()}`,
    },
    adminToken,
  )
}

describe('a refund', () => {
  test("the console's refund: one e-mail with the amount, the day, the team's reason, when it reaches the card", async () => {
    const family = await paidFamily()
    expect((await consoleRefund(family.id, 23_456, 'The archive of Napoli is closed')).status).toBe(
      200,
    )
    // Stripe's echo, delivered twice, sends nothing more.
    expect(await deliver(refundEvent('charge.refunded', family.payment.payment_intent_id))).toBe(
      200,
    )
    expect(await deliver(refundEvent('charge.refunded', family.payment.payment_intent_id))).toBe(
      200,
    )
    await settle()
    const mails = await mailTo(family.email, /^Your refund/)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('Your refund of $234.56')
    const text = mail.text ?? ''
    expect(text).toMatch(
      new RegExp(
        `We refunded \\$234\\.56 of your research fee \\(receipt ${family.payment.receipt_number}\\) on [A-Z][a-z]+ \\d{1,2}, \\d{4} \\(Rome time\\)\\.`,
      ),
    )
    expect(text).toContain('Why: The archive of Napoli is closed')
    expect(text).toContain(
      'The money goes back to your Visa ending in 4242. Banks usually show it within 5 to 10 business days; the exact day depends on your bank.',
    )
    await linkOpensThePage(text)
  })

  test('a refund in Stripe: each one its own e-mail, without a reason; 10 parallel deliveries send it once', async () => {
    const family = await paidFamily()
    await stripeApi('/refunds', {
      payment_intent: family.payment.payment_intent_id,
      amount: '1000',
    })
    const payload = refundEvent('charge.refunded', family.payment.payment_intent_id)
    const statuses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)))
    expect(statuses.every((status) => status === 200)).toBe(true)
    await stripeApi('/refunds', {
      payment_intent: family.payment.payment_intent_id,
      amount: '2000',
    })
    expect(await deliver(refundEvent('charge.refunded', family.payment.payment_intent_id))).toBe(
      200,
    )
    await settle()
    const mails = await mailTo(family.email, /^Your refund/)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your refund of $10.00',
      'Your refund of $20.00',
    ])
    for (const mail of mails) expect(mail.text).not.toContain('Why:')
  })

  test('a pending refund is e-mailed when it succeeds, a failed one never', async () => {
    const family = await paidFamily('4000 0000 0000 7726')
    expect((await consoleRefund(family.id, 5_000, 'Part of the research')).status).toBe(200)
    expect((await consoleRefund(family.id, 6_000, 'Another part')).status).toBe(200)
    await settle()
    expect(await mailTo(family.email, /^Your refund/)).toHaveLength(0)
    const refunds = await sql<{ stripe_refund_id: string; amount_minor: number }>(
      'select stripe_refund_id, amount_minor from public.research_refunds order by amount_minor',
    )
    expect(await settleRefundAtStripe(refunds[0]!.stripe_refund_id, 'succeeded')).toBe(200)
    expect(await settleRefundAtStripe(refunds[1]!.stripe_refund_id, 'failed')).toBe(200)
    await settle()
    const mails = await mailTo(family.email, /^Your refund/)
    expect(mails.map((mail) => mail.subject)).toEqual(['Your refund of $50.00'])
  })
})
