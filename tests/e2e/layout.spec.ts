import { expect, test } from './fixtures'

const headerLinks = [
  { name: 'Home', path: '/' },
  { name: 'Regions', path: '/blog' },
  { name: 'Our Values', path: '/our-values' },
  { name: 'How it works', path: '/how-it-works' },
]

test('header links and the call to action lead to their pages', async ({ page }) => {
  await page.goto('/terms')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const link of headerLinks) {
    await nav.getByRole('link', { name: link.name, exact: true }).click()
    await expect(page).toHaveURL(link.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.getByRole('banner').getByRole('link', { name: 'Start Your Journey Home' }).click()
  await expect(page).toHaveURL('/contact')
})

const footerLinks = [
  { name: 'About Us', path: '/about' },
  { name: 'How it works', path: '/how-it-works' },
  { name: 'Find Your Ancestral Town', path: '/find-your-town' },
  { name: 'Travel Insurance', path: '/travel-insurance' },
  { name: 'Admin', path: '/auth' },
  { name: 'Privacy Policy', path: '/privacy' },
  { name: 'Cookie Policy', path: '/cookies' },
  { name: 'Terms and Conditions', path: '/terms' },
]

for (const link of footerLinks) {
  test(`footer link ${link.name} leads to ${link.path}`, async ({ page }) => {
    await page.goto('/our-values')
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click()
    await expect(page).toHaveURL(link.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('footer shows social profiles, only the partners the owners named, and the copyright year', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
    const link = footer.getByRole('link', { name: new RegExp(`on ${network}`) })
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  // No partner is named yet (docs/decisions/130): no logo standing for a name nobody has given.
  await expect(footer.getByRole('heading', { name: 'Official partners' })).toHaveCount(0)
  await expect(footer.locator('img[src*="/images/partners/"]')).toHaveCount(0)
  await expect(footer).toContainText('© 2025 Radici')
})

test('the footer is hidden on /contact', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await page.goto('/our-values')
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('auth and admin are outside the shared layout', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/our-values')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Travel Insurance', exact: true })
    .click()
  await expect(page).toHaveURL('/travel-insurance')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the unknown path shows the 404 page and is logged', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect.poll(() => warnings.join('\n')).toContain('/no/such/page')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens, navigates and closes', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menuId = await toggle.getAttribute('aria-controls')
    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${menuId}"]`)
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Start Your Journey Home' })).toBeVisible()
    await menu.getByRole('link', { name: 'Our Values' }).click()
    await expect(page).toHaveURL('/our-values')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('closes with Escape and toggles with the button', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })
})
