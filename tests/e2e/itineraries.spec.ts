import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const emptyText =
  'No sample itineraries found for this region yet. Do not hesitate to contact us for a custom itinerary in this region!'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const filter = (page: Page) => page.getByRole('group', { name: 'Filter itineraries by region' })

/** Drops the console errors that an intentionally failed image request produces (and only those). */
function ignoreFailedLoads(errors: string[]) {
  const kept = errors.filter((text) => !/Failed to load resource/.test(text))
  errors.splice(0, errors.length, ...kept)
}

test('lists the six sample itineraries with their cards', async ({ page }) => {
  await page.goto('/itineraries')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sample Heritage Itineraries' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Every itinerary is customizable' })).toBeVisible()
  await expect(page.getByText(/here for inspiration/)).toBeVisible()
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('status')).toHaveText('Showing 6 itineraries')

  const sicily = cards(page).filter({
    has: page.getByRole('heading', { name: 'Sicilian Roots Journey' }),
  })
  await expect(sicily.getByText('10 Days', { exact: true })).toBeVisible()
  await expect(sicily.getByText('Sicily', { exact: true })).toBeVisible()
  await expect(sicily.getByText('Sample journey, customizable')).toBeVisible()
  await expect(sicily.getByRole('listitem')).toHaveCount(5)
  await expect(sicily.locator('img')).toHaveAttribute('width', '1200')
  await expect(sicily.locator('img')).toHaveAttribute('height', '800')
  await expect(sicily.getByRole('link', { name: 'Contact Expert' })).toBeVisible()

  const buttons = filter(page).getByRole('link')
  await expect(buttons).toHaveText([
    'All Regions',
    'Sicily',
    'Tuscany',
    'Calabria',
    'Campania',
    'Puglia',
    'Abruzzo',
    'Marche',
    'Molise',
  ])
  await expect(filter(page).getByRole('link', { name: 'All Regions' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('filters by link, and back/forward follow the URL', async ({ page }) => {
  await page.goto('/itineraries')
  await filter(page).getByRole('link', { name: 'Sicily' }).click()
  await expect(page).toHaveURL('/itineraries?region=sicily')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).getByRole('heading', { name: 'Sicilian Roots Journey' })).toBeVisible()
  await expect(filter(page).getByRole('link', { name: 'Sicily' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(filter(page).getByRole('link', { name: 'All Regions' })).not.toHaveAttribute(
    'aria-current',
  )
  await expect(page.getByRole('status')).toHaveText('Showing 1 itinerary')

  await filter(page).getByRole('link', { name: 'Puglia' }).click()
  await expect(page).toHaveURL('/itineraries?region=puglia')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Puglia Discovery Journey',
  ])

  await filter(page).getByRole('link', { name: 'All Regions' }).click()
  await expect(page).toHaveURL('/itineraries')
  await expect(cards(page)).toHaveCount(6)

  await page.goBack()
  await expect(page).toHaveURL('/itineraries?region=puglia')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Puglia Discovery Journey',
  ])
  await page.goBack()
  await expect(page).toHaveURL('/itineraries?region=sicily')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Sicilian Roots Journey',
  ])
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL('/itineraries')
  await expect(cards(page)).toHaveCount(6)
})

test('the filter links work from the keyboard', async ({ page }) => {
  await page.goto('/itineraries')
  await filter(page).getByRole('link', { name: 'All Regions' }).focus()
  await page.keyboard.press('Tab')
  await expect(filter(page).getByRole('link', { name: 'Sicily' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/itineraries?region=calabria')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Calabrian Origins Tour',
  ])
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/itineraries')
})

test('filters from the URL, case-insensitively, including regions without a button', async ({
  page,
}) => {
  await page.goto('/itineraries?region=SICILY')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Sicilian Roots Journey',
  ])
  await expect(filter(page).getByRole('link', { name: 'Sicily' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await page.goto('/itineraries?region=veneto')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Veneto Family Legacy'])
})

test('a region without itineraries shows the empty state', async ({ page }) => {
  await page.goto('/itineraries?region=molise')
  await expect(page.getByText(emptyText, { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText('Showing 0 itineraries')
  await expect(page.getByRole('link', { name: 'Ask for a custom itinerary' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await filter(page).getByRole('link', { name: 'Tuscany' }).click()
  await expect(page.getByText(emptyText, { exact: true })).toBeVisible()
})

test('a card image that fails to load falls back to the default picture', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/images/itineraries/**', (route) => route.abort())
  await page.goto('/itineraries')
  const image = cards(page).first().locator('img')
  await expect(image).toHaveAttribute('src', '/images/default-photo.svg')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  ignoreFailedLoads(consoleErrors)
})

test("'Contact Expert' opens a dialog titled for the itinerary", async ({ page, checkA11y }) => {
  await page.goto('/itineraries')
  const card = cards(page).filter({
    has: page.getByRole('heading', { name: 'Veneto Family Legacy' }),
  })
  await card.getByRole('link', { name: 'Contact Expert' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact Expert for Veneto Family Legacy' })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card.getByRole('link', { name: 'Contact Expert' })).toBeFocused()
})

test('a card links to its detail page', async ({ page }) => {
  await page.goto('/itineraries')
  await page.getByRole('link', { name: 'Lazio Ancestral Discovery', exact: true }).click()
  await expect(page).toHaveURL('/itineraries/lazio-discovery')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lazio Ancestral Discovery' }),
  ).toBeVisible()
})

test('the detail page shows the whole itinerary and links to the expert with its context', async ({
  page,
}) => {
  await page.goto('/itineraries/sicily-roots')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sicilian Roots Journey' }),
  ).toBeVisible()
  await expect(page.getByText('10 Days Ancestral Journey')).toBeVisible()
  await expect(
    page.getByText(/^Sample journey: written to show what a heritage trip/),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText('Sicily', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page.getByText(/Well over a million Sicilians/)).toBeVisible()
  await expect(page.getByText('Valley of the Temples at golden hour')).toBeVisible()
  const customize = page.getByRole('region', { name: 'Customize this itinerary' })
  await expect(customize.getByRole('listitem')).toHaveText([
    /specific towns/,
    /Cultural experiences based on your family traditions/,
    /Genealogical research support/,
    /accommodation comfort level/,
  ])
  await expect(page.getByRole('link', { name: 'Contact Heritage Expert' })).toHaveAttribute(
    'href',
    '/contact?agencyId=sicilia-heritage&itinerary=sicily-roots',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/itineraries\/sicily-roots$/,
  )
  await page.getByRole('link', { name: 'Contact Heritage Expert' }).click()
  await expect(page).toHaveURL('/contact?agencyId=sicilia-heritage&itinerary=sicily-roots')
})

test('the detail hero falls back to the default picture', async ({ page, consoleErrors }) => {
  await page.route('**/images/itineraries/**', (route) => route.abort())
  await page.goto('/itineraries/puglia-discovery')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Puglia Discovery Journey' }),
  ).toBeVisible()
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute(
    'src',
    '/images/default-photo.svg',
  )
  ignoreFailedLoads(consoleErrors)
})

test('an unknown itinerary shows the not-found view', async ({ page }) => {
  await page.goto('/itineraries/atlantis-roots')
  await expect(page.getByRole('heading', { level: 1, name: 'Itinerary Not Found' })).toBeVisible()
  await expect(
    page.getByText("The itinerary you're looking for doesn't exist or has been removed.", {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await page.getByRole('link', { name: 'View All Itineraries' }).click()
  await expect(page).toHaveURL('/itineraries')
  await expect(cards(page)).toHaveCount(6)
})
