import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { confirmTime } from './booking-times'
import { expect, test } from './fixtures'
import { ANON_KEY, selectAsService, sql, SUPABASE_URL } from './stand-in'

/**
 * Issue 23 in a real browser against the local stack: a visitor arrives on an article from a newsletter, opens
 * the wizard and sends an inquiry; the inquiry page shows where the lead came from; the Insights page counts one
 * more 'newsletter' inquiry and the funnel moves; the Analytics switch decides whether counts carry the source.
 * A family saves its story and books its call: the Insights page counts one more of each (ADR 174).
 * Other specs run beside this one on the same stand-in: every assertion is on a difference this test makes.
 */
const ADMIN = 'sofia@radici.example'

async function countOf(page: string, event: string, source: string): Promise<number> {
  const rows = await sql<{ n: string }>(
    `select coalesce(sum(count), 0)::text as n from public.page_event_counts
      where page = $1 and event = $2 and source = $3`,
    [page, event, source],
  )
  return Number(rows[0]?.n ?? 0)
}

/** The sum of a column of one of the Insights tables (0 when the column is not there). */
async function columnTotal(page: Page, table: string, column: string): Promise<number> {
  const region = page.getByRole('region', { name: `${table} (table)` })
  await expect(region).toBeVisible()
  return region.evaluate((element, name) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
    const index = headers.indexOf(name)
    if (index < 0) return 0
    return [...element.querySelectorAll('tbody tr')].reduce((sum, row) => {
      const cell = row.children[index]?.textContent?.replace(/,/g, '') ?? '0'
      return sum + (Number(cell) || 0)
    }, 0)
  }, column)
}

/** A table's row (by its first cell) → the value in a column. */
async function cell(page: Page, table: string, rowName: string, column: string): Promise<string> {
  const region = page.getByRole('region', { name: `${table} (table)` })
  return region.evaluate(
    (element, [row, name]) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
      const index = headers.indexOf(name)
      const match = [...element.querySelectorAll('tbody tr')].find(
        (tr) => tr.children[0]?.textContent?.trim() === row,
      )
      return match && index >= 0 ? (match.children[index]?.textContent?.trim() ?? '') : ''
    },
    [rowName, column] as const,
  )
}

async function openInsights(page: Page) {
  await page.goto('/admin/insights')
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'The wizard, step by step (table)' })).toBeVisible()
}

async function sendInquiryFromNewsletterArticle(visitor: Page, email: string) {
  await visitor.goto('/blog/sicily?utm_source=newsletter&utm_medium=email&utm_campaign=autumn')
  // A second page of the context is not the fixture's page: wait for the app as its goto does. (A visit to a page
  // left before the app has loaded is not counted: the counting code arrives with the app, ADR 170.)
  await visitor.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await visitor.getByRole('link', { name: 'Plan My Sicilian Journey' }).click()
  await expect(visitor).toHaveURL('/contact')
  await visitor.getByLabel(/Italian regions or towns/).fill('Sicily')
  await visitor.getByRole('button', { name: 'Next' }).click()
  await visitor.getByLabel("I don't know yet").check()
  await visitor.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await visitor.getByRole('option', { name: 'Two weeks' }).click()
  await visitor.getByRole('button', { name: 'Next' }).click()
  await visitor.getByRole('radio', { name: /A full family tree/ }).check()
  await visitor.getByRole('button', { name: 'Next' }).click()
  await visitor.getByLabel('First name').fill('Rosa')
  await visitor.getByLabel('Last name').fill('Lombardo')
  await visitor.getByLabel('Email address').fill(email)
  await visitor.getByRole('button', { name: 'Submit' }).click()
  await expect(visitor).toHaveURL('/thank-you')
}

