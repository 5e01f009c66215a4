import { expect, type Page } from '@playwright/test'

/**
 * Checkout returns to `/journey/payment-return` on SITE_URL's origin (ADR 238), which the e2e stand-in does not
 * point at the preview server: the return is sent to the same path on the preview (baseURL), where this tab's
 * sessionStorage holds the family's link.
 */
export async function returnToPreview(page: Page, baseURL: string | undefined) {
  const preview = new URL(baseURL ?? '')
  await page.route(
    (url) => url.pathname === '/journey/payment-return' && url.origin !== preview.origin,
    (route) => {
      const target = new URL(route.request().url())
      return route.fulfill({
        status: 302,
        headers: { Location: new URL(`${target.pathname}${target.search}`, preview).href },
      })
    },
  )
}

/** The family's own page, `/journey/<link>`, with nothing after it (no outcome in the address). */
export const FAMILY_PAGE = /\/journey\/[A-Za-z0-9_-]{43}$/

/**
 * On the stand-in's Stripe checkout page: pays with the 4242 test card and comes back, through the return page, to
 * the family's journey page.
 */
export async function payWithTestCard(page: Page, baseURL: string | undefined) {
  await returnToPreview(page, baseURL)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /Pay/ }).click()
  await expect(page).toHaveURL(FAMILY_PAGE, { timeout: 20_000 })
}
