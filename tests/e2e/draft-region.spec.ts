import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Issue 27, "Context beats a draft the app wrote" (docs/decisions/140-draft-provenance.md): the region the app
 * filled in from one itinerary gives way to the next context's; a region the visitor typed stays.
 */
async function openItineraryDialog(page: Page, title: string) {
  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Contact Expert' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Contact Expert for ${title}` })
  await expect(dialog.getByText(/^Step \d of 4$/)).toBeVisible()
  return dialog
}

const regionsField = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByLabel(/Italian regions or towns/)

test('the region follows the itinerary after a draft exists, then an agency and /contact', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000)
  await page.goto('/itineraries')
  let dialog = await openItineraryDialog(page, 'Sicilian Roots Journey')
  await expect(regionsField(dialog)).toHaveValue('Sicily')
  // A draft exists: the visitor has moved on to step 2.
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Step 2 of 4', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  dialog = await openItineraryDialog(page, 'Calabrian Origins Tour')
  await expect(dialog.getByText('About: Calabrian Origins Tour', { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(regionsField(dialog)).toHaveValue('Calabria')
  await checkA11y()
  await page.keyboard.press('Escape')

  // An agency has no region of its own: the app's "Calabria" goes, nothing takes its place.
  await page.goto('/agencies')
  await page
    .getByRole('article')
    .filter({ hasText: 'Due Mari Explorer' })
    .getByRole('link', { name: 'Contact Agency' })
    .click()
  dialog = page.getByRole('dialog', { name: 'Contact Due Mari Explorer' })
  await expect(dialog.getByText(/^Step \d of 4$/)).toBeVisible()
  if (await dialog.getByText('Step 1 of 4', { exact: true }).isHidden())
    await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(regionsField(dialog)).toHaveValue('')
  await page.keyboard.press('Escape')

  await page.goto('/contact')
  await expect(page.getByText(/^Step \d of 4$/)).toBeVisible()
  if (await page.getByText('Step 1 of 4', { exact: true }).isHidden())
    await page.getByRole('button', { name: 'Previous' }).click()
  await expect(regionsField(page)).toHaveValue('')
})

test('a region the visitor typed is kept when another itinerary opens the wizard', async ({
  page,
}) => {
  await page.goto('/itineraries')
  let dialog = await openItineraryDialog(page, 'Sicilian Roots Journey')
  await regionsField(dialog).fill('Molise, near Campobasso')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  dialog = await openItineraryDialog(page, 'Calabrian Origins Tour')
  await expect(regionsField(dialog)).toHaveValue('Molise, near Campobasso')
  await page.keyboard.press('Escape')
  await page.goto('/contact')
  await expect(regionsField(page)).toHaveValue('Molise, near Campobasso')
})
