import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import {
  ensureAdmin,
  getInquiry,
  insertInquiries,
  makeInquiry,
  retireActiveInquiries,
  signInThroughUi,
} from './admin-helpers'

const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' }

// These tests share the inquiries table: run them one after another.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
})

test.beforeEach(async () => {
  await retireActiveInquiries()
})

test('the empty state, and Export CSV with nothing to export', async ({ page, checkA11y }) => {
  await signInThroughUi(page, ADMIN.email)
  await expect(page.getByText('No customer inquiries yet.')).toBeVisible()
  await expect(
    page.getByText('Form submissions will appear here when customers request heritage trips.'),
  ).toBeVisible()
  await expect(page.getByText('Total Inquiries').locator('..')).toContainText('0')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'No data to export' })).toContainText(
    'There are no submissions to export.',
  )
  await checkA11y()
})

test('inquiries appear with their fields, newest first, with contact links', async ({ page }) => {
  const now = Date.now()
  await insertInquiries([
    makeInquiry({
      name: 'Maria Rossi',
      email: 'maria.rossi@example.com',
      phone: '+1 555 0100',
      planning_stage: 'dates-set',
      regions: 'Sicily, Calabria',
      travel_dates: '2027-05-10',
      trip_duration: '2-weeks',
      group_size: '4',
      age_ranges: '30-45, 65+',
      budget: '8000',
      hotel_preference: 'Boutique agriturismo',
      genealogy_help: 'full-family-tree',
      preferred_contact: 'email-or-phone',
      created_at: new Date(now - 60_000).toISOString(),
    }),
    makeInquiry({
      name: 'Luca Bianchi',
      email: 'luca@example.com',
      created_at: new Date(now - 3 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: 'Anna Old',
      email: 'anna@example.com',
      created_at: new Date(now - 20 * 86_400_000).toISOString(),
    }),
  ])
  await signInThroughUi(page, ADMIN.email)

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Maria Rossi')
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Luca Bianchi')
  await expect(cards.nth(2).getByRole('heading')).toHaveText('Anna Old')

  await expect(page.getByText('Total Inquiries').locator('..')).toContainText('3')
  await expect(page.getByText('This Week').locator('..')).toContainText('2')
  await expect(page.getByText('Latest Inquiry').locator('..')).toContainText('Maria Rossi')

  const maria = cards.nth(0)
  await expect(maria.getByText('Dates set')).toBeVisible()
  await expect(
    maria.getByText(/Submitted \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/),
  ).toBeVisible()
  for (const text of [
    'maria.rossi@example.com',
    '+1 555 0100',
    'Sicily, Calabria',
    '2027-05-10',
    '2 weeks',
    '€8,000',
    'Boutique agriturismo',
    '30-45, 65+',
    'Full family tree research',
    'Email or phone',
  ]) {
    await expect(maria.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(maria.getByRole('link', { name: /Send Email/ })).toHaveAttribute(
    'href',
    /^mailto:maria\.rossi@example\.com\?subject=Your%20Italian%20heritage%20journey%20with%20Radici&body=Dear%20Maria/,
  )
  await expect(maria.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15550100')

  const luca = cards.nth(1)
  await expect(luca.getByText('Exploring')).toBeVisible()
  await expect(luca.getByText('Not sure yet')).toBeVisible()
  await expect(luca.getByText('Not specified').first()).toBeVisible()
  await expect(luca.getByText('Hotel preference')).toHaveCount(0)
})

test('search and filters narrow the list, live in the URL, and export what is shown', async ({
  page,
}) => {
  const now = Date.now()
  await insertInquiries([
    makeInquiry({
      name: 'Maria Rossi',
      email: 'maria@example.com',
      regions: 'Sicily',
      planning_stage: 'dates-set',
      genealogy_help: 'full-family-tree',
      created_at: new Date(now - 60_000).toISOString(),
    }),
    makeInquiry({
      name: 'Luca Bianchi',
      email: 'luca@example.com',
      regions: 'Puglia',
      genealogy_help: 'need-guidance',
      created_at: new Date(now - 2 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: '=HYPERLINK("http://evil.example")',
      email: 'evil@example.com',
      regions: 'Sicily',
      created_at: new Date(now - 10 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: 'Niccolò "Nico" Caffè',
      email: 'nico@example.com',
      regions: 'Marche',
      created_at: new Date(now - 40 * 86_400_000).toISOString(),
    }),
  ])
  await signInThroughUi(page, ADMIN.email)
  await expect(page.getByRole('article')).toHaveCount(4)

  await page.getByRole('searchbox', { name: 'Search' }).fill('sicily')
  await expect(page).toHaveURL(/[?&]q=sicily/)
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByText('Showing 2 of 4')).toBeVisible()

  await page.getByLabel('Planning stage').selectOption('dates-set')
  await expect(page).toHaveURL(/stage=dates-set/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Maria Rossi')

  // The URL is the state: a reload keeps the filters.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('sicily')
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await page.getByLabel('Planning stage').selectOption('')
  await page.getByLabel('Genealogy help').selectOption('need-guidance')
  await expect(page).toHaveURL(/genealogy=need-guidance/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByLabel('Genealogy help').selectOption('')

  await page.getByLabel('Submitted').selectOption('30')
  await expect(page).toHaveURL(/period=30/)
  await expect(page.getByText('Showing 3 of 4')).toBeVisible()

  // Export exactly what is shown, with formulas neutralised and quotes doubled.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV (filtered)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n')
  expect(lines[0]).toBe(
    '"Name","Email","Phone","Planning Stage","Regions","Travel Dates","Trip Duration","Group Size","Age Ranges","Budget (EUR)","Hotel Preference","Genealogy Help","Preferred Contact","Submitted Date"',
  )
  expect(lines).toHaveLength(5)
  expect(lines[1]).toMatch(/^"Maria Rossi","maria@example.com",/)
  expect(lines[2]).toMatch(/^"Luca Bianchi",/)
  expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)","evil@example.com",/)
  expect(lines[1]).toMatch(
    /"N\/A","Full family tree research","Email","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"$/,
  )
  await expect(page.getByRole('status').filter({ hasText: 'Export successful' })).toContainText(
    'Exported 3 inquiries to CSV.',
  )

  await page.getByLabel('Submitted').selectOption('all')
  await expect(page).not.toHaveURL(/period=/)
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toBeVisible()
})

test('cancel asks first, removes the inquiry from the list and keeps it as cancelled', async ({
  page,
  checkA11y,
}) => {
  const [kept, cancelled] = await insertInquiries([
    makeInquiry({ name: 'Keep Me', email: 'keep@example.com' }),
    makeInquiry({
      name: 'Cancel Me',
      email: 'cancel@example.com',
      created_at: new Date(Date.now() - 1000 * 60 * 60).toISOString(),
    }),
  ])
  await signInThroughUi(page, ADMIN.email)
  await expect(page.getByRole('article')).toHaveCount(2)

  await page.getByRole('button', { name: 'Cancel Inquiry from Cancel Me' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this inquiry?' })
  await expect(dialog).toContainText("Cancel Me's inquiry will leave the list.")
  await expect(dialog.getByRole('button', { name: 'Keep inquiry' })).toBeFocused()
  await checkA11y()
  // Keyboard: Escape closes without cancelling.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('article')).toHaveCount(2)

  await page.getByRole('button', { name: 'Cancel Inquiry from Cancel Me' }).click()
  await dialog.getByRole('button', { name: 'Cancel Inquiry' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Inquiry cancelled' })).toContainText(
    "Cancel Me's inquiry has been cancelled.",
  )
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Keep Me')
  expect((await getInquiry(cancelled!.id))?.status).toBe('cancelled')
  expect((await getInquiry(kept!.id))?.status).toBe('active')
})

test('Refresh shows a newly inserted inquiry', async ({ page }) => {
  await insertInquiries([makeInquiry({ name: 'First Lead' })])
  await signInThroughUi(page, ADMIN.email)
  await expect(page.getByRole('article')).toHaveCount(1)
  await insertInquiries([makeInquiry({ name: 'Second Lead' })])
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Second Lead')
})

test('many inquiries are paginated, 25 per page, with keyboard-usable pages', async ({ page }) => {
  const now = Date.now()
  await insertInquiries(
    Array.from({ length: 60 }, (_, index) =>
      makeInquiry({
        name: `Lead ${String(index + 1).padStart(2, '0')}`,
        created_at: new Date(now - index * 60_000).toISOString(),
      }),
    ),
  )
  await signInThroughUi(page, ADMIN.email)
  await expect(page.getByRole('article')).toHaveCount(25)
  await expect(page.getByText('Page 1 of 3')).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Inquiry pages' })
  await pages.getByRole('button', { name: 'Next page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Lead 26')
  await page.getByRole('searchbox', { name: 'Search' }).fill('Lead 0')
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('article')).toHaveCount(9)
})
