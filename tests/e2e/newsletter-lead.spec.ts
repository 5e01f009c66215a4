import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ensureAdmin, insertInquiries, makeInquiry, signInThroughUi } from './admin-helpers'
import { SUPABASE_URL, selectAsService } from './stand-in'

/**
 * Issue 27 in a browser: a wizard lead who ticks the newsletter box appears once in the newsletter provider's
 * record (the stand-in's /newsletter), one who does not never; the team e-mail and the inquiry page name the
 * agency and the itinerary; the travel date reads in long form.
 */
const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' } // as the other specs

test.beforeAll(async () => {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
})

const unique = (tag: string) =>
  `nl-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function subscriptionsOf(email: string) {
  const response = await fetch(`${SUPABASE_URL}/newsletter/subscriptions`)
  const { data } = (await response.json()) as {
    data: Array<{ email: string; legal_agreement: string }>
  }
  return data.filter((entry) => entry.email === email)
}

async function teamMailAbout(email: string) {
  const response = await fetch(`${SUPABASE_URL}/mail/emails`)
  const { data } = (await response.json()) as {
    data: Array<{ to: string[]; reply_to: string[]; text: string }>
  }
  return data.find((mail) => mail.to.includes('team@radici.example') && mail.text.includes(email))
}

async function wizardLead(page: Page, dialog: Locator, email: string, newsletter: boolean) {
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel("I don't know yet").check()
  await dialog.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await page.getByRole('option', { name: 'Two weeks', exact: true }).click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByRole('radio', { name: /I need guidance/ }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('First name').fill('Rosa')
  await dialog.getByLabel('Last name').fill('Greco')
  await dialog.getByLabel('Email address').fill(email)
  if (newsletter) await dialog.getByLabel(/Send me Radici's newsletter/).check()
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL('/thank-you')
}

async function openCalabrianDialog(page: Page) {
  await page.goto('/itineraries')
  await page
    .getByRole('article')
    .filter({ hasText: 'Calabrian Origins Tour' })
    .getByRole('link', { name: 'Contact Expert' })
    .click()
  return page.getByRole('dialog', { name: 'Contact Expert for Calabrian Origins Tour' })
}

test('a ticked box subscribes the lead once; the team e-mail and the inquiry page name the agency and itinerary', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000)
  const email = unique('ticked')
  await wizardLead(page, await openCalabrianDialog(page), email, true)
  await expect.poll(() => subscriptionsOf(email), { timeout: 15_000 }).toHaveLength(1)
  expect((await subscriptionsOf(email))[0]!.legal_agreement).toBe('true')

  await expect.poll(() => teamMailAbout(email), { timeout: 15_000 }).toBeTruthy()
  const mail = await teamMailAbout(email)
  expect(mail!.text).toContain('Agency: Due Mari Explorer')
  expect(mail!.text).toContain('Itinerary: Calabrian Origins Tour')
  expect(mail!.text).not.toMatch(/calabria-explorer|calabria-origins/)
  // One origin for links: the address vite listens on and prints (config.toml's [auth] site_url).
  expect(mail!.text).toContain(
    'Open it in the admin console: http://127.0.0.1:8080/admin/inquiries/',
  )

  const [row] = await selectAsService<{ id: string; newsletter_status: string }>(
    'form_submissions',
    `select=id,newsletter_status&email=eq.${encodeURIComponent(email)}`,
  )
  expect(row!.newsletter_status).toBe('sent')
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${row!.id}`)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details.getByText('Due Mari Explorer')).toBeVisible()
  await expect(details.getByText('Calabrian Origins Tour')).toBeVisible()
  await expect(details.getByText('Yes: subscribed')).toBeVisible()
  await checkA11y()
  await page.setViewportSize({ width: 375, height: 812 })
  await checkA11y()
  // Still exactly one, whatever the retry job does meanwhile.
  expect(await subscriptionsOf(email)).toHaveLength(1)
})

test('an unticked box never reaches the newsletter provider', async ({ page }) => {
  test.setTimeout(90_000)
  const email = unique('unticked')
  await wizardLead(page, await openCalabrianDialog(page), email, false)
  await expect.poll(() => teamMailAbout(email), { timeout: 15_000 }).toBeTruthy()
  expect(await subscriptionsOf(email)).toEqual([])
})

test('the list and the inquiry page show the travel date in long form and names, not ids', async ({
  page,
}) => {
  const tag = `n${Date.now()}`
  const [lead] = await insertInquiries([
    makeInquiry({
      name: 'Dated Lead',
      email: `dated.${tag}@e2e.example`,
      travel_dates: '2027-05-12',
      ...({ agency_id: 'calabria-explorer', itinerary_id: 'calabria-origins' } as object),
    }),
  ])
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin?q=${tag}`)
  const card = page.getByRole('article', { name: 'Dated Lead' })
  await expect(card.getByText('May 12, 2027')).toBeVisible()
  await expect(card.getByText('Calabrian Origins Tour · Due Mari Explorer')).toBeVisible()
  await expect(card.getByText('2027-05-12')).toHaveCount(0)
  await page.goto(`/admin/inquiries/${lead!.id}`)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details.getByText('May 12, 2027')).toBeVisible()
  await expect(details.getByText('Due Mari Explorer')).toBeVisible()
  await expect(page.getByText(/calabria-explorer|calabria-origins|2027-05-12/)).toHaveCount(0)
})
