import { expect, test } from './fixtures'
import { newsletterSubscriptions, SUPABASE_URL } from './stand-in'

/** The local backend's own pages are part of the newcomer's experience (and one lands in the newsletter frame). */

test('the newsletter stand-in answers a form post with an accessible page and records it', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`
  await page.goto(`${SUPABASE_URL}/newsletter`)
  await page.setContent(`<!doctype html><html lang="en"><head><title>Form</title></head><body><main>
    <h1>Newsletter</h1>
    <form method="post" action="${SUPABASE_URL}/newsletter/subscribe">
      <label>Email <input name="EMAIL" type="email" value="${email}"></label>
      <label><input name="LEGAL_AGREEMENT" type="checkbox" checked> I agree</label>
      <button type="submit">Subscribe</button>
    </form></main></body></html>`)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' }),
  ).toBeVisible()
  expect((await newsletterSubscriptions()).map((entry) => entry.email)).toContain(email)
})

test('the captured mail and newsletter pages are readable', async ({ page, checkA11y }) => {
  await page.goto(`${SUPABASE_URL}/mail`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mails the local stack would have sent' }),
  ).toBeVisible()
  await checkA11y()
  await page.goto(`${SUPABASE_URL}/newsletter`)
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter form posts' })).toBeVisible()
})
