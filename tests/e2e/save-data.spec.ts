import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { slow2gNetworkState } from '../../scripts/bench/bench-browser'

/**
 * Save-Data and 2G (docs/decisions/197-save-data-and-slow-connections.md): no code is downloaded ahead of a tap
 * while the page is idle, and a tap still opens the dialog (its code loads on the tap). The connection is
 * emulated by Chromium itself through the DevTools protocol, so the page reads the browser's own
 * `navigator.connection`: Save-Data with `Emulation.setDataSaverOverride`, 2G with `Network.overrideNetworkState`
 * (which sets the effective type from the latency and throughput without slowing the test's requests).
 */

// Taps are touches: a phone's tap has no hover to start the dialog's code early.
test.use({ hasTouch: true })

/** The wizard's and the dialog's own chunks (named after their modules). */
const isWizard = (path: string) => /^\/assets\/inquiry-wizard-[^/]+\.js$/.test(path)
const isDialog = (path: string) => /^\/assets\/contact-dialog-panel-[^/]+\.js$/.test(path)

type Connection = 'default' | 'save-data' | 'slow-2g'

async function emulate(page: Page, connection: Connection) {
  const cdp = await page.context().newCDPSession(page)
  if (connection === 'save-data')
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
  if (connection === 'slow-2g') {
    await cdp.send('Network.enable')
    await cdp.send('Network.overrideNetworkState', slow2gNetworkState)
  }
}

/** The browser's connection hints as the page sees them (not in TypeScript's DOM types). */
function connectionHints(page: Page) {
  return page.evaluate(() => {
    const { connection } = navigator as Navigator & {
      connection?: { saveData?: boolean; effectiveType?: string }
    }
    return { saveData: connection?.saveData ?? false, effectiveType: connection?.effectiveType }
  })
}

interface Requested {
  path: string
  /** `script` for a module the page runs; a `<link rel="prefetch">` download is `other`. */
  type: string
}

/** Every request of the page, in order. */
function recordRequests(page: Page): Requested[] {
  const requests: Requested[] = []
  page.on('request', (request) =>
    requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
  )
  return requests
}

/**
 * What was downloaded ahead of a tap: the dialog's or the wizard's own chunks, or anything of the root's
 * `data-prefetch` fetched other than as a module the page runs. (The wizard shares a few small chunks with what
 * the page runs when idle, the toaster and the visit count; those are imports, not prefetches.)
 */
function aheadOfATap(requests: Requested[], prefetch: string[]): Requested[] {
  return requests.filter(
    ({ path, type }) =>
      isWizard(path) || isDialog(path) || (prefetch.includes(path) && type !== 'script'),
  )
}

/**
 * Opens a page on the emulated connection and lets it sit idle past every idle-time load: an idle period of the
 * browser's after the app is ready (src/boot.ts prefetches in one), and past `whenIdle`'s 3 s cap
 * (src/lib/when-idle.ts). Returns what the page names as code a tap will need (the root's `data-prefetch`).
 */
async function openAndIdle(page: Page, path: string, connection: Connection) {
  await emulate(page, connection)
  await page.goto(path)
  const hints = await connectionHints(page)
  expect(hints.saveData, 'the emulated Save-Data').toBe(connection === 'save-data')
  if (connection === 'slow-2g') expect(hints.effectiveType).toBe('slow-2g')
  const prefetch = ((await page.locator('#root').getAttribute('data-prefetch')) ?? '')
    .split(' ')
    .filter(Boolean)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const until = performance.now() + 3500
        const wait = () =>
          requestIdleCallback(() =>
            performance.now() >= until ? resolve() : void setTimeout(wait, 100),
          )
        wait()
      }),
  )
  return prefetch
}

test('on a usual connection, the dialog and the wizard are downloaded while the page is idle', async ({
  page,
}) => {
  const requests = recordRequests(page)
  const prefetch = await openAndIdle(page, '/', 'default')
  expect(prefetch.some(isWizard), "the root's data-prefetch names the wizard").toBe(true)
  const ahead = aheadOfATap(requests, prefetch)
  expect(ahead.map(({ path }) => path)).toEqual(expect.arrayContaining(prefetch))
  // Downloaded, not run: the wizard is evaluated only on a trigger's hover or focus, or when a dialog opens.
  expect(ahead.filter(({ path }) => isWizard(path))).toEqual([
    expect.objectContaining({ type: 'other' }),
  ])
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(prefetch.length)
})

test('with Save-Data on, nothing is downloaded for a tap while idle, and a tap opens the dialog', async ({
  page,
}) => {
  const requests = recordRequests(page)
  const prefetch = await openAndIdle(page, '/', 'save-data')
  expect(prefetch.some(isWizard), "the root's data-prefetch names the wizard").toBe(true)
  expect(aheadOfATap(requests, prefetch)).toEqual([])
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)

  // The dialog's code takes its time, as on a slow network: the tapped trigger shows it is working meanwhile.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/contact-dialog-panel-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const trigger = page.getByRole('main').getByRole('link', { name: 'Start Your Journey Home' })
  await trigger.tap()
  await expect(trigger).toHaveAttribute('aria-busy', 'true')
  release()
  const dialog = page.getByRole('dialog', { name: 'Start Your Italian Heritage Journey' })
  await expect(dialog.getByText('Step 1 of 4', { exact: true })).toBeVisible()
  // (The open dialog hides the page from the accessibility tree: the trigger by its text.)
  await expect(page.locator('main a', { hasText: 'Start Your Journey Home' })).not.toHaveAttribute(
    'aria-busy',
  )
  await expect(page).toHaveURL('/')
  expect(requests.some(({ path }) => isDialog(path))).toBe(true)
  expect(requests.some(({ path }) => isWizard(path))).toBe(true)
})

test('on slow 2G, nothing is downloaded for a tap while idle, and a tap opens the dialog', async ({
  page,
}) => {
  const requests = recordRequests(page)
  const prefetch = await openAndIdle(page, '/itineraries', 'slow-2g')
  expect(prefetch.some(isWizard)).toBe(true)
  expect(aheadOfATap(requests, prefetch)).toEqual([])
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)

  await page
    .getByRole('article')
    .filter({ hasText: 'Sicilian Roots Journey' })
    .getByRole('link', { name: 'Contact Expert' })
    .tap()
  const dialog = page.getByRole('dialog', { name: 'Contact Expert for Sicilian Roots Journey' })
  await expect(dialog.getByText('Step 1 of 4', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/itineraries')
})

test("with Save-Data on, /contact loads the wizard's code on the first touch of its form", async ({
  page,
}) => {
  const requests = recordRequests(page)
  const prefetch = await openAndIdle(page, '/contact', 'save-data')
  expect(prefetch.some(isWizard)).toBe(true)
  expect(aheadOfATap(requests, prefetch)).toEqual([])

  await page.getByLabel(/Italian regions or towns/).tap()
  await page.keyboard.type('Calabria')
  await page.getByRole('button', { name: 'Next' }).tap()
  await expect(page.getByRole('heading', { name: 'Travel Dates & Duration' })).toBeFocused()
  expect(requests.some(({ path }) => isWizard(path))).toBe(true)
})
