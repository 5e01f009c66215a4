/**
 * Profiles a public page's load as Lighthouse measures it for Total Blocking Time (docs/performance.md, "Total
 * Blocking Time as thread time"): the production build served as the host does, an unthrottled CPU (Lighthouse
 * simulates its 4× phone CPU by multiplying what it measured), and a trace with a CPU profile. Prints each main-thread
 * task after first contentful paint whose thread time × 4 exceeds 40 ms, with what ran in it and the functions that
 * took the most time in it (named by source file when the build has source maps: `npx vite build --sourcemap`, then
 * the SSR build and the prerender).
 *
 *   npx tsx scripts/dev/profile-load.ts --route / [--runs N] [--port P]
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBenchBrowser, serveBuild, waitForServer } from '../bench/bench-browser'
import { freePort } from '../../supabase-local/ports.ts'
import { stopGroup } from './processes.ts'
import { sourceMapper, startTrace, type ProfileNode } from './trace-tools.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('port') ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`
const route = option('route') ?? '/'
const runs = Number(option('runs') ?? 3)
const dir = option('dir') // another build (an A/B copy of dist/); dist/ by default

const original = sourceMapper(origin, dir ?? join(root, 'dist'))
function named(frame: ProfileNode['callFrame']): string {
  const url = frame.url ?? ''
  const mapped = url ? original(url, frame.lineNumber, frame.columnNumber) : undefined
  const source =
    mapped?.source.replace(/^node_modules\//, '') ?? (url.replace(origin, '') || '(native)')
  return `${mapped?.name || frame.functionName || '(anonymous)'} ${source}`
}

async function profileOnce(run: number): Promise<void> {
  const browser = await launchBenchBrowser(['--disable-gpu', '--disable-quic'])
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    })
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    const cdp = await context.newCDPSession(page)
    const endTrace = await startTrace(cdp, [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
    ])
    await page.goto(`${origin}${route}`, { waitUntil: 'load' })
    // A fixed wait, not a polled condition: Playwright's polling would run its own script in the page's trace.
    await page.waitForTimeout(4000)
    const events = await endTrace()

    const fcp = events.find((event) => event.name === 'firstContentfulPaint')
    if (!fcp) throw new Error('no first contentful paint in the trace')
    const main = events.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        event.pid === fcp.pid,
    )!
    const onMain = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
    )
    // The CPU profile of the page's thread: its nodes and samples arrive in chunks.
    const nodes = new Map<number, ProfileNode>()
    const samples: Array<{ ts: number; node: number }> = []
    const profileIds = new Set(
      events
        .filter(
          (event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid,
        )
        .map((event) => event.id),
    )
    let clock = 0
    for (const event of events.filter(
      (candidate) => candidate.name === 'Profile' || candidate.name === 'ProfileChunk',
    )) {
      if (!profileIds.has(event.id)) continue
      const data = event.args?.data as
        | {
            startTime?: number
            cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
            timeDeltas?: number[]
          }
        | undefined
      if (data?.startTime !== undefined) clock = data.startTime
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const deltas = data?.timeDeltas ?? []
      ;(data?.cpuProfile?.samples ?? []).forEach((node, index) => {
        clock += deltas[index] ?? 0
        samples.push({ ts: clock, node })
      })
    }
    console.log(`\nrun ${run + 1}: ${route}, tasks after first contentful paint over 40 ms at 4×`)
    const restyles = onMain.filter(
      (event) => event.name === 'UpdateLayoutTree' && (event.args?.elementCount ?? 0) >= 50,
    )
    console.log(
      `  restyles of 50 elements or more: ${restyles.map((event) => `${event.args?.elementCount} elements ${((event.tdur ?? 0) / 1000).toFixed(1)} ms`).join('; ') || 'none'}`,
    )
    const long = onMain.filter(
      (event) => event.name === 'RunTask' && event.ts >= fcp.ts && (event.tdur ?? 0) * 4 > 40_000,
    )
    for (const task of long) {
      const end = task.ts + (task.dur ?? 0)
      const inside = onMain
        .filter(
          (event) =>
            event !== task &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= end &&
            (event.tdur ?? event.dur ?? 0) >= 1000 &&
            /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.evaluateModule|UpdateLayoutTree|Layout|Paint|ParseAuthorStyleSheet|MajorGC|MinorGC|V8\.GC.*)$/.test(
              event.name,
            ),
        )
        .map(
          (event) =>
            `${event.name}${event.args?.elementCount !== undefined ? ` (${event.args.elementCount} elements)` : ''} ${((event.tdur ?? event.dur ?? 0) / 1000).toFixed(1)}`,
        )
      console.log(
        `  +${Math.round((task.ts - fcp.ts) / 1000)} ms after FCP: ${((task.tdur ?? 0) / 250).toFixed(0)} ms at 4× (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)}): ${inside.slice(0, 12).join('; ')}`,
      )
      // Inclusive time per function within the task (each function counted once per sample).
      const inclusive = new Map<string, number>()
      const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end)
      for (let index = 0; index < within.length; index++) {
        const weight = (within[index + 1]?.ts ?? end) - within[index].ts
        const seen = new Set<string>()
        for (let id: number | undefined = within[index].node; id !== undefined;) {
          const node = nodes.get(id)
          if (!node) break
          const label = named(node.callFrame)
          if (!seen.has(label)) {
            seen.add(label)
            inclusive.set(label, (inclusive.get(label) ?? 0) + weight)
          }
          id = node.parent
        }
      }
      const top = [...inclusive]
        .filter(([label]) => !/^\(/.test(label))
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(option('top') ?? 25))
      for (const [label, micros] of top)
        console.log(`      ${(micros / 1000).toFixed(1).padStart(6)} ms  ${label}`)
    }
  } finally {
    await browser.close()
  }
}

const server = serveBuild(port, dir)
try {
  await waitForServer(origin)
  for (let run = 0; run < runs; run++) await profileOnce(run)
} finally {
  stopGroup(server)
}
