import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

/**
 * `npm run dev`: the local backend (Supabase stand-in with persistent data in .supabase-local-data/ and demo
 * inquiries) and the site (vite on 8080), together, with prefixed logs; Ctrl-C stops both.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

if (!existsSync(join(root, '.env'))) {
  copyFileSync(join(root, '.env.example'), join(root, '.env'))
  console.log('[dev]  created .env from .env.example (every default works locally)')
}

const colours = { api: '\x1b[33m', site: '\x1b[36m' } as const
const children: ChildProcess[] = []
let stopping = false

function run(
  name: keyof typeof colours,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = process.stdout.isTTY ? `${colours[name]}[${name}]\x1b[0m` : `[${name}]`
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) =>
        console.log(`${prefix.padEnd(6)} ${line}`),
      )
  }
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.log(`[dev]  ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

function stop(code = 0): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 300).unref()
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.on('exit', done)) : null,
    ),
  ).then(() => process.exit(code))
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

run(
  'api',
  ['--import', 'tsx', 'supabase-local/cli.ts', '--data-dir', '.supabase-local-data', '--demo-data'],
  {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-websocket'].filter(Boolean).join(' '),
  },
)
// SITE_PORT / SUPABASE_PORT move the two servers (then point VITE_SUPABASE_URL in .env at the new port).
const sitePort = process.env.SITE_PORT ? ['--port', process.env.SITE_PORT] : []
run('site', [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...sitePort])
