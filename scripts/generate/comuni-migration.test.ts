import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readComuni } from './comuni-source.ts'
import { COMUNI_MIGRATION_MARK, comuniRowsSql } from './generate-comuni-migration.ts'

const folder = join(import.meta.dirname, '..', '..', 'supabase', 'migrations')

describe('the database’s comuni', () => {
  it('are the rows of the package the site searches (the newest migration that writes them)', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
    const newest = files
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .filter((text) => text.includes(COMUNI_MIGRATION_MARK))
      .at(-1)
    expect(newest, 'no migration writes public.comuni: npm run generate:comuni').toBeDefined()
    const rows = newest!.slice(newest!.indexOf(COMUNI_MIGRATION_MARK))
    // Not toBe: a mismatch would print half a megabyte.
    expect(rows.startsWith(comuniRowsSql()), 'run npm run generate:comuni').toBe(true)
  })

  it('has each comune once per province, with a code, a province and a region', () => {
    const comuni = readComuni()
    expect(new Set(comuni.map((comune) => comune.code)).size).toBe(comuni.length)
    expect(new Set(comuni.map((c) => `${c.name}|${c.province}`)).size).toBe(comuni.length)
    for (const comune of comuni) {
      expect(comune.code).toMatch(/^\d{6}$/)
      expect(comune.province.length).toBeGreaterThan(1)
      expect(comune.region.length).toBeGreaterThan(1)
    }
  })
})
