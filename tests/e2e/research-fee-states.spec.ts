import type { Page } from '@playwright/test'
import { signPayload } from '../../supabase-local/stripe'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { acceptedPlanWithFee } from './accepted-plan'
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL, sql } from './stand-in'
import { teamDay } from '../../src/features/admin/console/lib/team-time'

/**
 * Issue 44 item 3 (docs/decisions/240-payment-and-refund-states.md, docs/product/payments.md): a family pays by bank
 * debit on the stand-in's checkout page; its plan shows the payment processing (no second payment offered), then
 * paid once the debit clears. The console's panel shows a pending and a failed refund. Screenshots at 375 and
 * 1280 px with SHOTS_DIR.
 */
const ADMIN = { email: 'marco@radici.example', fullName: 'Marco Esposito' }
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function standIn(path: string, body: unknown) {
  const response = await fetch(`${SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBeLessThan(300)
  return response
}

async function paymentOf(inquiryId: string) {
  const [row] = await sql<{ state: string; payment_intent_id: string | null }>(
    'select state, payment_intent_id from public.research_payments where submission_id = $1',
    [inquiryId],
  )
  return row
}

test('a bank debit: the plan shows it processing, then paid once it clears', async ({
  page,
  checkA11y,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const family = await inquiryWithToken('Sara Debit')
  await acceptedPlanWithFee(family.id, 25_000)
  await page.goto(`/journey/${family.token}`)
  const section = page.getByRole('region', { name: 'The research fee' })
  await section.getByRole('button', { name: 'Pay the research fee' }).click()
  await expect(page.getByRole('heading', { name: 'Or pay by SEPA Direct Debit' })).toBeVisible()
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00')
  // Checkout returns to SITE_URL's origin, which is not the preview server here: back to the same page there.
  const preview = new URL(baseURL ?? '')
  const standInOrigin = new URL(SUPABASE_URL).origin
  await page.route(
    (url) => url.origin !== preview.origin && url.origin !== standInOrigin,
    (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback()
      const target = new URL(route.request().url())
      return route.fulfill({
        status: 302,
        headers: { Location: new URL(`${target.pathname}${target.search}`, preview).href },
      })
    },
  )
  await page.getByRole('button', { name: 'Debit 250.00 USD' }).click()
  await expect(page).toHaveURL(/\/journey\//)
  await expect.poll(async () => (await paymentOf(family.id))?.state).toBe('processing')

  await page.goto(`/journey/${family.token}`)
  await expect(section).toContainText(
    'Your payment of $250.00 is processing: your bank is confirming it, which can take a few working days. You do not need to pay again; this page shows it once it is paid.',
  )
  await expect(section.getByRole('button', { name: 'Pay the research fee' })).toHaveCount(0)
  await checkA11y(page)
  await section.scrollIntoViewIfNeeded()
  await shoot(page, 'family-fee-processing')

  const intent = (await paymentOf(family.id))?.payment_intent_id as string
  await standIn(`/_stand-in/stripe/payment_intents/${intent}/settle`, {})
  await expect.poll(async () => (await paymentOf(family.id))?.state).toBe('paid')
  await page.reload()
  await expect(section).toContainText('Paid $250.00 on')
})

test('the console shows a refund pending and a refund failed at Stripe', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000)
  const family = await inquiryWithToken('Teresa Refund')
  await acceptedPlanWithFee(family.id, 30_000)
  // Paid with Stripe's card whose refunds start pending (the checkout as the family's page calls it).
  const started = await fetch(`${SUPABASE_URL}/functions/v1/research-fee`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify({ action: 'checkout', token: family.token }),
  })
  const { url } = (await started.json()) as { url: string }
  await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4000000000007726', expiry: '12 / 34', cvc: '123' }),
  })
  await expect.poll(async () => (await paymentOf(family.id))?.state).toBe('paid')
  const intent = (await paymentOf(family.id))?.payment_intent_id as string

  // Two refunds made in Stripe's dashboard, both pending; Stripe tells the webhook.
  const refundIds: string[] = []
  for (const amount of ['10000', '5000']) {
    const response = await fetch(`${SUPABASE_URL}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_local',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent, amount }),
    })
    refundIds.push(((await response.json()) as { id: string }).id)
  }
  const event = JSON.stringify({
    id: `evt_test_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: 'charge.refunded',
    livemode: false,
    data: { object: { id: 'ch_test_1', object: 'charge', payment_intent: intent } },
  })
  const delivered = await fetch(`${SUPABASE_URL}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signPayload(event, 'whsec_local'),
    },
    body: event,
  })
  expect(delivered.status).toBe(200)
  // Later, the first one fails at Stripe.
  await standIn(`/_stand-in/stripe/refunds/${refundIds[0]}/settle`, { outcome: 'failed' })

  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${family.id}`)
  const panel = page.getByRole('region', { name: 'Research fee' })
  await expect(panel).toContainText('Paid: $300.00, $50.00 refund pending', { timeout: 30_000 })
  await expect(panel).toContainText(
    '$100.00 on ' +
      teamDay(Date.now()) +
      " by Stripe: Refunded in Stripe's dashboard (failed at Stripe: nothing was returned)",
  )
  await expect(panel).toContainText("Refunded in Stripe's dashboard (pending at Stripe)")
  await checkA11y(page)
  await panel.scrollIntoViewIfNeeded()
  await shoot(page, 'console-refund-failed-and-pending')
})
