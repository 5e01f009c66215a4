import type { TestProject } from 'vitest/node'
import { startCluster, type Cluster } from '../../supabase-local/pg-cluster.ts'
import { createDatabase, dropDatabase } from '../../supabase-local/postgres.ts'
import { startStandIn } from '../../supabase-local/server.ts'

/**
 * Boots the local Supabase stand-in once per run on a free port and hands its URL and keys to the tests through
 * `inject('standIn')`. Tests reset it between themselves (tests/integration/stand-in.ts).
 * Project `integration` runs it on embedded PGlite (in memory). Project `integration-pg` runs it on a real
 * PostgreSQL server: a fresh database on the server of DATABASE_URL, or, without DATABASE_URL, on a throwaway
 * cluster started here (supabase-local/pg-cluster.ts). The database is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const database = project.name === 'integration-pg' ? 'postgres' : 'pglite'
  let databaseUrl: string | undefined
  let cleanup = async () => {}
  if (database === 'postgres') {
    let cluster: Cluster | undefined
    const server = process.env.DATABASE_URL || (cluster = await startCluster()).url
    const name = `radici_test_${process.pid}_${Date.now().toString(36)}`
    try {
      databaseUrl = await createDatabase(server, name)
    } catch (error) {
      cluster?.stop()
      throw error
    }
    cleanup = async () => {
      try {
        await dropDatabase(server, name)
      } finally {
        cluster?.stop()
      }
    }
  }
  let standIn: Awaited<ReturnType<typeof startStandIn>>
  try {
    standIn = await startStandIn({
      port: 0,
      databaseUrl,
      // Tests run the retry job themselves (tests/integration/stand-in.ts, runRetryJob).
      retryIntervalMs: 0,
      log: process.env.STAND_IN_LOG ? (line) => console.log(`[stand-in] ${line}`) : false,
    })
  } catch (error) {
    await cleanup()
    throw error
  }
  project.provide('standIn', {
    url: standIn.url,
    anonKey: standIn.anonKey,
    serviceRoleKey: standIn.serviceRoleKey,
    database,
    publishableKey: standIn.publishableKey,
    secretKey: standIn.secretKey,
  })
  return async () => {
    await standIn.stop()
    await cleanup()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    standIn: {
      url: string
      anonKey: string
      serviceRoleKey: string
      database: 'pglite' | 'postgres'
      publishableKey: string
      secretKey: string
    }
  }
}
