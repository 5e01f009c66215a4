/**
 * The town finder, measured (docs/performance.md "Town finder", docs/decisions/100).
 *
 *   npm run bench:town-finder             on the production build (run `npm run build` first)
 *   options: --port P (default $BENCH_PORT or 4264), --runs N (default 3), --json file
 *
 * On the build served by scripts/dev/serve.ts, in Chromium throttled like Lighthouse's mobile run (Slow 4G: 150 ms
 * RTT, 1.6 Mbps down; CPU 4× slower), /find-your-town at 375 px:
 * - the comuni index: its size (the file, gzip -9 and as served), whether anything requested it before the field
 *   was focused, and from the focus how long until its download starts and until it is ready;
 * - keystroke → suggestions: queries typed one key at a time as a person types (one key per 180 ms), each time
 *   from the key's keydown to the first frame that shows the new suggestions, measured inside the page.
 * It exits non-zero when the index was requested before the focus or the keystroke p95 is over 50 ms.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBenchBrowser, waitForServer } from './bench-browser.ts'
import { gzipSync } from 'node:zlib'
import { type Browser } from '@playwright/test'
import { freePort } from '../../supabase-local/ports.ts'
import { startGroup, stopGroup } from '../dev/processes.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
// A free port unless one is given: a benchmark never answers from, or collides with, another server.
const port = Number(option('port') ?? process.env.BENCH_PORT ?? (await freePort()))
const runs = Number(option('runs') ?? 3)
const origin = `http://127.0.0.1:${port}`
export const KEYSTROKE_BUDGET_MS = 50
const QUERIES = ['cefalu', 'sant agata di militelo', 'reggio', 'padulla', 'castelbuono']

const assets = join(root, 'dist', 'assets')
const indexFile = existsSync(assets)
  ? readdirSync(assets).find((name) => /^town-index-.*\.js$/.test(name))
  : undefined
if (!indexFile) {
  console.error('bench:town-finder: no town-index chunk in dist/assets: run `npm run build` first')
  process.exit(2)
}
const indexBytes = readFileSync(join(assets, indexFile))

interface RunResult {
  requestedBeforeFocus: boolean
  startAfterFocusMs: number
  readyAfterFocusMs: number
  transferKb: number
  keystrokes: number[]
}

async function run(browser: Browser): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  })
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
  await page.goto(`${origin}/find-your-town`)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
  // Functions, not strings: the site's CSP forbids eval.
  const before = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/town-index-[^/]+\.js$/.test(entry.name)),
  )
  const focusedAt = await page.evaluate(() => {
    document.querySelector<HTMLInputElement>('#town-search')!.focus()
    return performance.now()
  })
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/town-index-[^/]+\.js$/.test(entry.name)),
    null,
    { timeout: 30_000 },
  )
  const entry = await page.evaluate(() => {
    const found = performance
      .getEntriesByType('resource')
      .find((item) => /\/town-index-[^/]+\.js$/.test(item.name)) as PerformanceResourceTiming
    return {
      startTime: found.startTime,
      transferSize: found.transferSize,
      encodedBodySize: found.encodedBodySize,
    }
  })
  // Ready: a keystroke's suggestions arrive (the data is parsed on first use).
  await page.keyboard.type('a')
  await page.waitForSelector('[role="listbox"]:not([hidden]) [role="option"]', { timeout: 30_000 })
  const readyAt = await page.evaluate(() => performance.now())
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')

  // Keystroke → the frame that shows the new suggestions.
  await page.evaluate(() => {
    const w = window as unknown as { __keystrokes: number[] }
    w.__keystrokes = []
    let down = 0
    let waiting = false
    document.addEventListener(
      'keydown',
      () => {
        down = performance.now()
        waiting = true
      },
      true,
    )
    const list = document.querySelector('[role="listbox"]')!
    const status = list.parentElement!.querySelector('[role="status"]')!
    // A key whose suggestions change nothing on screen is not counted (the next keydown starts afresh).
    const observer = new MutationObserver(() => {
      if (!waiting) return
      waiting = false
      requestAnimationFrame(() => w.__keystrokes.push(performance.now() - down))
    })
    observer.observe(status, { childList: true, subtree: true, characterData: true })
    observer.observe(list, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })
  for (const query of QUERIES) {
    await page.fill('#town-search', '')
    for (const key of query) {
      await page.keyboard.type(key)
      await page.waitForTimeout(180)
    }
    await page.keyboard.press('Escape')
  }
  const keystrokes = await page.evaluate(
    () => (window as unknown as { __keystrokes: number[] }).__keystrokes,
  )
  await context.close()
  return {
    requestedBeforeFocus: before,
    startAfterFocusMs: entry.startTime - focusedAt,
    readyAfterFocusMs: readyAt - focusedAt,
    transferKb: (entry.transferSize || entry.encodedBodySize) / 1024,
    keystrokes,
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const server = startGroup(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts/dev/serve.ts'), '--port', String(port)],
  { cwd: root },
)
let browser: Browser | undefined
const results: RunResult[] = []
try {
  await waitForServer(origin)
  browser = await launchBenchBrowser()
  for (let index = 0; index < runs; index++) results.push(await run(browser))
} finally {
  await browser?.close()
  stopGroup(server)
}

const keystrokes = results.flatMap((result) => result.keystrokes)
const median = (values: number[]) => percentile(values, 50)
const summary = {
  indexKb: indexBytes.length / 1024,
  indexGzipKb: gzipSync(indexBytes, { level: 9 }).length / 1024,
  servedKb: median(results.map((r) => r.transferKb)),
  requestedBeforeFocus: results.some((r) => r.requestedBeforeFocus),
  startAfterFocusMs: median(results.map((r) => r.startAfterFocusMs)),
  readyAfterFocusMs: median(results.map((r) => r.readyAfterFocusMs)),
  keystrokes: keystrokes.length,
  keystrokeMedianMs: median(keystrokes),
  keystrokeP95Ms: percentile(keystrokes, 95),
  keystrokeMaxMs: Math.max(...keystrokes),
}
const f = (value: number) => value.toFixed(1)
console.log(
  [
    `bench:town-finder: ${runs} run(s), 375 px, Slow 4G, CPU 4× slower, ${origin}`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| comuni index (dist/assets/town-index-*.js) | ${f(summary.indexKb)} KB, ${f(summary.indexGzipKb)} KB gzip -9, ${f(summary.servedKb)} KB as served |`,
    `| requested before the field is used | ${summary.requestedBeforeFocus ? 'yes ✗' : 'no'} |`,
    `| download starts after the focus | ${Math.round(summary.startAfterFocusMs)} ms |`,
    `| first suggestions possible after the focus | ${Math.round(summary.readyAfterFocusMs)} ms |`,
    `| keystroke → suggestions painted (${summary.keystrokes} keys) | median ${f(summary.keystrokeMedianMs)} ms, p95 ${f(summary.keystrokeP95Ms)} ms, max ${f(summary.keystrokeMaxMs)} ms (budget ${KEYSTROKE_BUDGET_MS} ms) |`,
  ].join('\n'),
)
const jsonFile = option('json')
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ summary, results }, null, 2))
if (summary.requestedBeforeFocus || !(summary.keystrokeP95Ms <= KEYSTROKE_BUDGET_MS)) {
  console.error('bench:town-finder: budget missed')
  process.exit(1)
}
