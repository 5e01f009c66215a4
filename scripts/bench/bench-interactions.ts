/**
 * What a visitor's tap does, measured (docs/performance.md "Interactions", docs/decisions/073).
 *
 *   npm run bench:interactions            every public route's controls (run `npm run build` first)
 *   options: --port P (default $BENCH_PORT or 4263), --routes /a,/b (only those routes), --json file
 *
 * On the production build served by scripts/dev/serve.ts, in Chromium throttled like Lighthouse's mobile run (Slow 4G:
 * 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU 4× slower), for each control:
 * - first paint: a fresh visit, the control tapped the moment it is painted (visible in the layout, a frame
 *   drawn); honored when its effect follows, once, within 15 s (the time is from the tap to the effect, across
 *   a navigation if the control is a link);
 * - idle: the page loaded, the app running and the network quiet for a second; the time from the tap's
 *   pointerdown to the first frame that shows the effect, measured inside the page, `--idle-runs` times (3) on a
 *   fresh page each, the median kept (one sample on a shared machine is mostly its load).
 * - Event Timing: the same idle taps as the browser measures them (the Event Timing API: input delay, handlers and
 *   the next paint; what INP reports from real visitors), the median kept.
 * It exits non-zero when a control is not honored at first paint, or its idle Event Timing median is over 200 ms
 * (issue 36); the idle taps whose effect showed later than 200 ms by the bench's own figure are listed.
 * `npx tsx scripts/dev/profile-tap.ts` profiles one idle tap (a Chromium trace at 4× CPU) when a control is slow.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBenchBrowser, waitForServer } from './bench-browser.ts'
import { type Browser, type BrowserContext, type Page } from '@playwright/test'
import { freePort } from '../../supabase-local/ports.ts'
import { siteConfig } from '../../src/content/site-config.ts'
import { startGroup, stopGroup } from '../dev/processes.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
// A free port unless one is given: a benchmark never answers from, or collides with, another server.
const port = Number(option('port') ?? process.env.BENCH_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`
export const IDLE_BUDGET_MS = 200
const idleRuns = Number(option('idle-runs') ?? 3)

interface Scenario {
  route: string
  control: string
  /** Phone (375 px, touch) or desktop (1280 px, mouse). */
  phone: boolean
  /** CSS selector of the control to tap (the first visible match). */
  selector: string
  /** Done before the tap, as a visitor would (fill a field). */
  prepare?: (page: Page) => Promise<void>
  /** A function body evaluated in the page: true once the tap's effect shows. */
  effect: string
}

const dialogOrContact = `(() => !!document.querySelector('[role="dialog"]') || (location.pathname === '/contact' && !!document.querySelector('main form textarea')))()`
const menuOpen = `!!document.querySelector('#mobile-menu:popover-open')`

