import { defineConfig, devices } from '@playwright/test'

/**
 * e2e tests drive the production build (`vite preview`) in Debian's Chromium.
 * CHROMIUM_PATH overrides the browser; the flags keep a root, offline Chromium quiet.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Ports are configurable so that several checkouts can run their suites side by side.
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${previewPort}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The prerendered build, served like the static host serves it (scripts/serve.ts).
    // `npm test` builds once before the suites and sets PW_SKIP_BUILD.
    command: `${process.env.PW_SKIP_BUILD ? '' : 'npm run build && '}npx tsx scripts/serve.ts --port ${previewPort}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
