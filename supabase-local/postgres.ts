import pg from 'pg'
import type { Db, Results, Tx } from './database.ts'

/**
 * The stand-in's database on a real PostgreSQL server (DATABASE_URL): the same Db interface as embedded PGlite,
 * over a connection pool. Queries outside a transaction take any pooled connection; a transaction holds one
 * connection from BEGIN to COMMIT, so `set local` settings (role, JWT claims) stay with it.
 */

// PGlite returns int8 as a JavaScript number; do the same here so both modes hand the stand-in equal rows.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

type Client = pg.Pool | pg.PoolClient

function queryable(client: Client): Tx {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
      const result = await client.query(sql, params)
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 }
    },
    async exec(sql: string): Promise<unknown> {
      return client.query(sql)
    },
  }
}

export interface PostgresDb extends Db {
  pool: pg.Pool
}

export function connectPostgres(url: string, max = 20): PostgresDb {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'supabase-stand-in' })
  // An idle connection that the server drops (restart, timeout) must not crash the process.
  pool.on('error', (error) =>
    console.error('[stand-in] idle PostgreSQL connection failed:', error.message),
  )
  const direct = queryable(pool)
  return {
    pool,
    query: direct.query,
    exec: direct.exec,
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      let broken = false
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        try {
          await client.query('rollback')
        } catch {
          broken = true
        }
        throw error
      } finally {
        client.release(broken)
      }
    },
    async close() {
      await pool.end()
    },
  }
}

/** Creates a database on the server of `adminUrl` (any database of it) and returns the new database's URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.href
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
  } finally {
    await client.end()
  }
}