function routeScenarios(routes: string[]): Scenario[] {
  const list: Scenario[] = routes.map((route) => ({
    route,
    control: 'menu button (375 px)',
    phone: true,
    selector: 'button[popovertarget="mobile-menu"]',
    effect: menuOpen,
  }))
  const has = (route: string) => routes.includes(route)
  if (has('/')) {
    list.push(
      {
        route: '/',
        control: "'Start Your Journey Home' (dialog)",
        phone: false,
        selector: 'a[aria-haspopup="dialog"]:text-is("Start Your Journey Home")',
        effect: dialogOrContact,
      },
      {
        route: '/',
        control: "'Start Your Journey' (375 px)",
        phone: true,
        selector: 'a[aria-haspopup="dialog"]:text-is("Start Your Journey")',
        effect: dialogOrContact,
      },
      {
        route: '/',
        control: "'Subscribe to Our Newsletter' (to the form)",
        phone: true,
        selector: 'a[href="#newsletter"]',
        effect: `location.hash === '#newsletter' || document.activeElement?.getAttribute('name') === 'EMAIL'`,
      },
      {
        route: '/',
        control: 'footer newsletter Subscribe',
        phone: false,
        selector: '#newsletter button[type="submit"]',
        prepare: async (page) => {
          await page.locator('#newsletter input[name="EMAIL"]').fill('visitor@example.com')
          await page.locator('#newsletter input[name="LEGAL_AGREEMENT"]').check()
        },
        effect: `document.body.innerText.includes('Thank You for Subscribing')`,
      },
    )
  }
  if (has('/itineraries')) {
    list.push(
      {
        route: '/itineraries',
        control: "region filter 'Sicily'",
        phone: false,
        selector: '[role="group"] a:text-is("Sicily")',
        effect: `location.search === '?region=sicily' && document.querySelector('[role="group"] a[aria-current]')?.textContent === 'Sicily' && document.querySelector('main [role="status"]')?.textContent === 'Showing 1 itinerary'`,
      },
      {
        route: '/itineraries',
        control: "'Contact Expert' (dialog)",
        phone: false,
        selector: 'a[aria-haspopup="dialog"]:text-is("Contact Expert")',
        effect: dialogOrContact,
      },
    )
  }
  if (has('/agencies')) {
    list.push({
      route: '/agencies',
      control: "'Contact Agency' (375 px)",
      phone: true,
      selector: 'a[aria-haspopup="dialog"]:text-is("Contact Agency")',
      effect: dialogOrContact,
    })
  }
  if (has('/contact')) {
    list.push({
      route: '/contact',
      control: 'wizard: type, then Next',
      phone: true,
      selector: 'main form button[data-wizard-next]',
      // Typed as a person types (≈ 6 keys a second), not pasted in one go: the wizard loads while they type.
      prepare: async (page) => {
        await page.locator('main form textarea').first().click()
        await page.keyboard.type('Sicily, Cefalù', { delay: 160 })
      },
      effect: `!!document.querySelector('main form') && /Step 2 of 4/.test(document.querySelector('main form')?.textContent ?? '')`,
    })
  }
  if (has('/find-your-town')) {
    list.push({
      route: '/find-your-town',
      control: "town finder: type, then 'Search'",
      phone: true,
      selector: 'main form[role="search"] button[type="submit"]',
      // Before the app it is a GET form to ?town=…; after, the answer opens in place (ADR 100).
      prepare: async (page) => {
        await page.locator('#town-search').click()
        await page.keyboard.type('cefalu', { delay: 160 })
      },
      effect: `!!document.getElementById('town-result-title')`,
    })
  }
  if (has('/cookies')) {
    list.push({
      route: '/cookies',
      control: "'Save Preferences'",
      phone: false,
      selector: 'button:text-is("Save Preferences")',
      effect: `document.body.innerText.includes('Preferences saved')`,
    })
  }
  // The video's player is there only once the owners have given the video (docs/decisions/130).
  if (has('/how-it-works') && siteConfig.howItWorksVideoUrl) {
    list.push({
      route: '/how-it-works',
      control: 'video (click to load)',
      phone: false,
      selector: 'main button:has-text("Play video")',
      effect: `!!document.querySelector('main iframe[src*="autoplay"]')`,
    })
  }
  return list
}

