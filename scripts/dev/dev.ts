import { copyFileSync, existsSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { concurrently } from 'concurrently'
import { portIsFree } from '../../supabase-local/ports.ts'

/**
 * `npm run dev`: the local backend (Supabase stand-in with persistent data in .supabase-local-data/ and demo
 * inquiries) and the site (vite), together, run by `concurrently` (docs/decisions/118-library-review.md):
 * prefixed logs, and when one stops (or on Ctrl-C) the other is stopped too.
 * SITE_PORT (default 8080) and SUPABASE_PORT (default 54321) move the two servers; a taken port is named in one
 * line before anything starts (docs/decisions/120-a-newcomers-first-hour.md).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const sitePort = Number(process.env.SITE_PORT || 8080)
const apiPort = Number(process.env.SUPABASE_PORT || 54321)

const taken = []
if (!(await portIsFree(sitePort))) taken.push(`${sitePort} (the site; move it with SITE_PORT=…)`)
if (!(await portIsFree(apiPort)))
  taken.push(`${apiPort} (the local backend; move it with SUPABASE_PORT=…)`)
if (taken.length) {
  console.error(
    `[dev]  port ${taken.join(' and port ')} is already in use: stop what runs there, or run e.g. SITE_PORT=${sitePort + 1} SUPABASE_PORT=${apiPort + 1} npm run dev`,
  )
  process.exit(1)
}

if (!existsSync(join(root, '.env'))) {
  copyFileSync(join(root, '.env.example'), join(root, '.env'))
  console.log('[dev]  created .env from .env.example (every default works locally)')
}

// A moved backend: the site is pointed at it (the process environment wins over .env in vite).
const siteEnv: Record<string, string> = process.env.SUPABASE_PORT
  ? {
      VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
      VITE_NEWSLETTER_FORM_URL: `http://127.0.0.1:${apiPort}/newsletter/subscribe`,
    }
  : {}

// The commands are plain words, no quotes and no paths: concurrently strips one pair of quotes from a command that
// starts and ends with one, and a shell splits an unquoted path with a space. So the programs are found by name
// on PATH (node_modules/.bin first, as `npm run` does), and only numbers are added to them.
const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter)

const { result } = concurrently(
  [
    {
      name: 'api',
      prefixColor: 'yellow',
      command: `tsx supabase-local/cli.ts --port ${apiPort} --data-dir .supabase-local-data --demo-data`,
      // A moved site: the functions' e-mails link to it (SITE_URL), not to config.toml's 8080 (issue 38).
      env: { PATH, ...(process.env.SITE_PORT ? { SITE_URL: `http://127.0.0.1:${sitePort}` } : {}) },
    },
    {
      name: 'site',
      prefixColor: 'cyan',
      // --strictPort: vite never moves to another port silently (the check above names a taken one first).
      command: `vite --port ${sitePort} --strictPort`,
      env: { PATH, ...siteEnv },
    },
  ],
  { cwd: root, killOthersOn: ['success', 'failure'], handleInput: false },
)

result.then(
  () => process.exit(0),
  () => process.exit(1),
)
