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
