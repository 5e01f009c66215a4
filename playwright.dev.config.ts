import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/bench/bench-browser.ts'

/**
 * `npm run test:dev`: the README's first command (`npm run dev`) started in a fresh copy of the working tree and
 * driven in Chromium (tests/dev/). No web server here: the test starts the command itself, as a newcomer would.
 */
export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--disable-gpu'] },
  },
})