async function newThrottledPage(
  browser: Browser,
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    phone
      ? {
          viewport: { width: 375, height: 812 },
          hasTouch: true,
          isMobile: true,
          deviceScaleFactor: 2,
        }
      : { viewport: { width: 1280, height: 900 } },
  )
  const page = await context.newPage()
  // The newsletter provider is another origin: answer its post here (counted) instead of the network.
  await page.route(/newsletter\/subscribe/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' }),
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

async function tap(page: Page, selector: string, phone: boolean) {
  const control = page.locator(selector).first()
  // A visitor scrolls to a control below the fold before tapping it.
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = await control.boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  if (phone) await page.touchscreen.tap(x, y)
  else await page.mouse.click(x, y)
}

/** Waits for `effect` across navigations; the ms from `since`, or null after 15 s. */
async function waitForEffect(page: Page, effect: string, since: number): Promise<number | null> {
  const deadline = since + 15_000
  while (Date.now() < deadline) {
    // A navigation in between destroys the page's context: that poll fails, the next one reads the new page.
    const shown = await page.evaluate(effect).catch(() => false)
    if (shown) return Date.now() - since
    await page.waitForTimeout(20)
  }
  return null
}

async function firstPaintTap(browser: Browser, scenario: Scenario) {
  const { context, page } = await newThrottledPage(browser, scenario.phone)
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && /newsletter/.test(request.url())) posts++
  })
  try {
    const started = Date.now()
    await page.goto(origin + scenario.route, { waitUntil: 'commit' })
    await page.locator(scenario.selector).first().waitFor({ state: 'visible', timeout: 20_000 })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    const paintedMs = Date.now() - started
    await scenario.prepare?.(page)
    const hydratedAtTap = await page
      .evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
      .catch(() => false)
    const tappedAt = Date.now()
    await tap(page, scenario.selector, scenario.phone)
    const effectMs = await waitForEffect(page, scenario.effect, tappedAt)
    // Once, not twice: one dialog, one newsletter post, one toast.
    await page.waitForTimeout(500)
    const dialogs = await page
      .locator('[role="dialog"]')
      .count()
      .catch(() => 0)
    // A toast's root (Radix also writes an announcement copy of its text for screen readers).
    const toasts = await page
      .locator('li[data-state="open"]', { hasText: 'Preferences saved' })
      .count()
      .catch(() => 0)
    const once = dialogs <= 1 && posts <= 1 && toasts <= 1
    if (process.env.DEBUG)
      console.log(JSON.stringify({ control: scenario.control, effectMs, dialogs, posts, toasts }))
    return { paintedMs, hydratedAtTap, effectMs, honored: effectMs !== null && once }
  } finally {
    await context.close()
  }
}

/**
 * One idle tap: from its pointerdown to the first frame showing its effect (`effectMs`, measured by the page), and
 * the browser's own measure of it (`eventMs`: the Event Timing API's longest entry of the interaction, input delay
 * + handlers + the next paint, what INP reports from real visitors; entries under 16 ms are not reported: 0).
 */
async function idleTap(
  browser: Browser,
  scenario: Scenario,
): Promise<{ effectMs: number; eventMs: number } | null> {
  const { context, page } = await newThrottledPage(browser, scenario.phone)
  try {
    await page.goto(origin + scenario.route, { waitUntil: 'load' })
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 30_000 },
    )
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await scenario.prepare?.(page)
    // A string, not a function: the bundler's helpers (keepNames) do not exist inside the page.
    await page.evaluate(`(() => {
      window.__eventMs = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__eventMs = Math.max(window.__eventMs, entry.duration)
      }).observe({ type: 'event', durationThreshold: 16 })
      addEventListener('pointerdown', (event) => { window.__tapAt ??= event.timeStamp }, { capture: true, once: true })
      const check = () => {
        if (window.__tapAt !== undefined && (${scenario.effect})) window.__effectAt = performance.now()
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })()`)
    await tap(page, scenario.selector, scenario.phone)
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const ms = await page.evaluate(
        'window.__effectAt !== undefined ? window.__effectAt - window.__tapAt : null',
      )
      if (typeof ms === 'number') {
        // Event Timing entries are delivered after the frame that ends them: a moment later.
        await page.waitForTimeout(500)
        const eventMs = Number(await page.evaluate('window.__eventMs'))
        return { effectMs: Math.round(ms), eventMs: Math.round(eventMs) }
      }
      await page.waitForTimeout(100)
    }
    return null
  } finally {
    await context.close()
  }
}

function publicRoutes(): string[] {
  const sitemap = join(root, 'dist', 'sitemap.xml')
  if (!existsSync(sitemap)) {
    console.error('bench:interactions: no build in dist/: run `npm run build` first')
    process.exit(2)
  }
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  )
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const routes = option('routes')?.split(',') ?? publicRoutes()
const server = startGroup(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts/dev/serve.ts'), '--port', String(port)],
  { cwd: root },
)
const rows: Array<{
  scenario: Scenario
  first: Awaited<ReturnType<typeof firstPaintTap>>
  idleMs: number | null
  idleSamples: Array<number | null>
  /** The Event Timing duration of the idle taps (median), the browser's own measure. */
  eventMs: number | null
}> = []
/**
 * The idle tap within the budget by the browser's own measure (Event Timing, what INP reports; issue 36). The
 * bench's own figure (tap → the frame that shows the effect) is printed beside it and listed when over 200 ms: a
 * tap that paints its press first and mounts a dialog in the next task (ADR 231) is over by it, and that is the
 * dialog's appearance, not the tap's response.
 */
