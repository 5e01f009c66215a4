import { randomUUID } from 'node:crypto'
import type { Page, Route } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { expect, test } from './fixtures'
import { sql } from './stand-in'

/**
 * "Suggest a correction" on an article, end to end (docs/decisions/131): a reader reports a mistake on
 * /blog/marche, the report is stored with the page, a team member sees it in /admin and marks it fixed.
 * axe runs on the open form and on the admin view at 375 and 1280 px (and at the end of every test).
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Conti' }
const SHOTS = process.env.CORRECTION_SHOTS_DIR

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
})

test.beforeEach(async () => {
  // One address (the test browser's) for every report: start each test with a fresh rate-limit window.
  await sql('delete from public.correction_attempts')
})

async function openForm(page: Page) {
  await page.goto('/blog/marche')
  // The article's own date comes first; the cards of the other regions below carry theirs (ADR 248).
  await expect(page.getByText(/^Last reviewed/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Suggest a correction' }).click()
  const message = page.getByRole('textbox', { name: 'What is wrong on this page?' })
  await expect(message).toBeFocused()
  return message
}

for (const width of [375, 1280]) {
  test(`a reader reports a mistake on /blog/marche; a 10,000-character report is a clear error (${width} px)`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const message = await openForm(page)
    await checkA11y()

    await message.fill('x'.repeat(10_000))
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(
      page.getByText('Please keep it under 2,000 characters (this one has 10,000).'),
    ).toBeVisible()
    await expect(message).toHaveAttribute('aria-invalid', 'true')
    await expect(message).toHaveValue('x'.repeat(10_000))
    await checkA11y()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-error-${width}.png`, fullPage: false })

    const tag = randomUUID().slice(0, 8)
    const text = `The Marche article gives 1876 as the start of the records (${tag}); is that right?`
    await message.fill(text)
    await expect(page.getByText(/Please keep it under/)).toHaveCount(0)
    await page.getByRole('textbox', { name: /e-mail address/ }).fill('reader@example.com')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-${width}.png` })
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByRole('status')).toHaveText(/Thank you. Your report has reached our team/)
    const rows = await sql<{ page: string; email: string; status: string }>(
      'select page, email, status from public.content_corrections where message = $1',
      [text],
    )
    expect(rows).toEqual([{ page: '/blog/marche', email: 'reader@example.com', status: 'open' }])
    expect(
      await sql('select 1 from public.form_submissions where email = $1', ['reader@example.com']),
    ).toEqual([])
  })
}

test('a tap on Suggest a correction before the app has loaded is held and opens the form (ADR 073)', async ({
  page,
}) => {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released || /\/assets\/boot-[^/]+\.js$/.test(route.request().url())) await route.continue()
    else held.push(route)
  })
  await page.mainFrame().goto('/blog/marche', { waitUntil: 'load' })
  const button = page.getByRole('button', { name: 'Suggest a correction' })
  await button.click()
  await expect(button).toHaveAttribute('data-pending', /.*/)
  released = true
  for (const route of held.splice(0)) await route.continue()
  await expect(page.getByRole('textbox', { name: 'What is wrong on this page?' })).toBeFocused()
})

test('when the report cannot be stored, the text stays in the form with a clear message', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/functions/v1/report-correction', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"unavailable"}',
    }),
  )
  const message = await openForm(page)
  await message.fill('The date of the first emigration law is wrong.')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'We could not save your report just now. Your text is still here: please try again in a minute.',
  )
  await expect(message).toHaveValue('The date of the first emigration law is wrong.')
  // Chromium logs the 503 this test asked for; nothing else may be logged.
  const expected = consoleErrors.filter((error) => error.includes('status of 503'))
  expect(expected).toHaveLength(1)
  consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1)
})

for (const width of [375, 1280]) {
  test(`the team sees the open report in /admin and marks it fixed (${width} px)`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const text = `Admin view check ${randomUUID().slice(0, 8)}: a wrong figure in the second section.`
    const [row] = await sql<{ id: string }>(
      `insert into public.content_corrections (page, message, email) values ('/blog/marche', $1, null) returning id`,
      [text],
    )
    await signInThroughUi(page, ADMIN.email)
    const section = page.getByRole('region', { name: 'Suggested corrections' })
    const report = section.getByRole('listitem').filter({ hasText: text })
    await expect(report).toBeVisible()
    await expect(report.getByRole('link', { name: '/blog/marche' })).toHaveAttribute(
      'href',
      '/blog/marche',
    )
    await expect(report.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await report.scrollIntoViewIfNeeded()
    await checkA11y()
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/admin-${width}.png` })

    await report.getByRole('button', { name: /^Mark fixed/ }).click()
    await expect(report).toHaveCount(0)
    const [stored] = await sql<{ status: string; fixed_by: string | null }>(
      'select status, fixed_by from public.content_corrections where id = $1',
      [row!.id],
    )
    expect(stored?.status).toBe('fixed')
    expect(stored?.fixed_by).not.toBeNull()
  })
}

// The pages with facts beyond the articles take reports too (docs/decisions/196): dated, with the same form.
for (const path of ['/how-it-works', '/travel-insurance', '/itineraries/sicily-roots']) {
  test(`a reader reports a mistake on ${path}, stored with that page`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByText(/^Last reviewed/)).toBeVisible()
    await page.getByRole('button', { name: 'Suggest a correction' }).click()
    const text = `A figure on ${path} looks out of date (${randomUUID().slice(0, 8)}).`
    await page.getByRole('textbox', { name: 'What is wrong on this page?' }).fill(text)
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByRole('status')).toHaveText(/Thank you. Your report has reached our team/)
    const rows = await sql(
      'select page, status from public.content_corrections where message = $1',
      [text],
    )
    expect(rows).toEqual([{ page: path, status: 'open' }])
  })
}
