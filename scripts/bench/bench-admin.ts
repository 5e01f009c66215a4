/**
 * Benchmark of the admin console with 10,000 active inquiries (issue 6) and 100,000 history rows (issue 13).
 * Not a test: it prints figures to copy into docs/performance.md ("Admin console").
 *
 *   npm run bench:admin            (PREVIEW_PORT, default 4251; SUPABASE_PORT, default 54371)
 *   npm run bench:admin -- --no-build [--dir other-dist]   (reuse dist/, or serve another build: A/B)
 *
 * It starts the local stand-in, builds the app against it (`npm run build`, the fallback pages included), serves
 * the build with scripts/dev/serve.ts (the hosting rules: /admin gets its own fallback, ADR 232), seeds 10,000 inquiries with the
 * service role, signs a team member in, and measures in Chromium:
 *   1. time to first card: navigation start → first inquiry card painted (session already stored), median of 5
 *      cold loads; the run fails (exit code 1) when that median is over 500 ms (issue 36);
 *   2. filter latency: typing into the search box → the list shows the filtered result (in-page timing);
 *   3. CSV: building the 10,000-row file (the app's own builder, in Node and in the page via Export CSV → download);
 *   4. lead-status filter and the 'Mine' / 'Reply overdue' toggles: change → list shows the result (in-page);
 *   5. lead-status change on a card: change event → the card shows it (optimistic) and → the server's answer
 *      (confirmed, the PATCH's responseEnd in Resource Timing);
 *   6. the inquiry page: navigation start → its history listed (a cold load with the session stored), and from
 *      a click on a card's name (in-app navigation).
 */
import type { ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import type { Browser, Page } from 'playwright-core'
import { buildInquiriesCsv } from '../../src/features/admin/leads/lib/csv.ts'
import { leadStatuses } from '../../src/features/admin/leads/lib/lead-status.ts'
import type { FormSubmission } from '../../src/features/admin/console/lib/types.ts'
import {
  ADMIN_PASSWORD,
  ensureAdmin,
  insertInquiries,
  makeInquiry,
  retireActiveInquiries,
} from '../../tests/e2e/admin-helpers.ts'
import { sql } from '../../tests/e2e/stand-in.ts'
import { startStandIn } from '../../supabase-local/server.ts'
import {
  assertPortFree,
  launchBenchBrowser,
  median,
  run,
  serveBuild,
  waitForServer,
  within,
} from './bench-browser.ts'
import { stopGroup } from '../dev/processes.ts'

const COUNT = 10_000
const FIRST_CARD_LOADS = 5
/** Issue 36: the first card within 500 ms of navigation start at 10,000 leads (median of 5 cold loads). */
const FIRST_CARD_BUDGET_MS = 500
const HISTORY_ROWS = 100_000
const LABELS = Object.fromEntries(leadStatuses.map((status) => [status.value, status.label]))
const previewPort = Number(process.env.PREVIEW_PORT ?? 4251)
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54371)
// tests/e2e/stand-in.ts reads SUPABASE_PORT when imported: the npm script sets it (default 54371).
const baseUrl = `http://127.0.0.1:${previewPort}`
const dirAt = process.argv.indexOf('--dir')
const distDir = dirAt > 0 ? process.argv[dirAt + 1] : undefined
const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' }
const REGIONS = [
  'Sicily',
  'Calabria',
  'Campania',
  'Puglia',
  'Abruzzo',
  'Marche',
  'Molise',
  'Tuscany',
  null,
]
const GENEALOGY = ['full-family-tree', 'recent-ancestors', 'need-guidance', 'no-research']

/**
 * In the page: when the first card enters the DOM (a MutationObserver installed before any script), and the frame
 * after it (requestAnimationFrame, then a task: the card has been painted).
 */
const FIRST_CARD_PROBE = `(() => {
  const seen = () => {
    if (window.__firstCardDom !== undefined || !document.querySelector('article')) return false
    window.__firstCardDom = performance.now()
    requestAnimationFrame(() => setTimeout(() => { window.__firstCardPainted = performance.now() }, 0))
    return true
  }
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})()`

