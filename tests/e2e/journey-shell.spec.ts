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

test('the app renders the page only once the whole stylesheet has loaded (ADR 237)', async ({
  context,
}) => {
  const { token } = await inquiryWithToken(`Rosa Styles ${Date.now()}`)
  const slow = await context.newPage()
  // The whole stylesheet comes 2 s late; the page's own content must not show before it, unstyled.
  await slow.route(/\.late\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  await slow.addInitScript(() => {
    const seen = { sheetLoaded: false, ancestorsAt: -1, sheetAt: -1 }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      const sheet = [...document.styleSheets].some((item) => item.href?.endsWith('.late.css'))
      if (sheet && seen.sheetAt < 0) seen.sheetAt = performance.now()
      const ancestors = [...document.querySelectorAll('h2')].some((heading) =>
        heading.textContent?.includes('Your ancestors'),
      )
      if (ancestors && seen.ancestorsAt < 0) {
        seen.ancestorsAt = performance.now()
        seen.sheetLoaded = sheet
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await slow.goto(`/journey/${token}`)
  await expect(slow.getByText(welcome)).toBeVisible()
  await expect(slow.getByRole('heading', { name: 'Your ancestors' })).toBeVisible({
    timeout: 15_000,
  })
  const seen = await slow.evaluate(
    () => (window as unknown as { __seen: { sheetLoaded: boolean } }).__seen,
  )
  expect(seen.sheetLoaded).toBe(true)
  await slow.close()
})

test('/journey without a link shows `Send me my link again`, never the story loading', async ({
  page,
}) => {
  const response = await page.goto('/journey')
  expect(await response!.text()).not.toContain('Opening your story')
  await expect(page.getByRole('heading', { level: 1, name: 'Send me my link again' })).toBeVisible()
})
