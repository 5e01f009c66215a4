import { expect, test } from './fixtures'

const regions = [
  { slug: 'sicily', name: 'Sicily' },
  { slug: 'tuscany', name: 'Tuscany' },
  { slug: 'calabria', name: 'Calabria' },
  { slug: 'campania', name: 'Campania' },
  { slug: 'puglia', name: 'Puglia' },
  { slug: 'abruzzo', name: 'Abruzzo' },
  { slug: 'marche', name: 'Marche' },
  { slug: 'molise', name: 'Molise' },
]

for (const region of regions) {
  test(`/blog/${region.slug} shows the ${region.name} article with a call to action`, async ({
    page,
  }) => {
    await page.goto(`/blog/${region.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(page.getByRole('main')).toContainText(region.name)
    await expect(page).toHaveTitle(/Radici/)
    const back = page.getByRole('link', { name: '← Back to Italian Regions' })
    await expect(back).toHaveAttribute('href', '/blog')
    const main = page.getByRole('main')
    // Introduction + at least three titled sections, each with text.
    const sections = main.locator('article section:not([aria-labelledby="more-regions-title"])')
    expect(await sections.count()).toBeGreaterThanOrEqual(3)
    for (const section of await sections.all()) {
      await expect(section.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(section.locator('p').first()).not.toBeEmpty()
    }
    const cta = main.getByRole('complementary')
    await expect(cta.getByRole('heading', { level: 2 })).not.toBeEmpty()
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact')
    // SEO from the region record; canonical is the blog path.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${region.slug}$`),
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/)
    await expect(main.locator('article header img')).toHaveAttribute(
      'src',
      `/images/regions/${region.slug}-hero.svg`,
    )
  })
}

test('the back link and the call to action lead to /blog and /contact', async ({ page }) => {
  await page.goto('/blog/calabria')
  await page.getByRole('link', { name: '← Back to Italian Regions' }).click()
  await expect(page).toHaveURL('/blog')
  await page.goto('/blog/calabria')
  await page.getByRole('complementary').getByRole('link').click()
  await expect(page).toHaveURL('/contact')
})

test('an unknown slug shows Region not found with a way back', async ({ page }) => {
  await page.goto('/blog/lombardy')
  await expect(page.getByRole('heading', { level: 1, name: 'Region not found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('link', { name: '← Back to Italian Regions' }).click()
  await expect(page).toHaveURL('/blog')
})

test('/blog lists the featured guide and the eight regions', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Heritage Travel Blog' })).toBeVisible()
  const main = page.getByRole('main')
  for (const region of regions) {
    await expect(main.getByRole('link', { name: region.name, exact: true })).toHaveAttribute(
      'href',
      `/blog/${region.slug}`,
    )
  }
  await main.getByRole('link', { name: 'What Is Root Tourism?' }).click()
  await expect(page).toHaveURL('/blog/what-is-root-tourism')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/root tourism/i)
})

test('a region card opens its region page', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('main').getByRole('link', { name: 'Molise', exact: true }).click()
  await expect(page).toHaveURL('/blog/molise')
  await expect(page.getByRole('main')).toContainText('Molise')
})

test('/blog/what-is-root-tourism: the guide, its date, reading time, article data and call to action', async ({
  page,
}) => {
  await page.goto('/blog/what-is-root-tourism')
  const main = page.getByRole('main')
  await expect(main.getByText('January 15, 2024')).toBeVisible()
  await expect(main.getByText('8 min read')).toBeVisible()
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6)
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    datePublished: '2024-01-15',
  })
  expect(String(jsonLd.headline)).toContain('Root Tourism')
  const cta = main.getByRole('link', { name: 'Start Planning Your Journey' })
  await expect(cta).toHaveAttribute('href', '/contact')
  await main.getByRole('link', { name: '← Back to the Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

// ADR 066: a prerendered article is hydrated from the page's own HTML; only client-side navigation loads it.
const regionChunk = (slug: string) => new RegExp(`/assets/${slug}-[\\w-]+\\.js$`)
const articleChunk = new RegExp(
  `/assets/(?:${regions.map((region) => region.slug).join('|')}|region-article-source|what-is-root-tourism|italian-family-research-guide)-[\\w-]+\\.js$`,
)

test('a prerendered region page and the guide hydrate without downloading their article', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  for (const path of [
    '/blog/sicily',
    '/blog/what-is-root-tourism',
    '/blog/italian-family-research-guide',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    // Hydrated: the back link navigates client-side (the window survives).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page
      .getByRole('main')
      .getByRole('link', { name: /^← Back to/ })
      .click()
    await expect(page).toHaveURL('/blog')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  }
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((script) => articleChunk.test(script))).toEqual([])
})

test('client-side navigation: home → a region card → another region through its links', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const sicilyChunk = page.waitForRequest((request) => regionChunk('sicily').test(request.url()))
  await page.getByRole('main').getByRole('link', { name: 'Sicily', exact: true }).click()
  await expect(page).toHaveURL('/blog/sicily')
  await sicilyChunk
  await expect(page.getByRole('heading', { level: 1, name: 'Sicily' })).toBeVisible()
  await expect(page.getByText("Where Your Family's Story Meets the Mediterranean")).toBeVisible()
  const main = page.getByRole('main')
  const sections = main.locator('article section:not([aria-labelledby="more-regions-title"])')
  await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(
    'An Island of Nine Provinces',
  )
  expect(await sections.count()).toBeGreaterThanOrEqual(3)
  await expect(main.getByRole('complementary').getByRole('link')).toHaveAttribute(
    'href',
    '/contact',
  )

  // "More heritage regions" → Tuscany, still without a page load.
  await main
    .locator('section[aria-labelledby="more-regions-title"]')
    .getByRole('link', { name: 'Tuscany', exact: true })
    .click()
  await expect(page).toHaveURL('/blog/tuscany')
  await expect(page.getByRole('heading', { level: 1, name: 'Tuscany' })).toBeVisible()
  await expect(sections.nth(1).getByRole('heading', { level: 2 })).toHaveText(
    'Emigrant Trades and the Lucca Connection',
  )
  expect(await sections.count()).toBeGreaterThanOrEqual(3)
  await expect(page).toHaveTitle(/Tuscany/)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)

  // And to the guide from /blog: its article loads too.
  await page.getByRole('link', { name: '← Back to Italian Regions' }).click()
  await page.getByRole('main').getByRole('link', { name: 'What Is Root Tourism?' }).click()
  await expect(page).toHaveURL('/blog/what-is-root-tourism')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).nth(5)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})
