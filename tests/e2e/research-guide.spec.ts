import { expect, test } from './fixtures'

test('a region article links to the research guide, which opens client-side with its sections', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/blog/calabria')
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  // The introduction renders its emphasis, not raw markdown.
  await expect(main.locator('em', { hasText: 'la Sila' }).first()).toBeVisible()
  await expect(main).not.toContainText('*la Sila*')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await main.getByRole('link', { name: 'Italian family research guide' }).click()
  await expect(page).toHaveURL('/blog/italian-family-research-guide')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Italian Family Research Guide' }),
  ).toBeVisible()
  await checkA11y()
})

test('/blog/italian-family-research-guide: practical sections, institution links in a new tab, a way to ask for help', async ({
  page,
}) => {
  await page.goto('/blog/italian-family-research-guide')
  await expect(page).toHaveTitle(/Italian Family Research Guide/)
  const main = page.getByRole('main')
  for (const name of [
    'Start in America: Finding the Comune',
    'Antenati: Browsing the Registers and Searching by Name',
    'FamilySearch and the State Archives',
    'Writing to the Comune',
    'Military Draft Lists',
    'What the 2025 Citizenship Law Changed',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const antenati = main.getByRole('link', { name: 'Antenati portal' })
  await expect(antenati).toHaveAttribute('href', 'https://antenati.cultura.gov.it/')
  await expect(antenati).toHaveAttribute('target', '_blank')
  await expect(antenati).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(main.getByRole('link', { name: 'FamilySearch' })).toHaveAttribute(
    'href',
    'https://www.familysearch.org/',
  )
  // The rule as Law 74/2025 converted it, linked to the law's own text (issue 26, docs/content.md).
  await expect(main.getByRole('link', { name: 'Law no. 74 of 23 May 2025' })).toHaveAttribute(
    'href',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74',
  )
  await expect(main).toContainText('holds, or held at death, exclusively Italian citizenship')
  await expect(main).not.toContainText('born in Italy')
  // The legal texts and the Court's referral, linked at their official places (issue 35, docs/decisions/195).
  for (const [name, href] of [
    [
      'Decree-Law no. 36 of 28 March 2025',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2025-03-28;36',
    ],
    [
      'Law no. 91 of 5 February 1992',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1992-02-05;91',
    ],
    [
      '2026 Budget Law (Law no. 199 of 30 December 2025)',
      'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
    ],
  ])
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href)
  await expect(page.getByText('Last reviewed November 28, 2026')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Ask About Research Help' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('every agency card and testimonial says it is a sample', async ({ page }) => {
  await page.goto('/agencies')
  const cards = page.getByRole('main').getByRole('article')
  const count = await cards.count()
  expect(count).toBe(8)
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index)
    await expect(card.getByText('Sample profile, not a real agency')).toBeVisible()
    await expect(card.locator('figure').getByText('Sample testimonial')).toBeVisible()
  }
})
