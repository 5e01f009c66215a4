import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from './fixtures'

/**
 * Every prerendered page (dist/**\/index.html, written by `npm run build`) hydrates in place: React adopts the
 * server HTML (the same <h1> node survives) and nothing in the console mentions hydration.
 */
function prerenderedPaths(dir = 'dist'): string[] {
  const found: string[] = []
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name)
      if (statSync(full).isDirectory()) {
        if (name !== 'assets' && name !== 'images') walk(full)
      } else if (name === 'index.html') {
        found.push(`/${relative(dir, current)}`.replace(/\/$/, '') || '/')
      }
    }
  }
  walk(dir)
  return found.sort()
}

/** The filtered lists the build prerenders (dist/_filtered, served for `?region=` by the host: ADR 073). */
function filteredPaths(dir = 'dist/_filtered'): string[] {
  const found: string[] = []
  if (!existsSync(dir)) return found
  for (const list of readdirSync(dir)) {
    for (const name of readdirSync(join(dir, list))) {
      const region = /^region-(.+)\.html$/.exec(name)?.[1]
      if (region) found.push(`/${list}?region=${region}`)
    }
  }
  return found.sort()
}

const routes = prerenderedPaths()

test('the build prerendered the public routes', () => {
  for (const path of [
    '/',
    '/contact',
    '/blog',
    '/blog/sicily',
    '/how-it-works',
    '/about',
    '/about-us',
  ]) {
    expect(routes).toContain(path)
  }
})

test('the build prerendered the filtered lists', () => {
  expect(filteredPaths()).toContain('/itineraries?region=sicily')
  expect(filteredPaths()).toContain('/agencies?region=calabria')
})

for (const path of [
  ...routes,
  ...filteredPaths().filter((_, index) => index % 4 === 0),
  '/no-such-page',
]) {
  test(`${path} hydrates the prerendered HTML without warnings`, async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    // Remember the server-rendered <h1> before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          ;(window as unknown as { __serverH1?: Element | null }).__serverH1 =
            document.querySelector('h1')
        }
      })
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200)
    await page.waitForLoadState('networkidle')
    const hydration = () =>
      page.evaluate(() => {
        const serverH1 = (window as unknown as { __serverH1?: Element | null }).__serverH1
        const h1 = document.querySelector('h1')
        return {
          serverH1: Boolean(serverH1),
          sameNode: serverH1 === h1,
          ownedByReact: Boolean(
            h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber')),
          ),
        }
      })
    // Hydration starts after the first paint and the page's module: give a busy machine time.
    await expect
      .poll(hydration, { timeout: 15_000 })
      .toEqual({ serverH1: true, sameNode: true, ownedByReact: true })
    expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual(
      [],
    )
    // React adopted the server's head tags instead of adding its own next to them.
    expect(await page.locator('head title').count()).toBe(1)
    expect(await page.locator('head meta[name="description"]').count()).toBe(1)
    expect(await page.locator('link[rel="canonical"]').count()).toBeLessThanOrEqual(1)
  })
}

test('client-only routes render from the SPA fallback', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a URL with a query string renders afresh with one set of head tags', async ({ page }) => {
  await page.goto('/itineraries?region=Sicily')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await page.locator('head title').count()).toBe(1)
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1)
  expect(await page.locator('meta[name="robots"]').count()).toBe(1)
})

test('client navigation keeps one title and one canonical', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Our Values' })
    .click()
  await expect(page).toHaveURL('/our-values')
  await expect(page).toHaveTitle(/Values/)
  expect(await page.locator('head title').count()).toBe(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/our-values$/)
})

test('a trailing slash redirects to the canonical URL', async ({ page }) => {
  await page.goto('/how-it-works/')
  await expect(page).toHaveURL(/\/how-it-works$/)
})
