import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/bench/bench-browser.ts'
import { freePort, portIsFree } from './supabase-local/ports.ts'

/**
 * e2e tests drive the prerendered production build (scripts/dev/serve.ts) in Debian's Chromium (CHROMIUM_PATH
 * overrides it), against the local Supabase stand-in (in memory, started next to the preview).
 *
 * `npm test` never touches a developer's servers or data (docs/decisions/120-a-newcomers-first-hour.md): the
 * suite starts its own stand-in and its own fresh build on free ports (PREVIEW_PORT / SUPABASE_PORT choose them;
 * a chosen port that is taken is refused in one line), and never reuses a server that already answers, so a
 * running `npm run dev` (8080, 54321, .supabase-local-data/) or a preview left on 4173 is never written to or
 * tested instead. The ports go into the environment here, where the workers (started after this file is read
 * by the runner) inherit them: tests/e2e/stand-in.ts reads SUPABASE_PORT.
 */
async function portFor(name: 'PREVIEW_PORT' | 'SUPABASE_PORT'): Promise<number> {
  const chosen = process.env[name]
  if (!chosen) {
    const port = await freePort()
    process.env[name] = String(port)
    return port
  }
  const port = Number(chosen)
  // A worker reads this file again while the runner's servers hold the ports: only the runner checks them.
  if (!process.env.TEST_WORKER_INDEX && !(await portIsFree(port))) {
    throw new Error(
      `${name}=${port} is already in use: stop what runs there, or unset ${name} to use a free port`,
    )
  }
  return port
}

const previewPort = await portFor('PREVIEW_PORT')
const supabasePort = await portFor('SUPABASE_PORT')
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
  // 60 s per test: CI runs the suite on 2 shared cores, where a page with several axe passes (the lead page) takes
  // 30-35 s; a test that fails only by time there points at the machine, not at the product. Tests that do more
  // still set their own time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--disable-gpu', '--disable-quic'],
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
      // RATE_LIMIT_MAX, BOOK_CALL_IP_MAX: every lead and booking of the suite comes from 127.0.0.1 (the limits
      // themselves: tests/integration).
      env: {
        DATABASE_URL: '',
        RATE_LIMIT_MAX: '1000',
        BOOK_CALL_IP_MAX: '100000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The prerendered build, served like the static host serves it (scripts/dev/serve.ts: compression,
      // SPA fallback only for /auth and /admin, real 404s, the CSP of dist/_headers).
      command: `npm run build && npx tsx scripts/dev/serve.ts --port ${previewPort}`,
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
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
