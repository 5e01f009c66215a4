import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every e2e test runs axe (WCAG 2.x A and AA) on each page it visits: call `checkA11y(page)` after
 * reaching a state worth checking; it is also run automatically at the end of every test on the page it ends on.
 * Console errors and uncaught exceptions fail the test.
 */
async function runAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Label in name (WCAG 2.5.3, level A) is one of axe's experimental rules, which the tags leave out: enabled
      // by name, so every control's accessible name must contain its visible text (docs/product/quality.md).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** The requests each page's test made fail on purpose (see `failRequests`). */
const deliberatelyFailed = new WeakMap<Page, RegExp[]>()

/**
 * Makes every request matching `pattern` fail, as a network error would. The browser reports each such failure as
 * a console error, and the app logs the dynamic import it broke, which would fail the test: those reports, and only
 * those (matched by the failed request's own address), are expected. The browser may ask again for a failed file at any time (an idle prefetch, a reload), so
 * a test cannot simply clear the errors it saw once.
 */
export async function failRequests(page: Page, pattern: RegExp) {
  deliberatelyFailed.set(page, [...(deliberatelyFailed.get(page) ?? []), pattern])
  await page.route(pattern, (route) => route.abort())
}

export const test = base.extend<{
  checkA11y: (page?: Page) => Promise<void>
  consoleErrors: string[]
}>({
  // Pages arrive prerendered and hydrate a moment later (docs/decisions/060-prerendering.md): page.goto waits
  // for the app to have hydrated (App sets html[data-hydrated]) before a test starts typing or clicking.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      // Only the site hydrates; the stand-in's own pages (another origin) are plain HTML.
      const baseURL = test.info().project.use.baseURL ?? ''
      const isAppPage = url.startsWith('/') || (baseURL !== '' && url.startsWith(baseURL))
      if (isAppPage) {
        await page.waitForFunction(
          () => document.documentElement.hasAttribute('data-hydrated'),
          undefined,
          { timeout: 15_000 },
        )
      }
      return response
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The static host answers unknown paths with the 404 page and a real 404 status (no soft 404s):
        // Chromium reports that status for the document itself, which is expected, not an error of the page.
        const isDocument404 =
          message.text().includes('status of 404') && message.location().url === page.url()
        // What the browser says of a deliberately failed request, and what the app logs of the import it broke.
        const failedUrl = message.text().startsWith('Failed to load resource')
          ? message.location().url
          : /Failed to fetch dynamically imported module: (\S+)/.exec(message.text())?.[1]
        const isDeliberateFailure =
          failedUrl !== undefined &&
          (deliberatelyFailed.get(page) ?? []).some((pattern) => pattern.test(failedUrl))
        if (!isDocument404 && !isDeliberateFailure) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
    },
    { auto: true },
  ],
  checkA11y: [
    async ({ page, consoleErrors }, use, testInfo) => {
      await use((target?: Page) => runAxe(target ?? page))
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
        await runAxe(page)
        expect(consoleErrors, 'console errors').toEqual([])
      }
    },
    { auto: true },
  ],
})

export { expect }
