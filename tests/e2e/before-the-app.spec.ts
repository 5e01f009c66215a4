import type { Page, Route } from '@playwright/test'
import { expect, failRequests, test } from './fixtures'

/**
 * Every control does its job from the moment it is painted (docs/decisions/073-controls-work-before-the-app.md).
 * The app's JavaScript is held back (only the tiny boot module gets through), so these tests see the page as a
 * visitor on a slow phone sees it before the app has arrived; `release()` lets the code through.
 * They navigate with the main frame's goto: the fixture's page.goto waits for hydration, which never comes while
 * the code is held.
 */
async function holdAppCode(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released || /\/assets\/boot-[^/]+\.js$/.test(route.request().url())) await route.continue()
    else held.push(route)
  })
  return {
    release: async () => {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

const open = (page: Page, url: string) => page.mainFrame().goto(url, { waitUntil: 'load' })
const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

test.describe('before the app has loaded', () => {
  test('the mobile menu opens and closes natively (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await holdAppCode(page)
    await open(page, '/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    expect(await isHydrated(page)).toBe(false)
  })

  test("a dialog trigger is a link to /contact with the trigger's context", async ({ page }) => {
    await holdAppCode(page)
    await open(page, '/itineraries')
    const trigger = page
      .getByRole('listitem')
      .filter({ hasText: 'Sicilian Roots Journey' })
      .getByRole('link', { name: 'Contact Expert' })
    await trigger.click()
    await expect(page).toHaveURL(/\/contact\?agencyId=[\w-]+&itinerary=sicily-roots/)
    await expect(
      page.getByRole('heading', { name: 'Start Your Italian Heritage Journey', level: 1 }),
    ).toBeVisible()
  })

  test('the hero button reaches the wizard', async ({ page }) => {
    await holdAppCode(page)
    await open(page, '/')
    await page.getByRole('main').getByRole('link', { name: 'Start Your Journey Home' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('textbox').first()).toBeVisible()
  })

  test('a region filter is a link, and the list is filtered in the HTML itself', async ({
    page,
  }) => {
    await holdAppCode(page)
    await open(page, '/itineraries')
    await page
      .getByRole('group', { name: 'Filter itineraries by region' })
      .getByRole('link', { name: 'Sicily' })
      .click()
    await expect(page).toHaveURL('/itineraries?region=sicily')
    await expect(page.getByRole('status')).toHaveText('Showing 1 itinerary')
    await expect(page.getByRole('link', { name: 'Sicily' })).toHaveAttribute('aria-current', 'true')
    expect(await isHydrated(page)).toBe(false)
  })

  test('a newsletter signup made before the app is carried out once the app is ready, once', async ({
    page,
  }) => {
    const posts: string[] = []
    await page.route(/newsletter\/subscribe/, async (route) => {
      posts.push(route.request().postData() ?? '')
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' })
    })
    const code = await holdAppCode(page)
    await open(page, '/about')
    const footer = page.locator('#newsletter')
    await footer.getByLabel('Email address').fill('early@example.com')
    await footer.getByRole('checkbox').check()
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
    expect(posts).toEqual([])

    await code.release()
    await expect(page.getByRole('heading', { name: 'Thank You for Subscribing' })).toBeVisible()
    await expect.poll(() => posts.length).toBe(1)
    expect(posts[0]).toContain('EMAIL=early%40example.com')
  })

  test('Save Preferences tapped early saves once the app is ready', async ({ page }) => {
    const code = await holdAppCode(page)
    await open(page, '/cookies')
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await code.release()
    await expect(page.getByText('Preferences saved')).toHaveCount(1)
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => /cookie/i.test(key))),
    ).toBe(true)
  })

  test('what was typed on /contact?agencyId=… survives the app rendering the page afresh', async ({
    page,
  }) => {
    const code = await holdAppCode(page)
    await open(page, '/contact?agencyId=sicilia-heritage')
    const field = page.getByRole('textbox').first()
    await field.fill('Cefalù, Palermo')
    await code.release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await expect(page.getByRole('textbox').first()).toHaveValue('Cefalù, Palermo')
  })
})

test.describe('a chunk that fails to load', () => {
  test('a contact dialog whose code cannot load goes to /contact instead', async ({ page }) => {
    await failRequests(page, /\/assets\/contact-dialog-panel-[^/]+\.js$/)
    await page.goto('/agencies')
    await page.getByRole('link', { name: 'Contact Agency' }).first().click()
    await expect(page).toHaveURL(/\/contact\?agencyId=/)
  })

  test('a page whose code cannot load reloads once, and the reloaded page is readable', async ({
    page,
  }) => {
    await failRequests(page, /\/assets\/our-values-[^/]+\.js$/)
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Values' })
      .click()
    await expect(page).toHaveURL('/our-values')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('radici:reloaded:/our-values'))).toBe(
      '1',
    )
  })

  test('when a reload did not help, the page says so with a retry', async ({ page }) => {
    await failRequests(page, /\/assets\/our-values-[^/]+\.js$/)
    await page.goto('/')
    await page.evaluate(() => sessionStorage.setItem('radici:reloaded:/our-values', '1'))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Values' })
      .click()
    await expect(page.getByRole('alert')).toContainText('This part of the page could not load')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    // The header and footer still work around it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})

test('a prerendered page whose code cannot load stays readable, after one reload', async ({
  page,
}) => {
  await failRequests(page, /\/assets\/our-values-[^/]+\.js$/)
  let documents = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++
  })
  await page.mainFrame().goto('/our-values', { waitUntil: 'load' })
  await expect.poll(() => documents).toBe(2)
  await page.waitForLoadState('load')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  // The menu still works: it never needed the app.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it works' }),
  ).toBeVisible()
})
