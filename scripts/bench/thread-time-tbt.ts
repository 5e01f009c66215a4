/**
 * Total Blocking Time from thread time: Lighthouse's formula (every main-thread task after First Contentful Paint
 * counts its length past 50 ms, at the simulated 4× slower CPU) applied to the CPU time each task used, not to
 * its wall-clock length (docs/decisions/205-blocking-time-from-thread-time.md).
 *
 * On a shared 2-core machine a task's wall-clock length includes the time the renderer waited for a core: the
 * same build measured 43–1886 ms of Lighthouse TBT on `/` within an hour. Thread time is what the page's own
 * work costs, so it is what the quick guard can hold at 50 ms without measuring the machine instead.
 */

/** The trace event fields this reads (Chrome's JSON trace format; `tdur` is the thread time in µs). */
export interface TraceEvent {
  name: string
  ph?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

export interface ThreadTimeTbt {
  /** The sum, in ms, of each task's simulated length past 50 ms. */
  tbtMs: number
  /** The simulated length (ms) of each task that counted, longest first. */
  longTasksMs: number[]
}

const BLOCKING_THRESHOLD_MS = 50

/**
 * The page's main thread is the renderer main thread with the most events (a trace also holds the blank page
 * Lighthouse starts from); the window starts at that renderer's first contentful paint and ends with the trace,
 * which Lighthouse stops once the page is quiet (so it is at least as long as Lighthouse's FCP-to-TTI window).
 */
export function threadTimeTbt(traceEvents: TraceEvent[], cpuSlowdown = 4): ThreadTimeTbt {
  const mains = traceEvents.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const counts = new Map<string, number>()
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const main = mains.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0]
  if (!main) throw new Error('the trace has no renderer main thread')
  const fcp = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  )
  if (!fcp) throw new Error('the trace has no first contentful paint')
  const longTasksMs = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ts >= fcp.ts,
    )
    .map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * cpuSlowdown)
    .filter((length) => length > BLOCKING_THRESHOLD_MS)
    .sort((a, b) => b - a)
  return {
    tbtMs: longTasksMs.reduce((total, length) => total + length - BLOCKING_THRESHOLD_MS, 0),
    longTasksMs,
  }
}
