import { copyFileSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { concurrently } from 'concurrently'

/**
 * `npm run dev`: the local backend (Supabase stand-in with persistent data in .supabase-local-data/ and demo
 * inquiries) and the site (vite on 8080), together, run by `concurrently` (docs/decisions/118-library-review.md):
 * prefixed logs, and when one stops (or on Ctrl-C) the other is stopped too.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

if (!existsSync(join(root, '.env'))) {
  copyFileSync(join(root, '.env.example'), join(root, '.env'))
  console.log('[dev]  created .env from .env.example (every default works locally)')
}

const node = JSON.stringify(process.execPath)
// SITE_PORT / SUPABASE_PORT move the two servers (then point VITE_SUPABASE_URL in .env at the new port).
const sitePort = process.env.SITE_PORT ? ` --port ${Number(process.env.SITE_PORT)}` : ''

const { result } = concurrently(
  [
    {
      name: 'api',
      prefixColor: 'yellow',
      command: `${node} --import tsx supabase-local/cli.ts --data-dir .supabase-local-data --demo-data`,
      env: {
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-websocket']
          .filter(Boolean)
          .join(' '),
      },
    },
    {
      name: 'site',
      prefixColor: 'cyan',
      command: `${node} ${JSON.stringify(join(root, 'node_modules', 'vite', 'bin', 'vite.js'))}${sitePort}`,
    },
  ],
  { cwd: root, killOthersOn: ['success', 'failure'], handleInput: false },
)

result.then(
  () => process.exit(0),
  () => process.exit(1),
)
