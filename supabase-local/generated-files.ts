import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { bootDatabase } from './database.ts'
import { generateCheckValues, generateDatabaseTypes } from './database-types.ts'
import { REPO_ROOT } from './server.ts'

/**
 * The files `npm run gen:types` writes, each relative to the repository: the database types and the CHECK
 * constraints' values, once for the site (src/lib) and once for the edge function (supabase/functions/_shared, which
 * deploys on its own and cannot import src/). Both copies come from the same migrated database.
 */
export const GENERATED_PATHS = {
  types: ['src/lib/database.types.ts', 'supabase/functions/_shared/database.types.ts'],
  values: ['src/lib/database-values.ts', 'supabase/functions/_shared/database-values.ts'],
} as const

/** Applies supabase/migrations to a fresh in-memory PGlite database and renders every generated file. */
export async function renderGeneratedFiles(
  options: { log?: (line: string) => void } = {},
): Promise<Map<string, string>> {
  const { db } = await bootDatabase({
    supabaseDir: join(REPO_ROOT, 'supabase'),
    cacheDir: join(REPO_ROOT, 'node_modules', '.cache', 'supabase-local'),
    log: options.log ?? (() => {}),
  })
  try {
    const prettier = (await resolveConfig(join(REPO_ROOT, 'src', 'lib', 'x.ts'))) ?? {}
    const render = (source: string) => format(source, { ...prettier, parser: 'typescript' })
    const types = await render(await generateDatabaseTypes(db))
    const values = await render(await generateCheckValues(db))
    const files = new Map<string, string>()
    for (const path of GENERATED_PATHS.types) files.set(path, types)
    for (const path of GENERATED_PATHS.values) files.set(path, values)
    return files
  } finally {
    await db.close()
  }
}
