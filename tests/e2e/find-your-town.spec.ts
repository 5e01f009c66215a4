import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { expect, test } from './fixtures'
import { selectAsService } from './stand-in'

/**
 * The ancestral town finder (docs/decisions/100): by keyboard alone, a shared link, the links of a result, the
 * journey that starts from a town through the wizard to the stored inquiry and the team's console.
 */
const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' }

test('search by keyboard alone, open a result, follow its region and agency links', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/find-your-town')
  await expect(page).toHaveTitle(/Find Your Ancestral Town/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Ancestral Town' }),
  ).toBeVisible()
  await checkA11y()

  const field = page.getByRole('combobox', { name: 'Town or village' })
  await field.focus()
  await page.keyboard.type('cefalu')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toContainText('Cefalù')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toHaveText(
    /^\d+ suggestions?\. Use the up and down arrows to choose\.$/,
  )
  await checkA11y()

  // Escape closes the list; the arrows open it again and move through it.
  await page.keyboard.press('Escape')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('ArrowDown')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/find-your-town\?town=cefalu$/)
  const result = page.getByRole('article', { name: 'Cefalù' })
  await expect(result.getByRole('heading', { level: 2, name: 'Cefalù' })).toBeFocused()
  await expect(page).toHaveTitle(/^Cefalù, Sicily: Your Ancestral Town/)
  await expect(result).toContainText('Palermo (PA)')
  await expect(result).toContainText('Sicily (Sicilia)')
  await expect(result).toContainText('Archivio di Stato di Palermo')
  await expect(
    result.getByRole('link', { name: /Antenati, the portal of the Italian State Archives/ }),
  ).toHaveAttribute('href', 'https://antenati.cultura.gov.it/')
  // The agency named is a sample, and the result says so in words (docs/decisions/130).
  await expect(result).toContainText('Sample profiles, not real agencies')
  await checkA11y()

  // Tab from the result's heading to its links, then follow the region article.
  await page.keyboard.press('Tab')
  await expect(result.getByRole('link', { name: /Antenati/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(result.getByRole('link', { name: 'Zagara Heritage Journeys' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(result.getByRole('link', { name: /Sicily: our guide to the region/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/blog\/sicily$/)

  await page.goBack()
  await page.getByRole('link', { name: 'Zagara Heritage Journeys' }).click()
  await expect(page).toHaveURL(/\/agencies\?region=sicily$/)
  await expect(page.getByRole('heading', { name: 'Zagara Heritage Journeys' })).toBeVisible()
})

test('forgiving matching in the page, a town outside the eight regions, and a kind not-found', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/find-your-town')
  const field = page.getByRole('combobox', { name: 'Town or village' })
  await field.fill('sant agata di militelo')
  await expect(page.getByRole('option').first()).toContainText("Sant'Agata di Militello")

  // Enter without choosing searches the text: 'reggio' has no single exact match.
  await field.fill('reggio')
  await expect(page.getByRole('option', { name: /Reggio di Calabria/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /Reggio nell'Emilia/ })).toBeVisible()
  await page.getByRole('option', { name: /Reggio nell'Emilia/ }).click()
  const result = page.getByRole('article', { name: "Reggio nell'Emilia" })
  await expect(result).toContainText('Emilia-Romagna')
  await expect(result).toContainText('Archivio di Stato di Reggio Emilia')
  await expect(result).toContainText('None of our partner agencies covers Emilia-Romagna yet')
  await expect(result.getByRole('link', { name: /our guide to the region/ })).toHaveCount(0)

  await field.fill('Xyzzyville')
  await field.press('Enter')
  await expect(page).toHaveURL(/\?town=Xyzzyville$/)
  await expect(
    page.getByRole('heading', {
      name: /We could not find “Xyzzyville” among Italy’s 7,\d{3} towns/,
    }),
  ).toBeVisible()
  await expect(page.getByText(/merged with a neighbor or renamed/)).toBeVisible()
  await checkA11y()
  await page.getByRole('link', { name: 'Continue with “Xyzzyville”' }).click()
  await expect(page).toHaveURL(/\/contact\?place=Xyzzyville$/)
  await expect(page.getByLabel(/Italian regions or towns/)).toHaveValue('Xyzzyville')
})

test('a shared link opens its result with its own title and description', async ({ page }) => {
  await page.goto('/find-your-town?town=sant-agata-di-militello')
  await expect(
    page.getByRole('heading', { level: 2, name: "Sant'Agata di Militello" }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Sant'Agata di Militello, Sicily: Your Ancestral Town/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Sant'Agata di Militello is in the province of Messina, Sicily\./,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/find-your-town\?town=sant-agata-di-militello$/,
  )
  await expect(page.getByText('Archivio di Stato di Messina')).toBeVisible()
})

test('the search works as a plain form before the app', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/find-your-town')
  await page.getByLabel('Town or village').fill('Padula')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/find-your-town\?town=Padula$/)
  await context.close()
})

test('start your journey from a town: step 1 holds it, the inquiry stores it, the team sees it', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000)
  const email = `lead-town-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/find-your-town?town=sant-agata-di-militello')
  await page.getByRole('link', { name: "Start your journey from Sant'Agata di Militello" }).click()
  await expect(page).toHaveURL(/\/contact\?town=sant-agata-di-militello$/)
  await expect(page.getByLabel(/Italian regions or towns/)).toHaveValue("Sant'Agata di Militello")
  const chosen = page.getByRole('list', { name: 'Towns you chose' })
  await expect(chosen).toContainText("Sant'Agata di Militello (Messina, Sicilia)")

  // Add a second town from step 1's suggestions, by keyboard, with a misspelling.
  const picker = page.getByRole('combobox', { name: /Find your family’s town/ })
  await picker.focus()
  await page.keyboard.type('padulla')
  await expect(page.getByRole('option', { name: /^Padula/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(chosen).toContainText('Padula (Salerno, Campania)')
  await expect(picker).toHaveValue('')
  await checkA11y()

  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel("I don't know yet").check()
  await page.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await page.getByRole('option', { name: 'Two weeks' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /A full family tree/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Rosa')
  await page.getByLabel('Last name').fill('Militello')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  const [stored] = await selectAsService<{ id: string; regions: string; towns: unknown }>(
    'form_submissions',
    `select=id,regions,towns&email=eq.${encodeURIComponent(email)}`,
  )
  expect(stored?.regions).toBe("Sant'Agata di Militello")
  expect(stored?.towns).toEqual([
    { comune: "Sant'Agata di Militello", province: 'Messina', region: 'Sicilia' },
    { comune: 'Padula', province: 'Salerno', region: 'Campania' },
  ])

  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin?q=${encodeURIComponent(email)}`)
  const card = page.getByRole('article').filter({ hasText: email })
  await expect(card).toContainText(
    "Sant'Agata di Militello (Messina, Sicilia); Padula (Salerno, Campania)",
  )
  await page.goto(`/admin/inquiries/${stored!.id}`)
  await expect(page.getByText('Padula (Salerno, Campania)')).toBeVisible()
  await checkA11y()
})
