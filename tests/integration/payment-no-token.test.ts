import { beforeEach, describe, expect, test } from 'vitest'
import { paths } from '../../src/config/paths.ts'
import {
  adminToken,
  handOff,
  PLAN_CONTENT,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import {
  deliver,
  LOCAL_STRIPE_KEY,
  payOnCheckoutPage,
  researchFee,
  stripeRecord,
  type StripeRecord,
} from './research-fee-fixtures.ts'
import { capturedEmails, resetStandIn, settle, signUpAdmin, sql, standIn } from './stand-in.ts'

/**
 * Issue 44 item 1 (docs/security.md, "No private token reaches a payment provider"; docs/decisions/238): Checkout
 * returns to one token-free address, so a payment started from any live link of the family sends Stripe the same
 * parameters under the same Idempotency-Key; and nothing the stand-in's Stripe received (the functions' API calls,
 * the checkout page's requests, the events it sent) carries a journey, booking or agency token.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

/** An inquiry (link A) with an accepted plan for Sicilia Heritage and a fee of $890.00. */
async function acceptedFamily() {
  const family = await submittedInquiry()
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, agency_id, research_fee_minor, research_currency)
     values ($1, 1, $2::jsonb, 'sicilia-heritage', 89000, 'USD') returning id`,
    [family.id, JSON.stringify(PLAN_CONTENT)],
  )
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('a', 64) where id = $1`,
    [row?.id],
  )
  await sql(ACCEPT_VERSION_SQL, [row?.id])
  return family
}

/** 'Send me my link again': a newer link B beside A (ADR 193), read from the e-mail as the family would. */
async function newerLink(email: string, older: string): Promise<string> {
  const asked = await journey('POST', '/link', { body: { email } })
  expect(asked.status).toBe(202)
  await settle()
  const tokens = (await capturedEmails())
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => /\/journey\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? [])
  const token = tokens.find((found) => found !== older)
  expect(token).toBeDefined()
  return String(token)
}

/** Every place a token could be written: bodies, queries, paths, headers and the events' payloads. */
function tokensIn(record: StripeRecord, tokens: string[]): string[] {
  const everything = JSON.stringify(record)
  return tokens.flatMap((token) =>
    [token, encodeURIComponent(token)].some((form) => everything.includes(form)) ? [token] : [],
  )
}

function sessionCreations(record: StripeRecord) {
  return record.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
  )
}

describe('a payment started from any live link of the family', () => {
  test('link A, then a newer link B: both succeed and reuse the one session', async () => {
    const family = await acceptedFamily()
    const linkB = await newerLink(family.email, family.token)
    const fromA = await researchFee({ action: 'checkout', token: family.token })
    expect(fromA.status).toBe(200)
    const fromB = await researchFee({ action: 'checkout', token: linkB })
    expect(fromB.status).toBe(200)
    expect(fromB.body.url).toBe(fromA.body.url)
    expect(await sql('select * from public.research_payments')).toHaveLength(1)

    // Stripe answered, but the row was never written (a crash in between), and the family tries again from B:
    // the same key goes with the same parameters, so Stripe gives back the same session instead of refusing it.
    await sql('delete from public.research_payments')
    const again = await researchFee({ action: 'checkout', token: linkB })
    expect(again.status).toBe(200)
    expect(again.body.url).toBe(fromA.body.url)
    const created = sessionCreations(await stripeRecord())
    expect(created).toHaveLength(2)
    expect(created[1]?.headers['idempotency-key']).toBe(created[0]?.headers['idempotency-key'])
    expect(created[1]?.body).toBe(created[0]?.body)
  })

  test('the stand-in refuses a reused key with other parameters, as Stripe does', async () => {
    const create = (successUrl: string) =>
      fetch(`${standIn().url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${LOCAL_STRIPE_KEY}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': 'research-fee-same-key-1',
        },
        body: new URLSearchParams({
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'usd',
          'line_items[0][price_data][unit_amount]': '100',
          success_url: successUrl,
          cancel_url: successUrl,
        }).toString(),
      })
    expect((await create('https://radici.example/a')).status).toBe(200)
    const other = await create('https://radici.example/b')
    expect(other.status).toBe(400)
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe(
      'idempotency_error',
    )
  })
})

describe('no private token reaches Stripe', () => {
  test('checkout from two links, the payment, the webhook, a refund and its echo, the hand-off: no token', async () => {
    const family = await acceptedFamily()
    const linkB = await newerLink(family.email, family.token)
    const started = await researchFee({ action: 'checkout', token: family.token })
    expect(started.status).toBe(200)
    expect((await researchFee({ action: 'checkout', token: linkB })).status).toBe(200)
    // The checkout page as a browser opens it, then the payment (the stand-in posts the signed event).
    expect((await fetch(String(started.body.url))).status).toBe(200)
    const paid = await payOnCheckoutPage(String(started.body.url), '4242 4242 4242 4242')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toMatch(/\/journey\/payment-return\?payment=success$/)
    await settle()
    const status = await researchFee({ action: 'status', token: linkB })
    expect(status.body.payment.state).toBe('paid')

    // The team refunds part; Stripe's charge.refunded echo makes the webhook list the refunds.
    const bearer = await adminToken(await signUpAdmin())
    const refunded = await researchFee(
      {
        action: 'refund',
        inquiry_id: family.id,
        amount_minor: 10_000,
        reason: 'Part of the research was not needed',
        idempotency_key: `refund-${crypto.randomUUID()}`,
      },
      bearer,
    )
    expect(refunded.status).toBe(200)
    const [intent] = await sql<{ payment_intent_id: string }>(
      'select payment_intent_id from public.research_payments',
    )
    const echo = JSON.stringify({
      id: `evt_test_${crypto.randomUUID().replace(/-/g, '')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'charge.refunded',
      livemode: false,
      data: {
        object: { id: 'ch_test_1', object: 'charge', payment_intent: intent?.payment_intent_id },
      },
    })
    expect(await deliver(echo)).toBe(200)
    // The agency's link, made by the hand-off (the agency's page never talks to Stripe; its token must not either).
    const agencyToken = await handOff(family.id, 'sicilia-heritage', bearer)

    const record = await stripeRecord()
    const calls = record.requests.map((request) => `${request.method} ${request.path}`)
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v1/checkout/sessions',
        expect.stringMatching(/^GET \/v1\/checkout\/sessions\/cs_test_/),
        expect.stringMatching(/^GET \/stripe\/checkout\/cs_test_/),
        expect.stringMatching(/^POST \/stripe\/checkout\/cs_test_\w+\/pay$/),
        'POST /v1/refunds',
        'GET /v1/refunds',
      ]),
    )
    expect(record.events.length).toBeGreaterThan(0)
    // The check can fail: the recorded text holds what was sent (the version id, the return address).
    const created = sessionCreations(record)[0]
    const form = new URLSearchParams(created?.body)
    expect(new URL(String(form.get('success_url'))).pathname).toBe(paths.paymentReturn())
    expect(form.get('success_url')?.endsWith(paths.paymentReturn('success'))).toBe(true)
    expect(form.get('cancel_url')?.endsWith(paths.paymentReturn('cancelled'))).toBe(true)
    // A journey token (A and B; the booking page uses the same link) or the agency's: none anywhere.
    expect(tokensIn(record, [family.token, linkB, agencyToken])).toEqual([])
  })
})
