import { expect, test } from './fixtures'

/** The footer's newsletter signup posts into a hidden frame; the local stand-in records what was posted. */
const supabaseUrl = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`

async function subscriptions() {
  const response = await fetch(`${supabaseUrl}/newsletter/subscriptions`)
  expect(response.ok).toBe(true)
  const data = (await response.json()) as unknown
  const list = Array.isArray(data) ? data : ((data as { data?: unknown[] }).data ?? [])
  return list as Array<Record<string, unknown>>
}

test('the footer signup is recorded and the footer thanks the visitor', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`
  await page.goto('/our-values')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeVisible()

  // The browser's own validation keeps an empty or unticked form from being sent.
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeVisible()

  await footer.getByRole('textbox', { name: 'Email address' }).fill(email)
  await footer
    .getByRole('checkbox', {
      name: 'I agree to receive emails from Radici and understand that I can unsubscribe at any time.',
    })
    .check()
  await footer.getByRole('button', { name: 'Subscribe' }).click()

  await expect(footer.getByRole('heading', { name: 'Thank You for Subscribing' })).toBeVisible()
  await expect(footer.getByText(/check your inbox for a confirmation email/)).toBeVisible()
  await expect
    .poll(
      async () =>
        (await subscriptions()).filter((entry) => JSON.stringify(entry).includes(email)).length,
    )
    .toBe(1)
  const entry = (await subscriptions()).find((item) => item.email === email)
  expect(entry).toMatchObject({ email, legal_agreement: 'true' })
})

test('the footer is hidden on /contact', async ({ page }) => {
  await page.goto('/contact')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Italian Heritage Journey' }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
