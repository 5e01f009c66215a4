import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every e2e test runs axe (WCAG 2.x A and AA) on each page it visits: call `checkA11y(page)` after
 * reaching a state worth checking; it is also run automatically at the end of every test on the page it ends on.
 * Console errors and uncaught exceptions fail the test.
 */
async function runAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{
  checkA11y: (page?: Page) => Promise<void>
  consoleErrors: string[]
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
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
