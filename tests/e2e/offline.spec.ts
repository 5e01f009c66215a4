import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'

/**
 * Issue 38, item 2: offline keeps the journey page. `Book or change your call` says it needs the connection
 * (no navigation, the browser's offline page never replaces the page); a file added offline waits and is sent
 * by itself once the connection is back. SHOTS_DIR=… saves the offline states.
 */
test('offline, the call box says so and a file waits, then uploads when the connection is back', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow()
  const { token } = await inquiryWithToken(`Offline ${Date.now()}`)
  await page.goto(`/journey/${token}`)
  await expect(page.getByText('Nothing to save yet')).toBeVisible()
  const url = page.url()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Book or change your call' }).click()
  await expect(
    page.getByText(/^You are offline: booking or changing your call needs the connection/),
  ).toBeVisible()
  expect(page.url()).toBe(url)
  await expect(page.getByRole('heading', { level: 1, name: 'Your journey home' })).toBeVisible()

  await page.getByLabel('Add scans or photos').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  const uploads = page.getByRole('list', { name: 'Uploads in progress' })
  await expect(uploads.getByText(/^Waiting for the connection/)).toBeVisible()
  await expect(uploads.getByRole('button', { name: 'Retry passport.pdf' })).toBeVisible()
  if (process.env.SHOTS_DIR)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/offline-${width}.png`,
        fullPage: true,
      })
    }

  await context.setOffline(false)
  const files = page.getByRole('list', { name: 'Your files' })
  await expect(files.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 })
  await expect(uploads).toHaveCount(0)
  await page.getByRole('button', { name: 'Book or change your call' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Book your consultation call now' })
      .getByRole('group', { name: / · times in / }),
  ).toBeVisible()
  consoleErrors.splice(0)
})
