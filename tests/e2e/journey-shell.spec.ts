import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'

/**
 * ADR 233: the journey's fallback page paints the page's loading state from its HTML, and the early story writes
 * the family's welcome into it before the app has arrived; the app then renders the same page over it.
 */
const welcome = /^Welcome, Rosa\. Everything you add here goes straight to our genealogists/

test('the welcome paints from the early story alone, before (and without) the app', async ({
  page,
  context,
}) => {
  const { token } = await inquiryWithToken(`Rosa Shell ${Date.now()}`)
  // The app's entry never arrives (a page of its own: the fixture's page waits for the app): what shows is the
  // HTML's shell and the early story's module.
  const bare = await context.newPage()
  await bare.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort())
  await bare.goto(`/journey/${token}`)
  await expect(bare.getByRole('heading', { level: 1, name: 'Your journey home' })).toBeVisible()
  await expect(bare.getByText(welcome)).toBeVisible()
  await expect(bare.getByRole('status')).toHaveCount(0)
  expect(await bare.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  )
  await bare.close()

  // With the app: the same page, rendered by React over the shell (one welcome, one heading).
  await page.goto(`/journey/${token}`)
  await expect(page.getByRole('button', { name: 'Book or change your call' })).toBeVisible()
  await expect(page.getByText(welcome)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})

test('/journey without a link shows `Send me my link again`, never the story loading', async ({
  page,
}) => {
  const response = await page.goto('/journey')
  expect(await response!.text()).not.toContain('Opening your story')
  await expect(page.getByRole('heading', { level: 1, name: 'Send me my link again' })).toBeVisible()
})