test('a newsletter visitor becomes a lead with its source, and Insights count it', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(120_000)
  await ensureAdmin(ADMIN, 'Sofia Conti')
  await signInThroughUi(page, ADMIN)
  await openInsights(page)
  const newsletterBefore = await columnTotal(page, 'Inquiries per week by source', 'newsletter')
  const submittedBefore = Number(
    (await cell(page, 'The wizard, step by step', 'Submitted', 'Count')).replace(/,/g, ''),
  )
  const taggedVisitsBefore = await countOf('/blog/sicily', 'visit', 'newsletter')
  const anonymousVisitsBefore = await countOf('/blog/sicily', 'visit', '')

  // Analytics is off (the default): the visit is counted without its source.
  const email = `lead-insights-${Date.now()}@example.com`
  const visitor = await context.newPage()
  await sendInquiryFromNewsletterArticle(visitor, email)
  await expect
    .poll(() => countOf('/blog/sicily', 'visit', ''), { timeout: 30_000 })
    .toBeGreaterThan(anonymousVisitsBefore)
  await expect
    .poll(() => countOf('/contact', 'submitted', ''), { timeout: 30_000 })
    .toBeGreaterThan(0)
  expect(await countOf('/blog/sicily', 'visit', 'newsletter')).toBe(taggedVisitsBefore)
  await visitor.close()

  // The inquiry page shows where the lead came from.
  const [stored] = await selectAsService<{ id: string }>(
    'form_submissions',
    `select=id&email=eq.${email}`,
  )
  expect(stored).toBeDefined()
  await page.goto(`/admin/inquiries/${stored!.id}`)
  const source = page.getByRole('region', { name: 'Where this lead came from' })
  await expect(source.getByText('utm_source', { exact: true })).toBeVisible()
  await expect(source.getByRole('definition').filter({ hasText: /^newsletter$/ })).toBeVisible()
  await expect(source.getByRole('definition').filter({ hasText: /^\/blog\/sicily$/ })).toHaveCount(
    2,
  )
  await expect(source.getByRole('definition').filter({ hasText: /^autumn$/ })).toBeVisible()
  await checkA11y()

  // Insights: one more newsletter inquiry, and the funnel moved.
  await openInsights(page)
  expect(await columnTotal(page, 'Inquiries per week by source', 'newsletter')).toBe(
    newsletterBefore + 1,
  )
  const submittedAfter = Number(
    (await cell(page, 'The wizard, step by step', 'Submitted', 'Count')).replace(/,/g, ''),
  )
  expect(submittedAfter).toBeGreaterThan(submittedBefore)
  await checkA11y()

  // Analytics on: the next visit's counts carry its source.
  const settings = await context.newPage()
  await settings.goto('/cookies')
  await settings.getByRole('checkbox', { name: 'Analytics' }).click()
  await settings.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(settings.getByText('Preferences saved', { exact: true })).toBeVisible()
  await settings.close()
  const second = await context.newPage()
  await second.goto('/blog/sicily?utm_source=newsletter')
  await second.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await expect
    .poll(() => countOf('/blog/sicily', 'visit', 'newsletter'), { timeout: 30_000 })
    .toBe(taggedVisitsBefore + 1)
  await second.close()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible()
  expect(
    Number(
      await cell(
        page,
        'The funnel by source (only visitors who allowed Analytics have one)',
        'newsletter',
        'Visits',
      ),
    ),
  ).toBeGreaterThan(0)
})

/** A funnel step's count on the page. */
async function stepCount(page: Page, step: string): Promise<number> {
  return Number((await cell(page, 'The wizard, step by step', step, 'Count')).replace(/,/g, ''))
}

const STORIES_TABLE = 'Stories started and calls booked per week'

