/**
 * Performance budgets of every public route (docs/performance.md, docs/decisions/061-javascript-budget.md).
 *
 *   npm run bench                 every canonical URL of dist/sitemap.xml, 3 Lighthouse runs each, median
 *   npm run bench -- --quick      home, one region page and /contact, 5 runs each (part of `npm test`)
 *   options: --runs N, --port P (default $BENCH_PORT or 4262), --routes /a,/b, --dir D (another build), --json file, --traces dir (each run's trace, for DevTools), --verbose (each run's long tasks and what ran in them; the scripts loaded)
 *
 * It measures the production build (run `npm run build` first; `npm run bench` does) served by
 * scripts/dev/serve.ts with brotli/gzip, with Lighthouse 13's default mobile settings (simulated Slow 4G, 4x CPU),
 * prints a table per route and exits non-zero when a budget is missed.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from '../../supabase-local/ports.ts'
import { chromiumArgs, chromiumPath } from './bench-browser.ts'
import { threadTimeTbt, type ThreadTimeTbt, type TraceEvent } from './thread-time-tbt.ts'
import { startGroup, stopGroup } from '../dev/processes.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const dist = option('dir') ?? join(root, 'dist') // another build (an A/B copy of dist/) with --dir
const quick = args.includes('--quick')
const runs = Number(option('runs') ?? (quick ? 5 : 3))
// A free port unless one is given: a benchmark never answers from, or collides with, another server.
const port = Number(option('port') ?? process.env.BENCH_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`

/** The budgets (docs/performance.md, "Budgets"; docs/product/quality.md). */
export const budgets = {
  performance: { floor: 95, target: 100 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  // 110 since ADR 073 (controls that work before the app), 112 since ADR 206; see docs/performance.md.
  jsKbGzip: 112,
  cssKbGzip: 20,
}

/**
 * CI's regression guard (`--quick`, part of `npm test`). The deterministic budgets hold exactly (JavaScript and CSS
 * bytes, CLS, accessibility, best practices, SEO), and so does blocking time as thread time (ADR 205): at most
 * 50 ms in four of the 5 runs on `/` and `/contact`, one run over forgiven (ADR 258 after ADR 231 and 234; every
 * run is printed), and by the median on the region page (ADR 234), after one load that is not counted (ADR 234).
 * On a machine loaded by other work thread time grows too (one run in five by up to 150 ms at a load average of 10):
 * a route over is measured once more after a pause, and the better of the two stands. Lighthouse's own TBT counts
 * wall-clock time, which on a shared 2-core machine includes the time the page waited for a core (the same build:
 * 43–1886 ms on `/`); it is reported, and with the performance score it depends on, held by the full `npm run bench`
 * only. LCP keeps a floor a regression crosses.
 */
export const quickGuard = {
  lcpMs: 2000,
  threadTbtMs: budgets.tbtMs,
  /**
   * The routes held run by run (issue 36 names them: their long tasks sat around first paint and hydration). Any
   * other route measured, the region page in the quick set, is held by the median of its runs (ADR 234).
   */
  runByRunRoutes: ['/', '/contact'],
  /**
   * How many of a round's runs on those routes may go over: one. A single run over failed CI on unchanged code three
   * times (`/` 51 and 58 ms, `/contact` 56 ms, medians 15–31 ms); a regression in the page's own work moves every run
   * (ADR 258).
   */
  runsForgiven: 1,
}

/** The blocking time a route is held at: its runs' worst after the forgiven ones, or their median. */
function heldThreadTbt(route: string, s: Sample): { ms: number; measure: string } {
  if (!quickGuard.runByRunRoutes.includes(route))
    return { ms: s.threadTbtMs, measure: 'the median of the runs' }
  const ms = s.threadRunsMs[Math.min(quickGuard.runsForgiven, s.threadRunsMs.length - 1)]
  return { ms, measure: `the worst run but ${quickGuard.runsForgiven}` }
}

const chromeFlags = ['--headless=new', '--disable-gpu', '--disable-quic', ...chromiumArgs]

function fail(message: string): never {
  console.error(`\nbench: ${message}\n`)
  process.exit(2)
}

if (!existsSync(join(dist, 'sitemap.xml')))
  fail('no prerendered build in dist/: run `npm run build` first')

/** Every canonical public URL: the sitemap the build generated, as local paths. */
function publicRoutes(): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

function chooseRoutes(all: string[]): string[] {
  const explicit = option('routes')
  if (explicit) return explicit.split(',')
  if (!quick) return all
  const region = all.find((path) =>
    /^\/blog\/(?!what-is-root-tourism|italian-family-research-guide)[\w-]+$/.test(path),
  )
  return ['/', region, '/contact'].filter((path): path is string => !!path && all.includes(path))
}

/** gzip -9 size of a file the page loaded (the budget is in gzip, whatever encoding the server chose). */
const gzipSizes = new Map<string, number>()
function gzipSizeOf(url: string): number {
  const { pathname } = new URL(url)
  let size = gzipSizes.get(pathname)
  if (size === undefined) {
    const file = join(dist, pathname)
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
    gzipSizes.set(pathname, size)
  }
  return size
}

/** The prerender inlines the stylesheet: count the page's <style> blocks (gzip) with any linked stylesheet. */
function inlineCssKb(url: string): number {
  const { pathname } = new URL(url)
  const file =
    pathname === '/' ? join(dist, 'index.html') : join(dist, pathname.slice(1), 'index.html')
  if (!existsSync(file)) return 0
  const styles = [...readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('')
  return styles ? gzipSync(styles, { level: 9 }).length / 1024 : 0
}

interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** Blocking time from thread time (scripts/bench/thread-time-tbt.ts); summarized as the median of the runs. */
  threadTbtMs: number
  /** The worst run's blocking time from thread time (in a summary; a sample's own value otherwise). */
  threadWorstMs: number
  /** Every run's blocking time from thread time, the worst first (in a summary; a sample's own value otherwise). */
  threadRunsMs: number[]
  /** The tasks that counted in it: the simulated length (ms) of each and what ran in it. */
  threadLongTasks: string[]
  cls: number
  siMs: number
  /** Scripts requested until the app was ready (the `radici:app-ready` mark): the page's initial JavaScript. */
  jsKb: number
  /** Scripts requested after that, when the page was idle (code a tap will need: ADR 073). */
  idleJsKb: number
  /** Code downloaded but not run (src/boot.ts prefetches what a tap will need once the page is idle: ADR 073). */
  prefetchKb: number
  cssKb: number
  failedAudits: string[]
  scripts: string[]
}

async function measure(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr, artifacts } = result
  const traces = option('traces')
  if (traces) {
    mkdirSync(traces, { recursive: true })
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`
    writeFileSync(join(traces, name), JSON.stringify(artifacts.Trace))
  }
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: Array<{ url: string; resourceType?: string; networkRequestTime?: number }>
      }
    )?.items ?? []
  // The app marks when it is ready (src/components/app-ready-signal.tsx): scripts requested after it are code
  // evaluated when the page is idle for a later tap (ADR 073), not what the page needed to start.
  const marks =
    (lhr.audits['user-timings']?.details as { items?: Array<{ name: string; startTime: number }> })
      ?.items ?? []
  const ready =
    marks.find((mark) => mark.name === 'radici:app-ready')?.startTime ?? Number.POSITIVE_INFINITY
  const beforeReady = (request: { networkRequestTime?: number }) =>
    (request.networkRequestTime ?? 0) <= ready
  const sum = (
    type: string,
    when: (request: { networkRequestTime?: number }) => boolean = () => true,
  ) =>
    requests
      .filter(
        (request) =>
          request.resourceType === type && request.url.startsWith(origin) && when(request),
      )
      .reduce((total, request) => total + gzipSizeOf(request.url), 0) / 1024
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    ...threadTime(threadTimeTbt(artifacts.Trace.traceEvents as TraceEvent[])),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    jsKb: sum('Script', beforeReady),
    idleJsKb: sum('Script', (request) => !beforeReady(request)),
    prefetchKb:
      requests
        .filter(
          (request) =>
            request.resourceType !== 'Script' &&
            /\.js$/.test(request.url) &&
            request.url.startsWith(origin),
        )
        .reduce((total, request) => total + gzipSizeOf(request.url), 0) / 1024,
    cssKb: sum('Stylesheet') + inlineCssKb(url),
    failedAudits: [...new Set(failedAudits)],
    scripts: requests
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
      .map(
        (request) =>
          `${(gzipSizeOf(request.url) / 1024).toFixed(1).padStart(6)} KB  ${new URL(request.url).pathname}`,
      ),
  }
}

function threadTime({ tbtMs, longTasks }: ThreadTimeTbt) {
  return {
    threadTbtMs: tbtMs,
    threadWorstMs: tbtMs,
    threadRunsMs: [tbtMs],
    threadLongTasks: longTasks,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function summarize(samples: Sample[]): Sample {
  const pick = (
    key: Exclude<
      keyof Sample,
      'failedAudits' | 'scripts' | 'threadLongTasks' | 'threadWorstMs' | 'threadRunsMs'
    >,
  ) => median(samples.map((sample) => sample[key]))
  const worst = samples.reduce((a, b) => (b.threadTbtMs > a.threadTbtMs ? b : a))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    threadTbtMs: pick('threadTbtMs'),
    threadWorstMs: worst.threadTbtMs,
    threadRunsMs: samples.map((sample) => sample.threadTbtMs).sort((a, b) => b - a),
    threadLongTasks: worst.threadLongTasks,
    cls: pick('cls'),
    siMs: pick('siMs'),
    jsKb: pick('jsKb'),
    idleJsKb: pick('idleJsKb'),
    prefetchKb: pick('prefetchKb'),
    cssKb: pick('cssKb'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
    scripts: samples[0].scripts,
  }
}

function violations(route: string, s: Sample): string[] {
  const problems: string[] = []
  const lcpMs = quick ? quickGuard.lcpMs : budgets.lcpMs
  const jsKb = budgets.jsKbGzip
  if (!quick && s.performance < budgets.performance.floor)
    problems.push(`performance ${s.performance} < ${budgets.performance.floor}`)
  if (s.accessibility < budgets.accessibility) problems.push(`accessibility ${s.accessibility}`)
  if (s.bestPractices < budgets.bestPractices) problems.push(`best practices ${s.bestPractices}`)
  if (s.seo < budgets.seo) problems.push(`SEO ${s.seo}`)
  if (s.lcpMs > lcpMs) problems.push(`LCP ${Math.round(s.lcpMs)} ms > ${lcpMs}`)
  if (!quick && s.tbtMs > budgets.tbtMs)
    problems.push(`TBT ${Math.round(s.tbtMs)} ms > ${budgets.tbtMs}`)
  const held = heldThreadTbt(route, s)
  if (held.ms > quickGuard.threadTbtMs)
    problems.push(
      `TBT as thread time ${Math.round(held.ms)} ms, ${held.measure} > ${quickGuard.threadTbtMs} (runs ${s.threadRunsMs.map(Math.round).join(', ')}; the worst run's long tasks: ${s.threadLongTasks.join('; ')})`,
    )
  if (s.cls > budgets.cls) problems.push(`CLS ${s.cls.toFixed(3)} > ${budgets.cls}`)
  if (s.jsKb > jsKb) problems.push(`JS ${s.jsKb.toFixed(1)} KB > ${jsKb}`)
  if (s.cssKb > budgets.cssKbGzip)
    problems.push(`CSS ${s.cssKb.toFixed(1)} KB > ${budgets.cssKbGzip}`)
  if (problems.length && s.failedAudits.length)
    problems.push(`failing audits: ${s.failedAudits.join(', ')}`)
  return problems
}

async function waitForServer(server: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode})`)
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  fail(`the server did not answer on ${origin}`)
}

const routes = chooseRoutes(publicRoutes())

/**
 * Every public page sends its counts to the build's Supabase project once idle (count-events, ADR 170). A page is
 * measured as it runs in production, with its backend answering: when nothing listens at the build's Supabase
 * URL (read from the CSP in dist/_headers), a stand-in answers count-events with 204, as the function does;
 * without it, the refused connection is a console error. Only a local (127.0.0.1) URL is stood in for.
 */
async function standInForCounts(): Promise<Server | undefined> {
  const headers = existsSync(join(dist, '_headers'))
    ? readFileSync(join(dist, '_headers'), 'utf8')
    : ''
  const url = /connect-src 'self' (http:\/\/127\.0\.0\.1:(\d+))/.exec(headers)
  if (!url) return undefined
  const answering = await fetch(`${url[1]}/functions/v1/count-events`, { method: 'OPTIONS' }).then(
    () => true,
    () => false,
  )
  if (answering) return undefined
  const stand = createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/functions/v1/count-events') ? 204 : 404, {
      'Access-Control-Allow-Origin': '*',
    })
    response.end()
  })
  await new Promise<void>((resolve) => stand.listen(Number(url[2]), '127.0.0.1', resolve))
  return stand
}
const server = startGroup(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts/dev/serve.ts'), '--port', String(port), '--dir', dist],
  { cwd: root },
)
let chrome: chromeLauncher.LaunchedChrome | undefined
const rows: Array<{ route: string; summary: Sample; problems: string[] }> = []
const backend = await standInForCounts()
try {
  await waitForServer(server)
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  })
  console.log(
    `bench: ${routes.length} route(s) × ${runs} run(s), Lighthouse mobile defaults, ${origin}\n`,
  )
  const samplesOf = async (route: string): Promise<Sample[]> => {
    const samples: Sample[] = []
    for (let run = 0; run < runs; run++) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: retry that run.
      for (let attempt = 1; ; attempt++) {
        try {
          const sample = await measure(`${origin}${route}`, chrome!.port)
          samples.push(sample)
          if (args.includes('--verbose'))
            console.log(
              `    run ${run + 1}: TBT as thread time ${Math.round(sample.threadTbtMs)} ms${sample.threadLongTasks.length ? `: ${sample.threadLongTasks.join('; ')}` : ''}`,
            )
          break
        } catch (error) {
          if (attempt >= 3) throw error
          console.warn(`  retrying ${route}: ${(error as Error).message.slice(0, 120)}`)
        }
      }
    }
    return samples
  }
  // One load first, not counted: the first page a freshly launched browser loads also pays for the browser's own
  // start (module code compiled for the first time in its renderer), one run in ten on `/` by up to 30 ms of CPU
  // (ADR 234).
  await measure(`${origin}${routes[0]}`, chrome.port).catch(() => undefined)
  for (const route of routes) {
    let summary = summarize(await samplesOf(route))
    let problems = violations(route, summary)
    // The quick guard's timings only (never bytes, CLS or audits): a route over them is measured once more after
    // a pause, because the machine that just ran the e2e suite may still be busy.
    if (quick && problems.length > 0 && problems.every((problem) => /^(TBT|LCP) /.test(problem))) {
      console.log(`  ${route}: ${problems.join('; ')}: measuring again after a pause`)
      await new Promise((resolve) => setTimeout(resolve, 15_000))
      const again = summarize(await samplesOf(route))
      // The better of the two stands: a real regression is over in both; a busy minute in one.
      const againProblems = violations(route, again)
      if (
        againProblems.length < problems.length ||
        (againProblems.length === problems.length &&
          heldThreadTbt(route, again).ms < heldThreadTbt(route, summary).ms)
      ) {
        summary = again
        problems = againProblems
      }
    }
    rows.push({ route, summary, problems })
    console.log(
      `${problems.length ? '✗' : '✓'} ${route.padEnd(34)} perf ${summary.performance} · LCP ${Math.round(summary.lcpMs)} ms · TBT ${Math.round(summary.tbtMs)} ms (as thread time ${Math.round(summary.threadTbtMs)}, worst run ${Math.round(summary.threadWorstMs)}) · CLS ${summary.cls.toFixed(3)} · JS ${summary.jsKb.toFixed(1)} KB${problems.length ? `\n    ${problems.join('\n    ')}` : ''}`,
    )
    if (args.includes('--verbose') || problems.some((problem) => problem.startsWith('JS'))) {
      console.log(`    scripts loaded (gzip):\n    ${summary.scripts.join('\n    ')}`)
    }
  }
} finally {
  await chrome?.kill()
  stopGroup(server)
  backend?.close()
}

const header =
  '| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | TBT as thread time ms (worst run) | CLS | SI ms | JS KB gz | JS after idle KB gz | Prefetched JS KB gz | CSS KB gz |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'
const table = rows
  .map(({ route, summary: s, problems }) =>
    [
      `${problems.length ? '✗ ' : ''}\`${route}\``,
      s.performance,
      s.accessibility,
      s.bestPractices,
      s.seo,
      Math.round(s.fcpMs),
      Math.round(s.lcpMs),
      Math.round(s.tbtMs),
      `${Math.round(s.threadTbtMs)} (${Math.round(s.threadWorstMs)})`,
      s.cls.toFixed(3),
      Math.round(s.siMs),
      s.jsKb.toFixed(1),
      s.idleJsKb.toFixed(1),
      s.prefetchKb.toFixed(1),
      s.cssKb.toFixed(1),
    ].join(' | '),
  )
  .map((line) => `| ${line} |`)
  .join('\n')
console.log(`\n${header}\n${table}\n`)
const jsonFile = option('json')
if (jsonFile)
  writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2))

const failed = rows.filter((row) => row.problems.length > 0)
const below100 = rows.filter((row) => row.summary.performance < budgets.performance.target)
if (below100.length)
  console.log(`note: performance below 100 on ${below100.map((row) => row.route).join(', ')}`)
if (failed.length) {
  console.error(
    `bench: budgets missed on ${failed.length} route(s): ${failed.map((row) => row.route).join(', ')}`,
  )
  process.exit(1)
}
console.log(`bench: all ${rows.length} route(s) within budget`)