const fast = (row: (typeof rows)[number]) => row.eventMs !== null && row.eventMs <= IDLE_BUDGET_MS
const effectOver = (row: (typeof rows)[number]) =>
  row.idleMs === null || row.idleMs > IDLE_BUDGET_MS
let browser: Browser | undefined
try {
  await waitForServer(origin)
  browser = await launchBenchBrowser(['--disable-gpu', '--disable-quic'])
  const scenarios = routeScenarios(routes)
  console.log(`bench:interactions: ${scenarios.length} controls, Slow 4G + 4× CPU, ${origin}\n`)
  for (const scenario of scenarios) {
    const first = await firstPaintTap(browser, scenario)
    const taps: Array<{ effectMs: number; eventMs: number } | null> = []
    for (let run = 0; run < idleRuns; run++) taps.push(await idleTap(browser, scenario))
    const samples = taps.map((sample) => sample?.effectMs ?? null)
    const events = taps.flatMap((sample) => (sample ? [sample.eventMs] : []))
    const eventMs = events.length ? median(events) : null
    const measured = samples.filter((value): value is number => value !== null)
    // A lost tap counts as the slowest sample: the median is null when most taps were lost.
    const idleMs =
      measured.length * 2 > samples.length
        ? median([...measured, ...samples.filter((value) => value === null).map(() => Infinity)])
        : null
    rows.push({
      scenario,
      first,
      idleMs: idleMs === Infinity ? null : idleMs,
      idleSamples: samples,
      eventMs,
    })
    console.log(
      `${first.honored && fast(rows.at(-1)!) ? '✓' : '✗'} ${scenario.route.padEnd(30)} ${scenario.control.padEnd(44)} painted ${String(first.paintedMs).padStart(5)} ms · first-paint tap ${first.honored ? `honored in ${first.effectMs} ms` : 'LOST'}${first.hydratedAtTap ? ' (app was ready)' : ''} · idle tap → effect ${rows.at(-1)!.idleMs ?? '—'} ms (${samples.map((value) => value ?? '—').join(', ')}) · Event Timing ${eventMs ?? '—'} ms (${events.join(', ')})`,
    )
  }
} finally {
  await browser?.close()
  stopGroup(server)
}

const header =
  '| Route | Control | Painted at | Tap at first paint | Idle tap → effect (median) | Event Timing (median) |\n|---|---|---|---|---|---|'
const table = rows
  .map(
    ({ scenario, first, idleMs, eventMs }) =>
      `| \`${scenario.route}\` | ${scenario.control} | ${first.paintedMs} ms | ${first.honored ? `honored, ${first.effectMs} ms${first.hydratedAtTap ? ' (app ready)' : ''}` : '**lost**'} | ${idleMs ?? '—'} ms | ${eventMs ?? '—'} ms |`,
  )
  .join('\n')
const idle = rows.map((row) => row.idleMs).filter((value): value is number => value !== null)
const honored = rows.filter((row) => row.first.honored).length
console.log(`\n${header}\n${table}\n`)
console.log(
  `first-paint taps honored: ${honored} of ${rows.length}; idle tap → effect median ${idle.length ? median(idle) : '—'} ms, max ${idle.length ? Math.max(...idle) : '—'} ms`,
)
const jsonFile = option('json')
if (jsonFile)
  writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), rows }, null, 2))
const slow = rows.filter((row) => !fast(row))
const lateEffects = rows.filter(effectOver)
if (lateEffects.length)
  console.log(
    `effect shown more than ${IDLE_BUDGET_MS} ms after an idle tap (the bench's own figure, not the budget): ${lateEffects.map((row) => `${row.scenario.route} ${row.scenario.control} ${row.idleMs ?? '—'} ms`).join(', ')}`,
  )
if (honored < rows.length || slow.length) {
  console.error(
    `bench:interactions: ${rows.length - honored} lost at first paint; over ${IDLE_BUDGET_MS} ms by Event Timing when idle: ${slow.map((row) => `${row.scenario.route} ${row.scenario.control}`).join(', ') || 'none'}`,
  )
  process.exit(1)
}
