/**
 * What pg_cron does on hosted Supabase, for the stand-in (which has no pg_cron): runs the same SQL the
 * migration schedules, once at start and then every `intervalMs` (docs/decisions/097-rate-limit-cleanup.md).
 */

export const HOUSEKEEPING_SQL = 'select private.purge_inquiry_attempts() as purged'

export interface Housekeeping {
  /** Runs the cleanup now; resolves with the number of rows it deleted. */
  runNow(): Promise<number>
  /** Stops the timer and waits for a run in progress (so the database can close after it). */
  stop(): Promise<void>
}

export function startHousekeeping(options: {
  query: (sql: string) => Promise<{ rows: { purged?: number }[] }>
  intervalMs?: number
  log?: (line: string) => void
}): Housekeeping {
  const intervalMs = options.intervalMs ?? 60 * 60 * 1000
  let running: Promise<number> | undefined
  const runNow = (): Promise<number> => {
    running ??= options
      .query(HOUSEKEEPING_SQL)
      .then(({ rows }) => {
        const purged = Number(rows[0]?.purged ?? 0)
        if (purged > 0) options.log?.(`housekeeping: removed ${purged} stale rate-limit attempts`)
        return purged
      })
      .catch((error: unknown) => {
        options.log?.(`housekeeping failed: ${(error as Error).message}`)
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  void runNow()
  const timer = setInterval(() => void runNow(), intervalMs)
  timer.unref()
  return {
    runNow,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
