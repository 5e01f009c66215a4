import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PortInUseError, REPO_ROOT, startStandIn } from './server.ts'

/**
 * `npm run stand-in` (in memory) and the dev stack (`--data-dir .supabase-local-data --demo-data`).
 * Port: --port, else SUPABASE_PORT, else 54321.
 * `--reset` (`npm run db:reset`): deletes the data folder, so the next start applies every migration and the seed
 * afresh, as `supabase db reset` does.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'demo-data': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
})

if (values.reset) {
  if (process.env.DATABASE_URL) {
    console.error(
      '[stand-in] --reset deletes the embedded database only: with DATABASE_URL, drop and recreate that database',
    )
    process.exit(1)
  }
  const dir = resolve(REPO_ROOT, values['data-dir'] ?? '.supabase-local-data')
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  console.log(
    `[stand-in] deleted ${dir}: the next \`npm run dev\` applies every migration and the seed afresh`,
  )
  process.exit(0)
}

const port = Number(values.port ?? process.env.SUPABASE_PORT ?? 54321)
try {
  const standIn = await startStandIn({
    port,
    dataDir: values['data-dir'] ? resolve(REPO_ROOT, values['data-dir']) : undefined,
    // DATABASE_URL set: a real PostgreSQL server instead of embedded PGlite (README, "Two database modes").
    databaseUrl: process.env.DATABASE_URL || undefined,
    demoData: values['demo-data'],
    log: values.quiet
      ? false
      : (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
  })
  // The Supabase CLI's local defaults: the same values work against `supabase start`.
  console.log(`  publishable key   ${standIn.publishableKey}`)
  console.log(`  secret key        ${standIn.secretKey}   (servers only: refused from a browser)`)
  console.log(`  JWKS              ${standIn.url}/auth/v1/.well-known/jwks.json`)
  console.log(`  legacy anon key   ${standIn.anonKey}`)
  console.log(`  legacy service_role key  ${standIn.serviceRoleKey}`)
  console.log(
    `  captured e-mails  ${standIn.url}/mail   newsletter posts  ${standIn.url}/newsletter`,
  )
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await standIn.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  if (error instanceof PortInUseError) console.error(`[stand-in] ${error.message}`)
  else console.error('[stand-in] failed to start:', error)
  process.exit(1)
}
