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
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } }
}

export interface ThreadTimeTbt {
  /** The sum, in ms, of each task's simulated length past 50 ms. */
  tbtMs: number
  /** The simulated length (ms) of each task that counted, longest first. */
  longTasksMs: number[]
  /** The same tasks, each with what ran in it (its largest parts at 4×), so a failing run can be read. */
  longTasks: string[]
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
  const onMain = traceEvents.filter(
    (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid,
  )
  const simulated = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) / 1000) * cpuSlowdown
  const long = onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= fcp.ts)
    .map((task) => ({ task, ms: simulated(task) }))
    .filter(({ ms }) => ms > BLOCKING_THRESHOLD_MS)
    .sort((a, b) => b.ms - a.ms)
  return {
    tbtMs: long.reduce((total, { ms }) => total + ms - BLOCKING_THRESHOLD_MS, 0),
    longTasksMs: long.map(({ ms }) => ms),
    longTasks: long.map(({ task, ms }) => `${Math.round(ms)} ms (${partsOf(task, onMain, simulated)})`),
  }
}

/** A long task's largest direct parts, by simulated thread time: `FunctionCall index-x.js 60, UpdateLayoutTree 20`. */
function partsOf(
  task: TraceEvent,
  onMain: TraceEvent[],
  simulated: (event: TraceEvent) => number,
): string {
  const end = task.ts + (task.dur ?? 0)
  const inside = onMain
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const parts = new Map<string, number>()
  let coveredTo = task.ts
  for (const event of inside) {
    if (event.ts < coveredTo) continue // nested in a part already counted
    coveredTo = event.ts + (event.dur ?? 0)
    // The script it ran, from the part itself or the first event within it that names one (a FunctionCall
    // inside v8.callFunction, a compile inside a module's evaluation).
    const named = [event, ...inside].find(
      (candidate) =>
        candidate.ts >= event.ts &&
        candidate.ts <= coveredTo &&
        (candidate.args?.data?.url || candidate.args?.data?.functionName),
    )
    const data = named?.args?.data ?? event.args?.data
    const source = data?.url?.split('/').pop() || data?.functionName || data?.type
    const label = source ? `${event.name} ${source}` : event.name
    parts.set(label, (parts.get(label) ?? 0) + simulated(event))
  }
  const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4)
  return largest.length
    ? largest.map(([label, ms]) => `${label} ${Math.round(ms)}`).join(', ')
    : 'no parts traced'
}
