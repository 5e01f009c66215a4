import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { connectPostgres } from './postgres.ts'

export interface Results<T> {
  rows: T[]
  affectedRows?: number
}

/** What the stand-in needs of a database: embedded PGlite and a pooled real PostgreSQL both provide it. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>
  exec(sql: string): Promise<unknown>
}

export interface Db extends Tx {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * Contrib extensions the migrations create, loaded into PGlite (which ships them as separate modules): btree_gist
 * for the calls' exclusion constraint (docs/decisions/160).
 */
const extensions = { btree_gist }

const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/

export interface BootOptions {
  /** Folder for a persistent database; in memory when undefined. Ignored with `databaseUrl`. */
  dataDir?: string
  /**
   * A real PostgreSQL database (postgresql://…) instead of embedded PGlite: the same bootstrap, migrations and
   * seed run against it. It is "fresh" (seeded) when no migration has been recorded in it yet.
   */
  databaseUrl?: string
  supabaseDir: string
  /** Extra SQL files applied after seed.sql on a fresh database (the dev stack's demo inquiries). */
  extraSeedFiles?: string[]
  /**
   * Fresh databases start from a cached image of the migrated and seeded database when one exists for
   * exactly these SQL files (initdb + migrations take 3-60 s on a busy 2-core machine; loading takes ~1 s).
   */
  cacheDir?: string
  log: (line: string) => void
}

export interface BootResult {
  db: Db
  bootMs: number
  migrateMs: number
  fresh: boolean
  applied: string[]
  /** Started from the cached image instead of initdb + migrations. */
  fromImage: boolean
}

/** Boots PGlite, creates Supabase's roles and auth schema, applies new migrations, and seeds a fresh database. */
export async function bootDatabase(options: BootOptions): Promise<BootResult> {
  const started = performance.now()
  const bootstrap = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8')
  const migrationsDir = join(options.supabaseDir, 'migrations')
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((file) => MIGRATION_FILE.test(file))
        .sort()
    : []
  const seed = join(options.supabaseDir, 'seed.sql')
  const extras = (options.extraSeedFiles ?? []).filter((file) => existsSync(file))

  if (options.databaseUrl)
    return bootPostgres(options, bootstrap, migrationsDir, files, seed, extras)

  let fresh = true
  if (options.dataDir) {
    fresh = !existsSync(join(options.dataDir, 'PG_VERSION'))
    mkdirSync(options.dataDir, { recursive: true })
  }

  // The image of a migrated and seeded database, keyed by every SQL file that built it.
  let cacheFile: string | undefined
  if (options.cacheDir && fresh) {
    const hash = createHash('sha256')
    const pglitePackage = new URL(
      '../node_modules/@electric-sql/pglite/package.json',
      import.meta.url,
    )
    if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage))
    hash.update(bootstrap)
    for (const file of files) hash.update(file).update(readFileSync(join(migrationsDir, file)))
    if (existsSync(seed)) hash.update(readFileSync(seed))
    cacheFile = join(options.cacheDir, `${hash.digest('hex').slice(0, 24)}.tar`)
  }

  let pglite: PGlite | undefined
  if (cacheFile && existsSync(cacheFile)) {
    try {
      pglite = await PGlite.create(options.dataDir, {
        loadDataDir: new Blob([readFileSync(cacheFile)]),
        extensions,
      })
    } catch (error) {
      options.log(`ignoring the cached database image ${cacheFile}: ${(error as Error).message}`)
      rmSync(cacheFile, { force: true })
    }
  }
  const fromImage = pglite !== undefined
  pglite ??= await PGlite.create(options.dataDir, { extensions })
  const db: Db = pglite
  const bootMs = performance.now() - started

  const migrateStarted = performance.now()
  let applied: string[] = []
  if (!fromImage) {
    applied = await migrate(db, bootstrap, migrationsDir, files)
    if (fresh && existsSync(seed)) await runSqlFile(db, seed)
    if (cacheFile) {
      try {
        const image = await pglite.dumpDataDir('none')
        mkdirSync(dirname(cacheFile), { recursive: true })
        const temporary = `${cacheFile}.${process.pid}.tmp`
        writeFileSync(temporary, new Uint8Array(await image.arrayBuffer()))
        renameSync(temporary, cacheFile)
      } catch (error) {
        options.log(`could not cache the database image: ${(error as Error).message}`)
      }
    }
  }
  if (fresh) for (const file of extras) await runSqlFile(db, file)
  return { db, bootMs, migrateMs: performance.now() - migrateStarted, fresh, applied, fromImage }
}

