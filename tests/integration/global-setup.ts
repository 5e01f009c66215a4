import type { TestProject } from 'vitest/node'
import { startStandIn } from '../../supabase-local/server.ts'

/**
 * Boots the local Supabase stand-in once per run on a free port (in memory) and hands its URL and keys to
 * the tests through `inject('standIn')`. Tests reset it between themselves (tests/integration/stand-in.ts).
 */
export default async function setup(project: TestProject) {
  const standIn = await startStandIn({
    port: 0,
    log: process.env.STAND_IN_LOG ? (line) => console.log(`[stand-in] ${line}`) : false,
  })
  project.provide('standIn', {
    url: standIn.url,
    anonKey: standIn.anonKey,
    serviceRoleKey: standIn.serviceRoleKey,
    publishableKey: standIn.publishableKey,
    secretKey: standIn.secretKey,
  })
  return async () => {
    await standIn.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    standIn: {
      url: string
      anonKey: string
      serviceRoleKey: string
      publishableKey: string
      secretKey: string
    }
  }
}
