import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { FAMILY_PAGE, payWithTestCard, returnToPreview } from './pay-with-test-card'
import { acceptedPlanWithFee } from './accepted-plan'
import { SUPABASE_URL, sql } from './stand-in'

/**
 * Issue 44 item 1 and issue 50 item 1 (docs/decisions/238, docs/product/payments.md "Back from Checkout"): a payment
 * started from a newer link of the same family, paid with the stand-in's test card, comes back through the one
 * token-free return address to the family's page, where a focused banner says what happened; a cancel says nothing
 * was charged; nothing the stand-in's Stripe received carries the family's links. At 375 and 1280 px.
 */
const SHOTS = process.env.SHOTS_DIR
// The whole way to Stripe and back, with the webhook, on a shared machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = { timeout: 20_000 }

async function shoot(page: Page, name: string, width: number) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

/** 'Send me my link again' adds a newer link beside the live one (ADR 193): here by the same database function. */
async function newerLink(inquiryId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await sql('select public.add_private_link($1, $2)', [
    inquiryId,
    createHash('sha256').update(token).digest('hex'),
  ])
  return token
}

interface Recorded {
  data: { method: string; path: string; query: string; body: string; headers: object }[]
  events: { payload: string }[]
}

async function stripeRecord(): Promise<Recorded> {
  return (await (await fetch(`${SUPABASE_URL}/stripe/requests`)).json()) as Recorded
}

async function familyAtCheckout(page: Page, name: string) {
  const family = await inquiryWithToken(name)
  await acceptedPlanWithFee(family.id, 89_000)
  const newer = await newerLink(family.id)
  await page.goto(`/journey/${newer}`)
  const fee = page.getByRole('region', { name: 'The research fee' })
  await expect(fee).toContainText('$890.00', SLOW)
  await fee.getByRole('button', { name: 'Pay the research fee' }).click()
  await expect(page.getByRole('heading', { name: /Pay 890\.00 USD/ })).toBeVisible()
  const sessionId = new URL(page.url()).pathname.split('/').pop() as string
  return { ...family, newer, sessionId }
}

for (const width of [375, 1280]) {
  test(`paid from a newer link: back on the family's page, the banner focused, no token at Stripe (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const family = await familyAtCheckout(page, `Anna Return ${width}`)
    await payWithTestCard(page, baseURL)
    await expect(page).toHaveURL(new RegExp(`/journey/${family.newer}$`))
    const banner = page.getByRole('status').filter({ hasText: 'Payment received' })
    await expect(banner).toHaveText(
      'Payment received: $890.00. A receipt is on its way to your e-mail.',
      SLOW,
    )
    await expect(banner).toBeFocused()
    // At the top: in view without scrolling.
    await expect(banner).toBeInViewport()
    await expect(page.getByRole('region', { name: 'The research fee' })).toContainText(
      'Paid $890.00 on',
      SLOW,
    )
    await shoot(page, 'banner-paid', width)

    const record = await stripeRecord()
    const paths = record.data.map((request) => `${request.method} ${request.path}`)
    // The record holds this payment: the session's creation, the checkout page's visit and the payment.
    expect(paths).toContain('POST /v1/checkout/sessions')
    expect(paths).toContain(`GET /stripe/checkout/${family.sessionId}`)
    expect(paths).toContain(`POST /stripe/checkout/${family.sessionId}/pay`)
    const everything = JSON.stringify(record)
    for (const token of [family.token, family.newer])
      expect(everything.includes(token), 'a private link reached the Stripe stand-in').toBe(false)
  })

  test(`cancelled on Checkout: the not-charged banner, focused (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const family = await familyAtCheckout(page, `Bruno Return ${width}`)
    await returnToPreview(page, baseURL)
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await expect(page).toHaveURL(FAMILY_PAGE, SLOW)
    await expect(page).toHaveURL(new RegExp(`/journey/${family.newer}$`))
    const banner = page.getByRole('status').filter({ hasText: 'nothing was charged' })
    await expect(banner).toHaveText('Your payment was not completed and nothing was charged.', SLOW)
    await expect(banner).toBeFocused()
    await expect(page.getByRole('region', { name: 'The research fee' })).toContainText(
      'Pay the research fee',
      SLOW,
    )
    await shoot(page, 'banner-cancelled', width)
  })
}

test('back from Checkout in a tab that does not know the family: how to get back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto('/journey/payment-return?payment=success')
  const heading = page.getByRole('heading', { name: 'Back from the payment' })
  await expect(heading).toBeFocused()
  await expect(page.getByText('open the link from your e-mail')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Send me my link again' })).toBeVisible()
  await shoot(page, 'return-other-tab', 375)
})
