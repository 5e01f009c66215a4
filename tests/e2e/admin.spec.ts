import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
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

// The empty-state test empties the list for everyone: run this file's tests one after another. The other
// tests tag their inquiries' e-mails with a unique tag and open /admin?q=<tag>, so that inquiries stored by
// other spec files running at the same time never disturb them.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
})

function newTag() {
  return `t${randomUUID().slice(0, 8)}`
}
const mail = (local: string, tag: string) => `${local}.${tag}@e2e.example`

async function openScoped(page: Page, tag: string) {
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin?q=${tag}`)
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag)
}

test('the empty state, and Export CSV with nothing to export', async ({ page, checkA11y }) => {
  await retireActiveInquiries()
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
  const tag = newTag()
  const now = Date.now()
  await insertInquiries([
    makeInquiry({
      name: 'Maria Rossi',
      email: mail('maria', tag),
      phone: '+1 555 0100',
      planning_stage: 'dates-set',
      regions: 'Sicily, Calabria',
      travel_dates: '2027-05-10',
      trip_duration: '2-weeks',
      group_size: 4,
      age_ranges: '30-45, 65+',
      budget: 8000,
      hotel_preference: 'Boutique agriturismo',
      genealogy_help: 'full-family-tree',
      preferred_contact: 'email-or-phone',
      created_at: new Date(now - 60_000).toISOString(),
    }),
    makeInquiry({
      name: 'Luca Bianchi',
      email: mail('luca', tag),
      created_at: new Date(now - 3 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: 'Anna Old',
      email: mail('anna', tag),
      created_at: new Date(now - 20 * 86_400_000).toISOString(),
    }),
  ])
  await signInThroughUi(page, ADMIN.email)
  // Unfiltered, the summary counts everything and the newest inquiry is ours.
  await expect(page.getByText('Latest Inquiry').locator('..')).toContainText('Maria Rossi')
  await page.goto(`/admin?q=${tag}`)

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(page.getByText('Showing 3 of')).toBeVisible()
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Maria Rossi')
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Luca Bianchi')
  await expect(cards.nth(2).getByRole('heading')).toHaveText('Anna Old')

  const maria = cards.nth(0)
  await expect(maria.getByText('Dates set')).toBeVisible()
  await expect(
    maria.getByText(/Submitted \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s(AM|PM)/),
  ).toBeVisible()
  for (const text of [
    mail('maria', tag),
    '+1 555 0100',
    'Sicily, Calabria',
    'May 10, 2027', // long form for the team (issue 27); the CSV below keeps the stored value
    'Two weeks',
    '4',
    '€8,000',
    'Boutique agriturismo',
    '30-45, 65+',
    'A full family tree',
    'Email or phone',
  ]) {
    await expect(maria.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(maria.getByRole('link', { name: /Send Email/ })).toHaveAttribute(
    'href',
    /^mailto:maria\.t\w+@e2e\.example\?subject=Your%20Italian%20heritage%20journey%20with%20Radici&body=Dear%20Maria/,
  )
  await expect(maria.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15550100')

  const luca = cards.nth(1)
  await expect(luca.getByText('Exploring')).toBeVisible()
  await expect(luca.getByText('Not sure yet', { exact: true })).toBeVisible()
  await expect(luca.getByText('Not specified').first()).toBeVisible()
  await expect(luca.getByText('Hotel preference')).toHaveCount(0)
})

test('search and filters narrow the list, live in the URL, and export what is shown', async ({
  page,
}) => {
  const tag = newTag()
  const now = Date.now()
  await insertInquiries([
    makeInquiry({
      name: 'Maria Rossi',
      email: mail('maria', tag),
      regions: 'Sicily',
      planning_stage: 'dates-set',
      travel_dates: '2027-05-10',
      genealogy_help: 'full-family-tree',
      created_at: new Date(now - 60_000).toISOString(),
    }),
    makeInquiry({
      name: 'Luca Bianchi',
      email: mail('luca', tag),
      regions: 'Puglia',
      genealogy_help: 'need-guidance',
      created_at: new Date(now - 2 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: '=HYPERLINK("http://evil.example")',
      email: mail('evil', tag),
      regions: 'Sicily',
      genealogy_help: 'no-research',
      created_at: new Date(now - 10 * 86_400_000).toISOString(),
    }),
    makeInquiry({
      name: 'Niccolò "Nico" Caffè',
      email: mail('nico', tag),
      regions: 'Marche',
      genealogy_help: 'recent-ancestors',
      created_at: new Date(now - 40 * 86_400_000).toISOString(),
    }),
  ])
  await openScoped(page, tag)
  await expect(page.getByRole('article')).toHaveCount(4)

  // Search by e-mail, typed key by key.
  const search = page.getByRole('searchbox', { name: 'Search' })
  await search.fill('')
  await search.pressSequentially(`maria.${tag}`)
  await expect(page).toHaveURL(new RegExp(`[?&]q=maria\\.${tag}`))
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(search).toHaveValue(`maria.${tag}`)

  await search.fill(tag)
  await page.getByLabel('Planning stage').selectOption('dates-set')
  await expect(page).toHaveURL(/stage=dates-set/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Maria Rossi')

  // The URL is the state: a reload keeps the filters.
  await page.reload()
  await expect(search).toHaveValue(tag)
  await expect(page.getByLabel('Planning stage')).toHaveValue('dates-set')
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.getByLabel('Planning stage').selectOption('')
  await page.getByLabel('Genealogy help').selectOption('need-guidance')
  await expect(page).toHaveURL(/genealogy=need-guidance/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Luca Bianchi')
  await page.getByLabel('Genealogy help').selectOption('')

  await page.getByLabel('Submitted').selectOption('30')
  await expect(page).toHaveURL(/period=30/)
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByText(/^Showing 3 of /)).toBeVisible()

  // Export exactly what is shown, with formulas neutralized and quotes doubled.
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
  expect(lines[4]).toBe('')
  expect(lines[1]).toBe(
    `"Maria Rossi","${mail('maria', tag)}","Not specified","Dates set","Sicily","2027-05-10","Two weeks","Not specified","Not specified","Not specified","N/A","A full family tree","Email","${new Date(now - 60_000).toISOString()}"`,
  )
  expect(lines[2]).toMatch(/^"Luca Bianchi",/)
  expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",/)
  await expect(page.getByRole('status').filter({ hasText: 'Export successful' })).toContainText(
    'Exported 3 inquiries to CSV.',
  )

  await page.getByLabel('Submitted').selectOption('all')
  await expect(page).not.toHaveURL(/period=/)
  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('article').nth(3)).toContainText('Niccolò "Nico" Caffè')
})

test('cancel asks first, removes the inquiry from the list and keeps it as cancelled', async ({
  page,
  checkA11y,
}) => {
  const tag = newTag()
  const [kept, cancelled] = await insertInquiries([
    makeInquiry({ name: 'Keep Me', email: mail('keep', tag) }),
    makeInquiry({
      name: 'Cancel Me',
      email: mail('cancel', tag),
      created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    }),
  ])
  await openScoped(page, tag)
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
  const tag = newTag()
  await insertInquiries([makeInquiry({ name: 'First Lead', email: mail('first', tag) })])
  await openScoped(page, tag)
  await expect(page.getByRole('article')).toHaveCount(1)
  await insertInquiries([makeInquiry({ name: 'Second Lead', email: mail('second', tag) })])
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Second Lead')
})

test('many inquiries are paginated, 25 per page, with keyboard-usable pages', async ({ page }) => {
  const tag = newTag()
  const now = Date.now()
  await insertInquiries(
    Array.from({ length: 60 }, (_, index) =>
      makeInquiry({
        name: `Lead ${String(index + 1).padStart(2, '0')}`,
        email: mail(`lead${index + 1}`, tag),
        created_at: new Date(now - index * 60_000).toISOString(),
      }),
    ),
  )
  await openScoped(page, tag)
  await expect(page.getByRole('article')).toHaveCount(25)
  await expect(page.getByText('Page 1 of 3')).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Inquiry pages' })
  await pages.getByRole('button', { name: 'Next page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Lead 26')
  await page.getByLabel('Genealogy help').selectOption('need-guidance')
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('article')).toHaveCount(25)
})
