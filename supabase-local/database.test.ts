import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { bootDatabase } from './database.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'radici-migrations-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'supabase', 'migrations'), { recursive: true })
  const migration = join(dir, 'supabase', 'migrations', '20260101000000_things.sql')
  writeFileSync(migration, 'create table public.things (id int);\n')
  return { supabaseDir: join(dir, 'supabase'), dataDir: join(dir, 'data'), migration }
}

async function boot(supabaseDir: string, dataDir: string) {
  const booted = await bootDatabase({ supabaseDir, dataDir, log: () => {} })
  await booted.db.close()
  return booted
}

test('a migration edited after it was applied to a data folder is named at start, with the way to start afresh', async () => {
  const { supabaseDir, dataDir, migration } = project()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect((await boot(supabaseDir, dataDir)).applied).toEqual(['20260101000000_things.sql'])

  await boot(supabaseDir, dataDir)
  expect(warn).not.toHaveBeenCalled()

  writeFileSync(migration, 'create table public.things (id int, name text);\n')
  const again = await boot(supabaseDir, dataDir)
  expect(again.applied).toEqual([])
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]?.[0]).toMatch(
    /20260101000000_things\.sql changed after it was applied.*npm run db:reset/,
  )
}, 90_000) // three boots of PGlite with the migrations: 31 s at a load average of 14
