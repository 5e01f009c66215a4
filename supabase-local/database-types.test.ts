import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bootDatabase } from './database.ts'
import { generateDatabaseTypes, readCheckValues } from './database-types.ts'
import { renderGeneratedFiles } from './generated-files.ts'
import { REPO_ROOT } from './server.ts'

/** The checked-in database types match the migrations (docs/decisions/115-database-types-from-the-schema.md). */
describe('generated database types', () => {
  it('are what `npm run gen:types` writes from supabase/migrations today', async () => {
    const files = await renderGeneratedFiles()
    expect(files.size).toBe(4)
    for (const [path, content] of files) {
      const current = readFileSync(join(REPO_ROOT, path), 'utf8')
      expect(current, `${path} is out of date: run npm run gen:types`).toBe(content)
    }
  }, 60_000)

  it('follow a change of the schema: a new column, a new CHECK value', async () => {
    const { db } = await bootDatabase({ supabaseDir: join(REPO_ROOT, 'supabase'), log: () => {} })
    try {
      const before = await generateDatabaseTypes(db)
      expect(before).not.toContain('drift_probe')
      await db.exec(`
        alter table public.form_submissions add column drift_probe integer;
        alter table public.form_submissions drop constraint form_submissions_trip_duration_check;
        alter table public.form_submissions add constraint form_submissions_trip_duration_check
          check (trip_duration in ('I don''t know yet', '10-days', '2-weeks', '3-weeks', 'more', '4-weeks'));`)
      const after = await generateDatabaseTypes(db)
      expect(after).toContain('drift_probe: number | null')
      expect(after).toContain('drift_probe?: number | null')
      expect((await readCheckValues(db)).form_submissions?.trip_duration).toEqual([
        "I don't know yet",
        '10-days',
        '2-weeks',
        '3-weeks',
        'more',
        '4-weeks',
      ])
    } finally {
      await db.close()
    }
  }, 60_000)
})
