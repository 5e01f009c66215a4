/**
 * Profiles one idle tap of `bench:interactions` (docs/performance.md "Interactions"): the same throttling (Slow 4G,
 * 4× CPU) and the same idle page, with a Chromium trace and a CPU profile from the tap's pointerdown to the first
 * frame that shows its effect. Prints the main thread's tasks in that window (what each one ran: event, timer,
 * animation frame, module evaluation, style, layout) and the functions that took the most time, by source file
 * when the build has source maps (`npx vite build --sourcemap`, then the SSR build and the prerender).
 *
 *   npx tsx scripts/dev/profile-tap.ts --scenario home-dialog|home-dialog-phone|wizard-next|itineraries-dialog|agencies-dialog|finder-search [--port P] [--runs N]
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchBenchBrowser, waitForServer } from '../bench/bench-browser'
import { freePort } from '../../supabase-local/ports.ts'
import { startGroup, stopGroup } from './processes.ts'
import { sourceMapper, startTrace, type ProfileNode } from './trace-tools.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('port') ?? process.env.PREVIEW_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`
const runs = Number(option('runs') ?? 1)

const dialogShown = `!!document.querySelector('[role="dialog"]')`
const scenarios: Record<
  string,
  {
    route: string
    selector: string
    phone: boolean
    effect: string
    prepare?: (page: Page) => Promise<void>
  }
> = {
  'itineraries-dialog': {
    route: '/itineraries',
    selector: 'a[aria-haspopup="dialog"]:text-is("Contact Expert")',
    phone: false,
    effect: dialogShown,
  },
  'home-dialog': {
    route: '/',
    selector: 'a[aria-haspopup="dialog"]:text-is("Start Your Journey Home")',
    phone: false,
    effect: dialogShown,
  },
  'home-dialog-phone': {
    route: '/',
    selector: 'a[aria-haspopup="dialog"]:text-is("Start Your Journey")',
    phone: true,
    effect: dialogShown,
  },
  'agencies-dialog': {
    route: '/agencies',
    selector: 'a[aria-haspopup="dialog"]:text-is("Contact Agency")',
    phone: true,
    effect: dialogShown,
  },
  'wizard-next': {
    route: '/contact',
    selector: 'main form button[data-wizard-next]',
    phone: true,
    effect: `/Step 2 of 4/.test(document.querySelector('main form')?.textContent ?? '')`,
    prepare: async (page) => {
      await page.locator('main form textarea').first().click()
      await page.keyboard.type('Sicily, Cefalù', { delay: 160 })
    },
  },
  'finder-search': {
    route: '/find-your-town',
    selector: 'main form[role="search"] button[type="submit"]',
    phone: true,
    effect: `!!document.getElementById('town-result-title')`,
    prepare: async (page) => {
      await page.locator('#town-search').click()
      await page.keyboard.type('cefalu', { delay: 160 })
    },
  },
}
const scenario = scenarios[option('scenario') ?? 'itineraries-dialog']
if (!scenario) throw new Error(`--scenario: one of ${Object.keys(scenarios).join(', ')}`)

const original = sourceMapper(origin, join(root, 'dist'))

const short = (url: unknown) =>
  String(url ?? '')
    .replace(origin, '')
    .replace(/^\/assets\//, '')

async function profileOnce(): Promise<void> {
  const browser = await launchBenchBrowser(['--disable-gpu', '--disable-quic'])
  try {
    const context = await browser.newContext(
      scenario.phone
        ? {
            viewport: { width: 375, height: 812 },
            hasTouch: true,
            isMobile: true,
            deviceScaleFactor: 2,
          }
        : { viewport: { width: 1280, height: 900 } },
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + scenario.route, { waitUntil: 'load' })
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      {
        timeout: 30_000,
      },
    )
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await scenario.prepare?.(page)
    if (option('before')) await page.evaluate(option('before')!)
    await page.evaluate(`(() => {
      window.__eventTiming = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__eventTiming.push({ name: entry.name, start: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd })
      }).observe({ type: 'event', durationThreshold: 16, buffered: false })
      addEventListener('pointerdown', (event) => { if (window.__tapAt === undefined) { window.__tapAt = event.timeStamp; performance.mark('tap', { startTime: event.timeStamp }) } }, { capture: true })
      const check = () => {
        if (window.__tapAt !== undefined && (${scenario.effect})) { window.__effectAt = performance.now(); performance.mark('effect') }
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })()`)

    const endTrace = await startTrace(cdp, [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'blink',
      'disabled-by-default-devtools.timeline.invalidationTracking',
    ])
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')

    const control = page.locator(scenario.selector).first()
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const box = (await control.boundingBox())!
    if (scenario.phone) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    // Polled from outside: a string predicate would be an eval, which the page's CSP refuses.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(50))
      if (await page.evaluate('window.__effectAt !== undefined')) break
    await page.waitForTimeout(800)
    const timing = (await page.evaluate('window.__eventTiming')) as Array<{
      name: string
      start: number
      duration: number
      processingStart: number
      processingEnd: number
    }>
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }
    }
    const events = await endTrace()
    const measured = Math.round(Number(await page.evaluate('window.__effectAt - window.__tapAt')))

    const mark = (name: string) =>
      events.find((event) => event.name === name && event.cat.includes('user_timing'))
    const tapMark = mark('tap')
    const effectMark = mark('effect')
    if (!tapMark || !effectMark) throw new Error('the trace has no tap/effect marks')
    const from = tapMark.ts
    // The window ends at the effect or at the last Event Timing entry's paint, whichever is later.
    const tapAtMs = Number(await page.evaluate('window.__tapAt'))
    const lastPaint = Math.max(0, ...timing.map((entry) => entry.start + entry.duration - tapAtMs))
    const to = Math.max(effectMark.ts, from + lastPaint * 1000)
    console.log(
      `\n${option('scenario') ?? 'itineraries-dialog'}: tap → effect ${measured} ms (trace ${Math.round((to - from) / 1000)} ms)`,
    )

    const tapAt = tapAtMs
    for (const entry of timing)
      console.log(
        `  Event Timing ${entry.name}: ${Math.round(entry.duration)} ms (starts +${Math.round(entry.start - tapAt)}, input delay ${Math.round(entry.processingStart - entry.start)}, handlers ${Math.round(entry.processingEnd - entry.processingStart)}, to the paint ${Math.round(entry.start + entry.duration - entry.processingEnd)})`,
      )
    const main = events.find(
      (event) =>
        event.ph === 'M' &&
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        event.pid === tapMark.pid,
    )!
    const onMain = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
    )
    const tasks = onMain.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ts + (event.dur ?? 0) >= from &&
        event.ts <= to + 300_000 &&
        (event.dur ?? 0) >= 3000,
    )
    const interesting =
      /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.evaluateModule|EvaluateScript|UpdateLayoutTree|Layout|Paint|PrePaint|ParseAuthorStyleSheet|HitTest|V8\.GC.*|MajorGC|MinorGC|ScheduleStyleRecalculation|ProfileCall|v8\.compile.*|CompileScript|v8\.produceModuleCache)$/
    for (const task of tasks) {
      const inside = onMain
        .filter(
          (event) =>
            event !== task &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= task.ts + task.dur! &&
            (event.dur ?? 0) >= 1000 &&
            interesting.test(event.name),
        )
        .map((event) => {
          const data = event.args?.data ?? {}
          const elements = (event.args as { elementCount?: number } | undefined)?.elementCount
          const detail =
            data.type ??
            (elements !== undefined ? `${elements} elements` : undefined) ??
            (data.url
              ? `${short(data.url)}${data.functionName ? ` ${String(data.functionName)}` : ''}`
              : '')
          return `${event.name}${detail ? ` (${String(detail)})` : ''} ${(event.dur! / 1000).toFixed(1)}${event.tdur ? `/${(event.tdur / 1000).toFixed(1)}` : ''}`
        })
      console.log(
        `  ${task.ts > to ? 'after the effect: ' : ''}task at +${Math.round((task.ts - from) / 1000)} ms, ${(task.dur! / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)}): ${inside.slice(0, 40).join('; ') || '(no named work)'}`,
      )
    }

    // What made the browser restyle (invalidation tracking): reasons and selectors, most frequent first.
    const reasons = new Map<string, number>()
    for (const event of events) {
      if (!/InvalidationTracking$/.test(event.name) || event.ts < from || event.ts > to) continue
      const data = (event.args?.data ?? {}) as Record<string, unknown>
      const selectors = Array.isArray(data.selectors)
        ? (data.selectors as Array<{ selector?: string }>).map((item) => item.selector).join(' ')
        : ''
      const node = String(data.nodeName ?? '').slice(0, 50)
      const key =
        `${event.name.replace('InvalidationTracking', '')} on ${node}: ${String(data.reason ?? data.changedAttribute ?? data.changedClass ?? data.changedId ?? data.changedPseudo ?? data.invalidationSet ?? '')} ${String(data.changedAttribute ?? '')} ${selectors}`.slice(
          0,
          200,
        )
      reasons.set(key, (reasons.get(key) ?? 0) + 1)
    }
    if (reasons.size)
      console.log(
        `  restyles by reason (count):\n${[...reasons]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([reason, count]) => `    ${String(count).padStart(5)}  ${reason}`)
          .join('\n')}`,
      )

    // Self time per function (and per source file) in the window, from the CPU profile.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const self = new Map<number, number>()
    let time = profile.startTime
    for (let index = 0; index < profile.samples.length; index++) {
      time += profile.timeDeltas[index]
      if (time < from || time > to) continue
      const id = profile.samples[index]
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0))
    }
    const byFunction = new Map<string, number>()
    const byFile = new Map<string, number>()
    for (const [id, micros] of self) {
      const frame = byId.get(id)!.callFrame
      const mapped = frame.url
        ? original(frame.url, frame.lineNumber, frame.columnNumber)
        : undefined
      const file = mapped?.source ?? (short(frame.url) || `(${frame.functionName || 'program'})`)
      const fn = `${mapped?.name || frame.functionName || '(anonymous)'} ${file}`
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros)
      byFile.set(file, (byFile.get(file) ?? 0) + micros)
    }
    // Inclusive time of the app's and libraries' own functions (components, hooks, effects), React's internals aside.
    const parent = new Map<number, number>()
    for (const node of profile.nodes as Array<ProfileNode & { children?: number[] }>)
      for (const child of node.children ?? []) parent.set(child, node.id)
    const inclusive = new Map<string, number>()
    for (const [id, micros] of self) {
      const seen = new Set<string>()
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = byId.get(node)!.callFrame
        const mapped = frame.url
          ? original(frame.url, frame.lineNumber, frame.columnNumber)
          : undefined
        if (!mapped || /react-dom|scheduler|react\/cjs/.test(mapped.source)) continue
        const name = `${mapped.name || frame.functionName || '(anonymous)'} ${mapped.source}`
        if (seen.has(name)) continue
        seen.add(name)
        inclusive.set(name, (inclusive.get(name) ?? 0) + micros)
      }
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, micros]) => `    ${(micros / 1000).toFixed(1).padStart(6)} ms  ${name}`)
        .join('\n')
    console.log(`  self time by source file (CPU profile, tap → effect):\n${top(byFile, 12)}`)
    console.log(`  self time by function:\n${top(byFunction, 12)}`)
    console.log(
      `  inclusive time of the app's and libraries' functions (React's internals aside):\n${top(inclusive, 25)}`,
    )
    await context.close()
  } finally {
    await browser.close()
  }
}

const server = startGroup(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts/dev/serve.ts'), '--port', String(port)],
  { cwd: root },
)
try {
  await waitForServer(origin)
  for (let run = 0; run < runs; run++) await profileOnce()
} finally {
  stopGroup(server)
}