/**
 * Supabase's roles and auth schema, then every migration not yet recorded, each in its own transaction. Each
 * migration's text is recorded with it (in `statements`, as the CLI records a migration's statements), so that a
 * file edited after it was applied is named at start instead of being skipped without a word.
 */
async function migrate(
  db: Db,
  bootstrap: string,
  migrationsDir: string,
  files: string[],
): Promise<string[]> {
  await db.exec(bootstrap)
  const done = new Map(
    (
      await db.query<{ version: string; statements: string[] | null }>(
        'select version, statements from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => [row.version, row.statements]),
  )
  const applied: string[] = []
  const changed: string[] = []
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray
    const sql = readFileSync(join(migrationsDir, file), 'utf8')
    if (done.has(version as string)) {
      const recorded = done.get(version as string)
      if (recorded == null)
        await db.query(
          'update supabase_migrations.schema_migrations set statements = $2 where version = $1',
          [version, [sql]],
        )
      else if (recorded.join('\n') !== sql) changed.push(file)
      continue
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        )
      })
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error })
    }
    applied.push(file)
  }
  // Printed even by a quiet stand-in: it explains behaviour that would otherwise look like a bug.
  if (changed.length)
    console.warn(
      `[stand-in] warning: ${changed.join(', ')} changed after ${changed.length > 1 ? 'they were' : 'it was'} applied to this database, which still has the old version; start afresh with \`npm run db:reset\` (deletes the local data, like \`supabase db reset\`)`,
    )
  return applied
}

async function bootPostgres(
  options: BootOptions,
  bootstrap: string,
  migrationsDir: string,
  files: string[],
  seed: string,
  extras: string[],
): Promise<BootResult> {
  const started = performance.now()
  const db = connectPostgres(options.databaseUrl as string)
  try {
    const { rows } = await db.query<{ known: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as known`,
    )
    const fresh =
      !rows[0]?.known ||
      (await db.query('select 1 from supabase_migrations.schema_migrations limit 1')).rows
        .length === 0
    const bootMs = performance.now() - started
    const migrateStarted = performance.now()
    const applied = await migrate(db, bootstrap, migrationsDir, files)
    if (fresh && existsSync(seed)) await runSqlFile(db, seed)
    if (fresh) for (const file of extras) await runSqlFile(db, file)
    return {
      db,
      bootMs,
      migrateMs: performance.now() - migrateStarted,
      fresh,
      applied,
      fromImage: false,
    }
  } catch (error) {
    await db.close()
    throw error
  }
}

async function runSqlFile(db: Db, file: string): Promise<void> {
  try {
    await db.exec(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`Seed ${file} failed: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * Reference data written only by migrations and granted to no role for writing: left as it is by a reset (public.comuni's
 * ≈ 7,900 rows would otherwise be copied back before every test). ADR 100.
 */
const REFERENCE_TABLES = new Set(['public.comuni'])

/** Tables whose rows are reset between tests: every table of public and auth but the reference data. */
async function userTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'auth', 'storage') and c.relkind in ('r', 'p')
      order by 1`,
  )
  return rows.map((row) => row.name).filter((name) => !REFERENCE_TABLES.has(name))
}

/**
 * Remembers the rows that exist right after boot (seed data, rows inserted by migrations), so that `reset()`
 * can bring the database back to that state: truncate every table, then restore the remembered rows.
 */
export async function snapshotForReset(db: Db): Promise<() => Promise<void>> {
  const tables = await userTables(db)
  await db.exec('drop schema if exists stand_in_snapshot cascade; create schema stand_in_snapshot;')
  const kept: { table: string; copy: string }[] = []
  for (const [index, table] of tables.entries()) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
    if ((rows[0]?.n ?? 0) === 0) continue
    const copy = `stand_in_snapshot.t${index}`
    await db.exec(`create table ${copy} as select * from ${table}`)
    kept.push({ table, copy })
  }
  return async () => {
    const current = await userTables(db)
    await db.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`)
      if (current.length > 0)
        await tx.exec(`truncate ${current.join(', ')} restart identity cascade`)
      for (const { table, copy } of kept) {
        const { rows } = await tx.query<{ cols: string }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as cols
             from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [table],
        )
        const cols = rows[0]?.cols
        if (cols) await tx.exec(`insert into ${table} (${cols}) select ${cols} from ${copy}`)
      }
    })
  }
}
