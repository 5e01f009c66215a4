import { expect, type Page } from '@playwright/test'

/**
 * On the stand-in's Stripe checkout page: pays with the 4242 test card and lands on the journey page with
 * `?payment=success`. success_url is on SITE_URL's origin, which the e2e stand-in does not point at the preview
 * server, so the redirect is sent to the same path on the preview (baseURL).
 */
export async function payWithTestCard(page: Page, baseURL: string | undefined) {
  const preview = new URL(baseURL ?? '')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.route(
    (url) => url.searchParams.get('payment') === 'success' && url.origin !== preview.origin,
    (route) => {
      const target = new URL(route.request().url())
      return route.fulfill({
        status: 302,
        headers: { Location: new URL(`${target.pathname}${target.search}`, preview).href },
      })
    },
  )
  await page.getByRole('button', { name: /Pay/ }).click()
  await expect(page).toHaveURL(/payment=success/)
}
