import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderGeneratedFiles } from '../../supabase-local/generated-files.ts'
import { REPO_ROOT } from '../../supabase-local/server.ts'

/**
 * `npm run gen:types`: applies supabase/migrations to a fresh PGlite database and writes the database types and
 * the CHECK constraints' values (docs/decisions/115-database-types-from-the-schema.md), and the functions' copies
 * of the site's plain-data modules (the counted events, docs/decisions/174). Run it after adding or
 * changing a migration; `--check` only reports whether the checked-in files are current.
 */
const check = process.argv.includes('--check')
const files = await renderGeneratedFiles({ log: (line) => console.log(line) })
const stale: string[] = []
for (const [path, content] of files) {
  const absolute = join(REPO_ROOT, path)
  let current = ''
  try {
    current = readFileSync(absolute, 'utf8')
  } catch {
    // missing: written below
  }
  if (current === content) continue
  stale.push(path)
  if (!check) writeFileSync(absolute, content)
}
if (check && stale.length) {
  console.error(`out of date (run npm run gen:types): ${stale.join(', ')}`)
  process.exit(1)
}
console.log(stale.length ? `wrote ${stale.join(', ')}` : 'the generated database files are current')