test('a family saves its story and books its call: Insights show one more of each', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow()
  await ensureAdmin(ADMIN, 'Sofia Conti')
  await signInThroughUi(page, ADMIN)
  await openInsights(page)
  const before = {
    stories: await columnTotal(page, STORIES_TABLE, 'Stories started'),
    calls: await columnTotal(page, STORIES_TABLE, 'Calls booked'),
    storyStep: await stepCount(page, 'Story started'),
    callStep: await stepCount(page, 'Call booked'),
  }

  // An inquiry as the wizard sends it; the answer carries the family's private link.
  const response = await fetch(`${SUPABASE_URL}/functions/v1/send-form-notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify({
      regions: 'Calabria',
      travelDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      travelDateUnknown: false,
      tripDuration: '2-weeks',
      genealogyExpectations: 'full-family-tree',
      name: 'Teresa',
      lastName: 'Greco',
      email: `story-and-call.${randomUUID().slice(0, 8)}@e2e.example`,
      newsletterConsent: false,
      submissionKey: randomUUID(),
      website: '',
    }),
  })
  expect(response.status).toBe(200)
  const { journeyToken } = (await response.json()) as { journeyToken: string }

  // The story, by keyboard: one document ticked is something in it. The family's own browser, in New York.
  const familyContext = await browser.newContext({ baseURL, timezoneId: 'America/New_York' })
  const family = await familyContext.newPage()
  await family.goto(`/journey/${journeyToken}`)
  await family.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await family.getByLabel('A passenger list').focus()
  await family.keyboard.press('Space')
  await expect(family.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({
    timeout: 10_000,
  })

  // The call, by keyboard, on the booking page of the same link (a time the other specs do not take).
  await family.goto(`/book/${journeyToken}`)
  await family.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  const booking = family.getByRole('region', { name: 'Book your consultation call now' })
  const times = booking.getByRole('button', { name: /in New York · .* in Rome$/ })
  await expect(times.first()).toBeVisible()
  // The fifth time, a time the other specs do not take; late in the day the first day offered may have fewer
  // left (the other specs have booked some): its last one, free as it is listed.
  const time = times.nth(Math.min(4, (await times.count()) - 1))
  await time.press('Enter')
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await confirmTime(
    booking,
    time,
    'Book this time',
    family.getByRole('region', { name: 'Your consultation call' }).getByText(/is booked/),
    [], // the family's own page: its console is not the fixture's
  )
  await checkA11y(family)
  await familyContext.close()

  // One more of each (other specs may add theirs at the same time: at least one more).
  await openInsights(page)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Stories started and calls booked', exact: true }),
  ).toBeVisible()
  expect(await columnTotal(page, STORIES_TABLE, 'Stories started')).toBeGreaterThanOrEqual(
    before.stories + 1,
  )
  expect(await columnTotal(page, STORIES_TABLE, 'Calls booked')).toBeGreaterThanOrEqual(
    before.calls + 1,
  )
  expect(await stepCount(page, 'Story started')).toBeGreaterThanOrEqual(before.storyStep + 1)
  expect(await stepCount(page, 'Call booked')).toBeGreaterThanOrEqual(before.callStep + 1)
  // The reply promise says what a reply is.
  await expect(
    page.getByText(/A first reply is the first status change or note by a team member/),
  ).toBeVisible()
  await checkA11y()
})

test('the Insights page by keyboard alone: the period, the tables and their CSVs', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000)
  await ensureAdmin(ADMIN, 'Sofia Conti')
  await signInThroughUi(page, ADMIN)
  await page.getByRole('link', { name: 'Insights' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/insights$/)
  await expect(page.getByRole('region', { name: 'The wizard, step by step (table)' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('12')

  // Tab reaches the period; the arrow keys change it.
  for (let tabs = 0; tabs < 10; tabs += 1) {
    await page.keyboard.press('Tab')
    if (
      await page
        .getByRole('combobox', { name: 'Period' })
        .evaluate((element) => element === document.activeElement)
    )
      break
  }
  await expect(page.getByRole('combobox', { name: 'Period' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/weeks=26/)
  await expect(page.getByText('Loading the figures…')).toHaveCount(0)
  await expect(page.getByText(/^From \d{4}-\d{2}-\d{2} to/)).toBeVisible()

  // The next stops are the first table's CSV button and then the table itself (scrollable by keyboard).
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('button', { name: 'CSV of Inquiries per week by source' }),
  ).toBeFocused()
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toMatch(/^inquiries-by-source-\d{4}-\d{2}-\d{2}-to-/)
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('region', { name: 'Inquiries per week by source (table)' }),
  ).toBeFocused()
  await checkA11y()
})
