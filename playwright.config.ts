import { defineConfig, devices } from '@playwright/test'

/**
 * e2e tests drive the prerendered production build (scripts/serve.ts) in Debian's Chromium, against the local Supabase
 * stand-in (in memory, started next to the preview). CHROMIUM_PATH overrides the browser; the flags keep a
 * root, offline Chromium quiet.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Ports are configurable so that several checkouts can run their suites side by side.
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321)
const baseURL = `http://127.0.0.1:${previewPort}`
const supabaseUrl = `http://127.0.0.1:${supabasePort}`
// The Supabase CLI's local publishable key (the stand-in accepts it, as `supabase start` does).
const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /admin\.spec\.ts/,
    },
    {
      // The dashboard's empty-state test cancels every active inquiry in the shared stand-in: it runs after
      // everything else, so no other spec sees its inquiry cancelled under it.
      name: 'admin',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: `npx tsx supabase-local/cli.ts --port ${supabasePort} --quiet`,
      url: `${supabaseUrl}/auth/v1/health`,
      // In memory on PGlite even when DATABASE_URL is set (CI sets it for the integration tests' PostgreSQL lane).
      env: { NODE_OPTIONS: '--experimental-websocket', DATABASE_URL: '' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The prerendered build, served like the static host serves it (scripts/serve.ts: compression,
      // SPA fallback only for /auth and /admin, real 404s, the CSP of dist/_headers).
      command: `npm run build && npx tsx scripts/serve.ts --port ${previewPort}`,
      url: baseURL,
      env: {
        VITE_SUPABASE_URL: supabaseUrl,
        VITE_SUPABASE_PUBLISHABLE_KEY:
          process.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? localPublishableKey,
        VITE_ADMIN_EMAILS:
          process.env.VITE_ADMIN_EMAILS ??
          'giulia@radici.example,marco@radici.example,sofia@radici.example',
        VITE_NEWSLETTER_FORM_URL: `${supabaseUrl}/newsletter/subscribe`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
