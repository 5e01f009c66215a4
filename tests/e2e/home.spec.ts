import { expect, test } from './fixtures'

test('home: headline, hero at 90% of the viewport, SEO and structured data', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Turn your family tree in a tailor made trip to Italy',
    }),
  ).toBeVisible()
  const hero = page.getByTestId('home-hero')
  const box = await hero.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(800 * 0.9 - 1)
  expect(box!.height).toBeLessThanOrEqual(800 * 0.9 + 1)
  const heroImage = hero.locator('img')
  await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
  await expect(heroImage).toHaveAttribute('loading', 'eager')
  await expect(heroImage).toHaveAttribute('width', /\d+/)
  await expect(page).toHaveTitle(/Radici/)
  await expect(page).not.toHaveTitle(/\| Radici$/)
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((script) =>
        [JSON.parse(script.textContent ?? '[]')].flat().map((item) => item['@type']),
      ),
    )
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
})

test('the hero button opens the Start Your Italian Heritage Journey dialog', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Start Your Journey Home' }).click()
  const dialog = page.getByRole('dialog', { name: 'Start Your Italian Heritage Journey' })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the closing call to action opens the Contact Us dialog', async ({ page, checkA11y }) => {
  await page.goto('/')
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Start Your Journey', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Contact Us' })
  await expect(dialog).toBeVisible()
  await checkA11y()
})

test('Subscribe to Our Newsletter scrolls to the footer newsletter', async ({ page }) => {
  await page.goto('/')
  const newsletter = page.locator('#newsletter')
  await expect(newsletter).not.toBeInViewport()
  await page.getByRole('link', { name: 'Subscribe to Our Newsletter' }).click()
  await expect(newsletter).toBeInViewport()
  // The e-mail field gets the focus once the form is there.
  if ((await newsletter.locator('input').count()) > 0) {
    await expect(newsletter.locator('input:not([type="hidden"])').first()).toBeFocused()
  }
})

for (const { width, columns } of [
  { width: 375, columns: 1 },
  { width: 768, columns: 2 },
  { width: 1280, columns: 4 },
]) {
  test(`the region grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const cards = page.getByTestId('region-grid').getByRole('listitem')
    await expect(cards).toHaveCount(8)
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    const firstRow = tops.filter((top) => top === tops[0]).length
    expect(firstRow).toBe(columns)
  })
}

test('region cards link to their pages and Explore all Italian regions leads to /blog', async ({
  page,
}) => {
  await page.goto('/')
  const grid = page.getByTestId('region-grid')
  await expect(grid.getByRole('link', { name: 'Sicily', exact: true })).toHaveAttribute(
    'href',
    '/blog/sicily',
  )
  await grid.getByRole('link', { name: 'Puglia', exact: true }).click()
  await expect(page).toHaveURL('/blog/puglia')
  await page.goto('/')
  await page.getByRole('link', { name: /Explore all Italian regions/ }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Heritage Travel Blog' })).toBeVisible()
})
