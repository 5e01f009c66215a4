import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const emptyText =
  'No agencies found for this region. Please try another region or contact us for assistance.'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const filter = (page: Page) => page.getByRole('group', { name: 'Filter agencies by region' })
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) })

test('shows the eight agencies with their cards', async ({ page }) => {
  await page.goto('/agencies')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meet Our Local Italian Experts' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Why Local Experts?' })).toBeVisible()
  await expect(cards(page)).toHaveCount(8)
  await expect(page.getByRole('status')).toHaveText('Showing 8 agencies')

  const zagara = card(page, 'Zagara Heritage Journeys')
  await expect(zagara.getByText('Palermo, Sicily')).toBeVisible()
  await expect(zagara.getByRole('img', { name: 'Zagara Heritage Journeys logo' })).toBeVisible()
  // Five expertise tags: three shown, then '+2 more'.
  await expect(zagara.getByText('Genealogical research')).toBeVisible()
  await expect(zagara.getByText('Village reunions')).toBeVisible()
  await expect(zagara.getByText('Food traditions')).toBeHidden()
  // '+2 more' is a disclosure: it opens to the other two, and closes again (issue 27).
  const more = zagara.getByText('+2 more')
  await expect(more).toBeVisible()
  await more.click()
  await expect(zagara.getByText('Food traditions')).toBeVisible()
  await zagara.getByText('Show fewer').click()
  await expect(zagara.getByText('Food traditions')).toBeHidden()
  // A testimonial longer than 120 characters is cut and followed by '...'.
  const quote = zagara.locator('blockquote')
  await expect(quote).toHaveText(/\.\.\.$/)
  expect((await quote.innerText()).replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(120)
  await expect(zagara.getByText('— Maria T., Staten Island, NY')).toBeVisible()
  await expect(zagara.getByText('Regions:')).toBeVisible()

  // Three tags and a short testimonial: nothing is hidden or cut.
  const cipresso = card(page, 'Cipresso Family Travel')
  await expect(cipresso.getByText(/\+\d+ more/)).toHaveCount(0)
  await expect(cipresso.locator('blockquote')).toHaveText(
    'Thoughtful, patient and incredibly well organized. My father cried when he saw the house.',
  )
})

test('the filter lists All Regions and the sorted regions of the agencies', async ({ page }) => {
  await page.goto('/agencies')
  await expect(filter(page).getByRole('link')).toHaveText([
    'All Regions',
    'Abruzzo',
    'Calabria',
    'Campania',
    'Lazio',
    'Lombardy',
    'Molise',
    'Puglia',
    'Sicily',
    'Tuscany',
    'Veneto',
  ])
  await expect(filter(page).getByRole('link', { name: 'All Regions' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('filters by button; back and forward follow the URL', async ({ page }) => {
  await page.goto('/agencies')
  await filter(page).getByRole('link', { name: 'Lombardy' }).click()
  await expect(page).toHaveURL('/agencies?region=lombardy')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Lago Radici Lombardia'])
  await expect(filter(page).getByRole('link', { name: 'Lombardy' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByRole('status')).toHaveText('Showing 1 agency')

  await filter(page).getByRole('link', { name: 'Molise' }).click()
  await expect(page).toHaveURL('/agencies?region=molise')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Lanterna Heritage Travel',
  ])

  await page.goBack()
  await expect(page).toHaveURL('/agencies?region=lombardy')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Lago Radici Lombardia'])
  await page.goBack()
  await expect(page).toHaveURL('/agencies')
  await expect(cards(page)).toHaveCount(8)
  await page.goForward()
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Lago Radici Lombardia'])

  await filter(page).getByRole('link', { name: 'All Regions' }).click()
  await expect(page).toHaveURL('/agencies')
  await expect(cards(page)).toHaveCount(8)
})

test('filters from the URL, case-insensitively', async ({ page }) => {
  await page.goto('/agencies?region=Tuscany')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Cipresso Family Travel',
  ])
  await expect(filter(page).getByRole('link', { name: 'Tuscany' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('a region with no agency shows the empty state', async ({ page }) => {
  await page.goto('/agencies?region=marche')
  await expect(page.getByText(emptyText, { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText('Showing 0 agencies')
  await filter(page).getByRole('link', { name: 'Sicily' }).click()
  await expect(cards(page)).toHaveCount(1)
})

test("'Contact Agency' opens a dialog titled for the agency", async ({ page, checkA11y }) => {
  await page.goto('/agencies')
  await card(page, 'Due Mari Explorer').getByRole('link', { name: 'Contact Agency' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact Due Mari Explorer' })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('agency images fall back to the default picture', async ({ page, consoleErrors }) => {
  await page.route('**/images/agencies/**', (route) => route.abort())
  await page.goto('/agencies')
  const first = cards(page).first()
  await expect(first.locator('img').first()).toHaveAttribute('src', '/images/default-photo.svg')
  await expect(first.getByRole('img', { name: /logo$/ })).toHaveAttribute(
    'src',
    '/images/default-photo.svg',
  )
  const kept = consoleErrors.filter((text) => !/Failed to load resource/.test(text))
  consoleErrors.splice(0, consoleErrors.length, ...kept)
})