/** Every request the page made, in order, its API calls shortened. */
async function requestsOf(
  page: Page,
): Promise<Array<{ name: string; start: number; end: number }>> {
  return (await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
    name: entry.name.replace(location.origin, '').replace(/^http:\\/\\/127\\.0\\.0\\.1:\\d+\\/rest\\/v1/, 'api:').replace(/select=[^\\&]*&status=eq.active&order=[^\\&]*/, '(the list)'),
    start: Math.round(entry.startTime),
    end: Math.round(entry.responseEnd),
  }))`)) as Array<{ name: string; start: number; end: number }>
}

/** What stood between navigation and a load's first card: every request, in order (docs/performance.md). */
function printRequests(
  title: string,
  requests: Array<{ name: string; start: number; end: number }>,
): void {
  console.error(`[bench:admin] ${title}:`)
  for (const entry of requests)
    console.error(
      `  ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)} ms  ${entry.name}`,
    )
}

/** Progress on stderr, so a stalled step is named. */
const step = (what: string) => console.error(`[bench:admin] ${what}`)

async function main() {
  await assertPortFree(baseUrl)
  const standIn = await startStandIn({ port: supabasePort, log: false })
  let preview: ChildProcess | undefined
  let browser: Browser | undefined
  try {
    step('building the app against the stand-in')
    if (!process.argv.includes('--no-build'))
      await run('npm', ['run', 'build', '--silent'], {
        VITE_SUPABASE_URL: `http://127.0.0.1:${supabasePort}`,
        VITE_SUPABASE_PUBLISHABLE_KEY: standIn.publishableKey,
        VITE_ADMIN_EMAILS: 'giulia@radici.example,marco@radici.example,sofia@radici.example',
      })
    preview = serveBuild(previewPort, distDir)
    await waitForServer(baseUrl)

    step('seeding')
    await ensureAdmin(ADMIN.email, ADMIN.fullName)
    await retireActiveInquiries()
    const now = Date.now()
    const rows = Array.from({ length: COUNT }, (_, index) =>
      makeInquiry({
        name: `Lead ${index} ${index % 7 === 0 ? 'Rossi' : 'Bianchi'}`,
        email: `lead${index}@example.com`,
        phone: index % 3 === 0 ? `+39 333 ${String(index).padStart(7, '0')}` : null,
        regions: REGIONS[index % REGIONS.length] ?? null,
        planning_stage: index % 2 === 0 ? 'exploring' : 'dates-set',
        genealogy_help: GENEALOGY[index % GENEALOGY.length]!,
        created_at: new Date(now - index * 9 * 60_000).toISOString(),
      }),
    )
    const seedStarted = performance.now()
    await insertInquiries(rows)
    console.log(`seeded ${COUNT} inquiries in ${Math.round(performance.now() - seedStarted)} ms`)
    // The team's workflow on them: varied lead statuses, a third owned by the benchmark's admin (each change is
    // recorded by the triggers), then the history filled up to 100,000 rows, 300 of them on the newest inquiry.
    const historyStarted = performance.now()
    const newest = rows.reduce((a, b) => (a.created_at > b.created_at ? a : b))
    const [{ id: adminId } = { id: '' }] = await sql<{ id: string }>(
      `select id from auth.users where email = $1`,
      [ADMIN.email],
    )
    await sql(
      `update public.form_submissions
          set lead_status = (array['new','contacted','call_scheduled','researching','matched','booked','closed'])[1 + abs(hashtext(id::text)) % 7],
              owner_id = case when abs(hashtext(email)) % 3 = 0 then $1::uuid end
        where status = 'active'`,
      [adminId],
    )
    // The measured card (the newest) starts 'New', so its first change ('Contacted') is a change: a random
    // 'Contacted' there would send no request and leave nothing to measure.
    await sql(
      `update public.form_submissions set lead_status = 'new' where id = $1::uuid and lead_status <> 'new'`,
      [newest.id],
    )
    const [{ n: existing } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.inquiry_history',
    )
    await sql(
      `insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name, created_at)
       select $1::uuid, 'note', 'Benchmark note ' || g, $2::uuid, 'Giulia Romano', now() - g * interval '1 minute'
         from generate_series(1, 300) g`,
      [newest.id, adminId],
    )
    await sql(
      `insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name, created_at)
       select s.id, 'note', 'Benchmark note', $1::uuid, 'Giulia Romano', s.created_at + g * interval '1 hour'
         from (select id, created_at, row_number() over (order by id) as r
                 from public.form_submissions where status = 'active') s
         cross join generate_series(1, $2::int) g
        where s.r <= $3::int`,
      [adminId, Math.ceil((HISTORY_ROWS - existing - 300) / COUNT), COUNT],
    )
    const [{ n: historyRows } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.inquiry_history',
    )
    console.log(
      `history: ${historyRows} rows in ${Math.round(performance.now() - historyStarted)} ms`,
    )

    // CSV in Node, with the app's own builder, over the rows as the dashboard reads them.
    step('reading the list as the service role for the CSV in Node')
    const service = createClient(standIn.url, standIn.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const active: FormSubmission[] = []
    for (let from = 0; ; from += 1000) {
      const { data, error } = await service
        .from('form_submissions')
        .select('*')
        .eq('status', 'active')
        .order('created_at', { ascending: false })
        .range(from, from + 999)
      if (error) throw new Error(error.message)
      active.push(...(data as FormSubmission[]))
      if (data.length < 1000) break
    }
    const csvTimes: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = performance.now()
      buildInquiriesCsv(active)
      csvTimes.push(performance.now() - started)
    }

    step('Chromium: signing in')
    browser = await launchBenchBrowser(['--disable-gpu'])
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    })
    // Playwright's library has no default timeout: without one a missing element waits for ever.
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[page] ${message.text()}`)
    })
    await page.goto(`${baseUrl}/auth`)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/admin/)
    await page.getByRole('article').first().waitFor()

    step('Chromium: measuring')
    // 1. Time to first card, from navigation start, with the session already stored: 5 reloads of the page with
    // the HTTP cache the host's headers allow (the chunks are immutable), a team member's every day; the budget is
    // on their median (docs/performance.md "Admin console"). The budget is on the painted time (FIRST_CARD_PROBE).
    // Until 2026-11-27 the figure was the page's clock read by Playwright after it saw the card, which adds
    // however long the main thread is busy after the card (on a loaded machine, seconds); it is kept beside.
    await page.addInitScript(FIRST_CARD_PROBE)
    const firstCard: number[] = []
    const firstCardDom: number[] = []
    const firstCardSeen: number[] = []
    for (let attempt = 0; attempt < FIRST_CARD_LOADS; attempt += 1) {
      await page.goto(`${baseUrl}/admin`)
      await page.getByRole('article').first().waitFor({ timeout: 30_000 })
      firstCardSeen.push(await page.evaluate(() => performance.now()))
      await page.waitForFunction('window.__firstCardPainted !== undefined')
      firstCardDom.push((await page.evaluate('window.__firstCardDom')) as number)
      firstCard.push((await page.evaluate('window.__firstCardPainted')) as number)
    }
    // What stood between navigation and the last load's first card: every request, in order (docs/performance.md).
    printRequests(
      `the last reload's requests (first card at ${Math.round(firstCard.at(-1) ?? 0)} ms)`,
      await requestsOf(page),
    )

    // 1b. The same with an empty HTTP cache (the first load after a deploy, or on a new computer): a new
    // context per load, holding the stored session. The chunks then come from the network, in the rounds their
    // imports make, unless the page's fallback preloads them (ADR 232).
    const session = await context.storageState()
    const firstCardColdCache: number[] = []
    for (let attempt = 0; attempt < FIRST_CARD_LOADS; attempt += 1) {
      const cold = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        storageState: session,
      })
      cold.setDefaultTimeout(60_000)
      const coldPage = await cold.newPage()
      await coldPage.addInitScript(FIRST_CARD_PROBE)
      await coldPage.goto(`${baseUrl}/admin`)
      // As above: the locator first (a string predicate polled in the page would need the CSP's eval).
      await coldPage.getByRole('article').first().waitFor({ timeout: 30_000 })
      await coldPage.waitForFunction('window.__firstCardPainted !== undefined')
      firstCardColdCache.push((await coldPage.evaluate('window.__firstCardPainted')) as number)
      if (attempt === FIRST_CARD_LOADS - 1)
        printRequests(
          `the last empty-cache load's requests (first card at ${Math.round(firstCardColdCache.at(-1) ?? 0)} ms)`,
          await requestsOf(coldPage),
        )
      await cold.close()
    }

    // 2. Filter latency: from the input event to the list showing the result, measured in the page.
    const filterTimes: number[] = []
    for (const term of ['rossi', 'sicily', 'lead 99', '']) {
      // Passed as source text: tsx would otherwise wrap the inner functions with a helper the page lacks.
      const elapsed = (await within(
        `search '${term}'`,
        page.evaluate(`new Promise((resolve) => {
        const input = document.querySelector('#inquiry-search')
        const list = document.getElementById('inquiries-heading').closest('section')
        const before = list.innerHTML
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
        const started = performance.now()
        setter.call(input, ${JSON.stringify(term)})
        input.dispatchEvent(new Event('input', { bubbles: true }))
        const check = () => {
          if (list.innerHTML !== before && !list.querySelector('.opacity-70')) resolve(performance.now() - started)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })`),
      )) as number
      filterTimes.push(elapsed)
    }

    // 4. Workflow filters: the lead-status select and the toggles, change → list shows the result.
    const listChange = (action: string, urlHas: string, on: boolean) =>
      within(
        action.trim(),
        page.evaluate(`new Promise((resolve) => {
        const list = document.getElementById('inquiries-heading').closest('section')
        const before = list.innerHTML
        const started = performance.now()
        ${action}
        const check = () => {
          if (list.innerHTML !== before && !list.querySelector('.opacity-70') && location.search.includes(${JSON.stringify(urlHas)}) === ${on}) resolve(performance.now() - started)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })`) as Promise<number>,
      )
    const selectLead = (value: string) => `
        const select = document.querySelector('#filter-lead')
        select.value = ${JSON.stringify(value)}
        select.dispatchEvent(new Event('change', { bubbles: true }))`
    const clickButton = (label: string) => `
        ;[...document.querySelectorAll('button')].find((b) => b.textContent.startsWith(${JSON.stringify(label)})).click()`
    const workflowFilterTimes: Record<string, number> = {}
    workflowFilterTimes['lead=contacted'] = await listChange(
      selectLead('contacted'),
      'lead=contacted',
      true,
    )
    workflowFilterTimes['lead=all'] = await listChange(selectLead(''), 'lead=', false)
    workflowFilterTimes['Mine on'] = await listChange(clickButton('Mine'), 'mine=1', true)
    workflowFilterTimes['Mine off'] = await listChange(clickButton('Mine'), 'mine=1', false)
    workflowFilterTimes['Reply overdue on'] = await listChange(
      clickButton('Reply overdue'),
      'overdue=1',
      true,
    )
    workflowFilterTimes['Reply overdue off'] = await listChange(
      clickButton('Reply overdue'),
      'overdue=1',
      false,
    )

    // 5. Lead status on the first card: optimistic (card shows it) and confirmed (PATCH answered).
    const statusChanges: Array<{ optimistic: number; confirmed: number }> = []
    for (const value of ['contacted', 'researching', 'booked', 'closed', 'new']) {
      await page.waitForTimeout(300)
      const timing = (await within(
        `lead status → ${value}`,
        page.evaluate(`new Promise((resolve) => {
        const card = document.querySelector('article')
        const select = card.querySelector('select')
        const label = ${JSON.stringify(value)}
        // The buffer of Resource Timing entries is 250 by default: full after the list's loads, it would
        // record no PATCH at all. Emptied before each change.
        performance.clearResourceTimings()
        const started = performance.now()
        let optimistic = null
        select.value = label
        select.dispatchEvent(new Event('change', { bubbles: true }))
        const check = () => {
          if (optimistic === null && card.textContent.includes('Lead status: ' + ${JSON.stringify(LABELS)}[label])) optimistic = performance.now() - started
          const patch = performance.getEntriesByType('resource').find(
            (entry) => entry.name.includes('form_submissions?id=eq') && entry.startTime >= started && entry.responseEnd > 0,
          )
          if (optimistic !== null && patch) resolve({ optimistic, confirmed: patch.responseEnd - started })
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })`),
      )) as { optimistic: number; confirmed: number }
      statusChanges.push(timing)
    }

    // 3. Export CSV in the page: click → download event (builds 10,000 rows and hands over the Blob).
    const exportStarted = performance.now()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const exportMs = performance.now() - exportStarted
    const exportedPath = await download.path()

    // 6. The inquiry page of the newest inquiry (300 history rows): cold load → history listed, and in-app.
    const inquiryPage: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(`${baseUrl}/admin/inquiries/${newest.id}`)
      await page
        .getByRole('list', { name: 'History, newest first' })
        .getByRole('listitem')
        .first()
        .waitFor()
      inquiryPage.push(await page.evaluate(() => performance.now()))
    }
    const inApp: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(`${baseUrl}/admin`)
      // A team member opens an inquiry from the loaded list: wait until all pages have arrived.
      await page.getByText(/^[\d,]+ active inquiries$/).waitFor({ timeout: 60_000 })
      await page.waitForTimeout(500)
      const started = performance.now()
      await page.getByRole('article').first().getByRole('link').first().click()
      await page
        .getByRole('list', { name: 'History, newest first' })
        .getByRole('listitem')
        .first()
        .waitFor()
      inApp.push(performance.now() - started)
    }

    await browser.close()

    const figures = {
      date: new Date().toISOString().slice(0, 10),
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      inquiries: active.length,
      timeToFirstCardMs: firstCard.map(Math.round),
      timeToFirstCardMedianMs: Math.round(median(firstCard)),
      timeToFirstCardColdCacheMs: firstCardColdCache.map(Math.round),
      timeToFirstCardColdCacheMedianMs: Math.round(median(firstCardColdCache)),
      firstCardInDomMs: firstCardDom.map(Math.round),
      firstCardSeenByPlaywrightMs: firstCardSeen.map(Math.round),
      firstCardSeenByPlaywrightMedianMs: Math.round(median(firstCardSeen)),
      filterLatencyMs: filterTimes.map(Math.round),
      workflowFilterLatencyMs: Object.fromEntries(
        Object.entries(workflowFilterTimes).map(([key, value]) => [key, Math.round(value)]),
      ),
      leadStatusOptimisticMs: statusChanges.map((t) => Math.round(t.optimistic)),
      leadStatusConfirmedMs: statusChanges.map((t) => Math.round(t.confirmed)),
      leadStatusConfirmedMedianMs: Math.round(median(statusChanges.map((t) => t.confirmed))),
      historyRows: HISTORY_ROWS,
      inquiryPageColdToHistoryMs: inquiryPage.map(Math.round),
      inquiryPageInAppToHistoryMs: inApp.map(Math.round),
      csvBuildNodeMedianMs: Math.round(median(csvTimes)),
      exportClickToDownloadMs: Math.round(exportMs),
      exportedFile: exportedPath ? 'ok' : 'missing',
    }
    console.log(JSON.stringify(figures, null, 2))
    await retireActiveInquiries()
    if (figures.timeToFirstCardMedianMs > FIRST_CARD_BUDGET_MS) {
      console.error(
        `[bench:admin] over budget: first card median ${figures.timeToFirstCardMedianMs} ms > ${FIRST_CARD_BUDGET_MS} ms (load average ${figures.loadAverage.join(' ')})`,
      )
      process.exitCode = 1
    }
  } finally {
    await browser?.close()
    if (preview) stopGroup(preview)
    await standIn.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
