import { describe, expect, it } from 'vitest'
import { resetStandIn, sql } from '../tests/integration/stand-in.ts'
import { startHousekeeping } from './housekeeping.ts'

/** The rate-limit cleanup the migration schedules with pg_cron, and the stand-in's timer that runs it (ADR 097). */

async function attempt(ageMinutes: number, tag: string): Promise<void> {
  await sql(
    `insert into public.inquiry_attempts (ip_hash, email_hash, created_at)
     values ($1, $1, now() - make_interval(mins => $2))`,
    [tag, ageMinutes],
  )
}

const remaining = async () =>
  (
    await sql<{ ip_hash: string }>('select ip_hash from public.inquiry_attempts order by ip_hash')
  ).map((row) => row.ip_hash)

describe('rate-limit housekeeping', () => {
  it('purge_inquiry_attempts() deletes only rows older than a day, and says how many', async () => {
    await resetStandIn()
    await attempt(2, 'a-now')
    await attempt(60 * 23, 'b-yesterday-evening')
    await attempt(60 * 25, 'c-old')
    await attempt(60 * 24 * 30, 'd-older')
    const [row] = await sql<{ n: number }>('select private.purge_inquiry_attempts() as n')
    expect(row?.n).toBe(2)
    expect(await remaining()).toEqual(['a-now', 'b-yesterday-evening'])
    const [tighter] = await sql<{ n: number }>(
      "select private.purge_inquiry_attempts(interval '10 minutes') as n",
    )
    expect(tighter?.n).toBe(1)
    expect(await remaining()).toEqual(['a-now'])
  })

  it('the API roles cannot call it (it lives in the private schema, execute revoked)', async () => {
    const [row] = await sql<{ anon: boolean; authenticated: boolean; service_role: boolean }>(
      `select has_function_privilege('anon', 'private.purge_inquiry_attempts(interval)', 'execute') as anon,
              has_function_privilege('authenticated', 'private.purge_inquiry_attempts(interval)', 'execute')
                as authenticated,
              has_function_privilege('service_role', 'private.purge_inquiry_attempts(interval)', 'execute')
                as service_role`,
    )
    expect(row).toEqual({ anon: false, authenticated: false, service_role: true })
  })

  it('the stand-in timer runs the same SQL at start and on every tick', async () => {
    await resetStandIn()
    await attempt(60 * 48, 'old-1')
    const lines: string[] = []
    const housekeeping = startHousekeeping({
      query: async (query) => ({ rows: await sql<{ purged: number }>(query) }),
      intervalMs: 100,
      log: (line) => lines.push(line),
    })
    try {
      await expect.poll(remaining).toEqual([])
      await attempt(60 * 48, 'old-2')
      await attempt(1, 'fresh')
      await expect.poll(remaining).toEqual(['fresh'])
      expect(lines).toContain('housekeeping: removed 1 stale rate-limit attempts')
    } finally {
      await housekeeping.stop()
    }
  })
})
