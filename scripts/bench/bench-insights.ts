/**
 * Benchmark of the console's Insights page (issue 23; docs/decisions/171). Not a test: it prints figures to copy
 * into docs/performance.md ("Insights").
 *
 *   npm run bench:insights         (PREVIEW_PORT, default 4252; SUPABASE_PORT, default 54372)
 *
 * It starts the local stand-in (PGlite), builds the app against it, serves the build, and seeds a year of data:
 * 10,000 inquiries with their sources, 100,000 history rows (first replies by three team members, later moves,
 * notes), stories started and calls booked, and a year of daily counts for 40 pages. Then, signed in, in Chromium:
 *   1. first chart: navigation start → the first chart drawn (5 cold loads, session stored);
 *   2. period change: the period select changed → the new period's tables and charts shown (in-page timing);
 * and in Node the five SQL functions through supabase-js as an admin (12 and 52 weeks).
 */
import type { ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import type { Browser, Page, Request } from 'playwright-core'
import { periodOf } from '../../src/features/insights/lib/period.ts'
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
  waitForServer,
  within,
} from './bench-browser.ts'
import { startGroup, stopGroup } from '../dev/processes.ts'

const COUNT = 10_000
const HISTORY_ROWS = 100_000
const PAGES = 40
const previewPort = Number(process.env.PREVIEW_PORT ?? 4252)
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54372)
const baseUrl = `http://127.0.0.1:${previewPort}`
const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' }
const REGIONS = ['Sicily', 'Calabria', 'Campania', 'Puglia', 'Abruzzo', 'Tuscany', 'Lazio', null]
const SOURCES = ['newsletter', 'facebook', 'google.com', null, null, 'instagram', 'partner-blog']

/** The Insights page's panels (src/features/insights/api/get-insights.ts gets them in one call). */
const FUNCTIONS = [
  'insights_inquiries',
  'insights_funnel',
  'insights_stories_and_calls',
  'insights_reply_promise',
  'insights_pipeline',
] as const

/** `--sql`: only the SQL functions' timings (no build, no browser). */
const SQL_ONLY = process.argv.includes('--sql')

const step = (what: string) => console.error(`[bench:insights] ${what}`)

export async function seed() {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await ensureAdmin('marco@radici.example', 'Marco Verdi')
  await retireActiveInquiries()
  const now = Date.now()
  const started = performance.now()
  const rows = Array.from({ length: COUNT }, (_, index) =>
    makeInquiry({
      name: `Lead ${index}`,
      email: `insights${index}@example.com`,
      regions: REGIONS[index % REGIONS.length] ?? null,
      // One year, newest first (about one inquiry every 53 minutes).
      created_at: new Date(now - index * Math.floor((365 * 86_400_000) / COUNT)).toISOString(),
    }),
  )
  await insertInquiries(rows)
  await sql(
    `insert into public.inquiry_sources (submission_id, landing_page, referrer_host, utm_source, opened_on)
     select id, '/blog/sicily',
            case when abs(hashtext(id::text)) % 4 = 0 then 'www.google.com' end,
            ($1::text[])[1 + abs(hashtext(email)) % array_length($1::text[], 1)],
            '/contact'
       from public.form_submissions where email like 'insights%'`,
    [SOURCES],
  )
  // First replies (9 in 10 inquiries, from 1 to 60 hours, three team members), a few later moves, then notes
  // up to 100,000 history rows. Inserted as the owner: the history is what the triggers would have written (a
  // team member's entries carry a user id, ADR 173; here a stand-in id made from the name).
  await sql(
    `insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, created_at)
     select id, 'lead_status', 'new', 'contacted', md5(member)::uuid, member, replied_at
       from (select id, email,
                    (array['Giulia Romano','Marco Verdi','Sofia Conti'])[1 + abs(hashtext(id::text)) % 3] as member,
                    created_at + (1 + abs(hashtext(email)) % 60) * interval '1 hour' as replied_at
               from public.form_submissions
              where email like 'insights%' and abs(hashtext(id::text)) % 10 <> 0) r
      where replied_at < now()`,
  )
  await sql(
    `insert into public.inquiry_history (submission_id, kind, from_value, to_value, actor_id, actor_name, created_at)
     select h.submission_id, 'lead_status', 'contacted', s.status, h.actor_id, h.actor_name, h.created_at + interval '3 days'
       from public.inquiry_history h
       cross join lateral (select (array['call_scheduled','researching','matched','booked','closed'])[1 + abs(hashtext(h.submission_id::text)) % 5] as status) s
      where h.kind = 'lead_status' and h.from_value = 'new' and abs(hashtext(h.submission_id::text)) % 2 = 0`,
  )
  const [{ n: existing } = { n: 0 }] = await sql<{ n: number }>(
    'select count(*)::int as n from public.inquiry_history',
  )
  // Notes come after the first reply (a note is a reply too, ADR 173): on the answered inquiries only.
  const [{ n: answered } = { n: 1 }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.inquiry_history where kind = 'lead_status' and from_value = 'new'`,
  )
  await sql(
    `insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name, created_at)
     select h.submission_id, 'note', 'Benchmark note', h.actor_id, h.actor_name, h.created_at + g * interval '2 hours'
       from public.inquiry_history h
       cross join generate_series(1, $1::int) g
      where h.kind = 'lead_status' and h.from_value = 'new'`,
    [Math.ceil((HISTORY_ROWS - existing) / Math.max(answered, 1))],
  )
  await sql(`update public.form_submissions set lead_status = 'contacted'
              where email like 'insights%' and abs(hashtext(id::text)) % 10 <> 0`)
  // A year of daily counts for 40 pages: every event on every page every day (plus a 'newsletter' share).
  await sql(
    `insert into public.page_event_counts (day, page, event, source, count)
     select d::date, p.page, e.event, src.source, greatest(1, (e.weight * (50 + abs(hashtext(p.page || d::text)) % 50)) / 100)
       from generate_series(current_date - 364, current_date, interval '1 day') d
       cross join (select case when g <= 20 then '/blog/article-' || g else '/itineraries/journey-' || g end as page
                     from generate_series(1, $1::int) g) p
       cross join (values ('visit', 100), ('wizard_opened', 20), ('step_2', 15), ('step_3', 12),
                          ('step_4', 10), ('submitted', 8)) e(event, weight)
       cross join (values (''), ('newsletter')) src(source)
     on conflict do nothing`,
    [PAGES],
  )
  // Stories started (4 in 10 inquiries, a day later) and calls booked (1 in 4, two days later), as the
  // database's triggers mark and count them (ADR 174).
  await sql(
    `insert into public.inquiry_milestones (submission_id, story_started_at, call_booked_at)
     select id,
            case when abs(hashtext(id::text || 's')) % 10 < 4 then created_at + interval '1 day' end,
            case when abs(hashtext(id::text || 'c')) % 4 = 0 then created_at + interval '2 days' end
       from public.form_submissions where email like 'insights%'`,
  )
  await sql(
    `insert into public.page_event_counts as c (day, page, event, source, count)
     select (m.at at time zone 'UTC')::date, m.page, m.event, '', count(*)
       from (select story_started_at as at, '/journey' as page, 'story_started' as event
               from public.inquiry_milestones where story_started_at is not null
             union all
             select call_booked_at, '/book', 'call_booked'
               from public.inquiry_milestones where call_booked_at is not null) m
      where m.at < now()
      group by 1, 2, 3
     on conflict (day, page, event, source) do update set count = c.count + excluded.count`,
  )
  // What autovacuum does after a bulk load on a hosted database: fresh statistics for the planner.
  await sql('analyze')
  const [counts] = await sql<{ inquiries: number; history: number; counts: number }>(
    `select (select count(*)::int from public.form_submissions) as inquiries,
            (select count(*)::int from public.inquiry_history) as history,
            (select count(*)::int from public.page_event_counts) as counts`,
  )
  console.log(
    `seeded ${counts?.inquiries} inquiries, ${counts?.history} history rows, ${counts?.counts} count rows in ${Math.round(performance.now() - started)} ms`,
  )
}

/**
 * Counts the page's open requests to the stand-in from now on; `quiet()` resolves once none has been open for
 * `quietMs` (the idle-time prefetches are done).
 */
function trackApi(page: Page) {
  const api = `http://127.0.0.1:${supabasePort}`
  let open = 0
  let lastChange = Date.now()
  page.on('request', (request) => {
    if (!request.url().startsWith(api)) return
    open += 1
    lastChange = Date.now()
  })
  const ended = (request: Request) => {
    if (!request.url().startsWith(api)) return
    open = Math.max(0, open - 1)
    lastChange = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async quiet(quietMs = 1000, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline && (open > 0 || Date.now() - lastChange < quietMs))
        await page.waitForTimeout(100)
    },
  }
}

async function main() {
  await assertPortFree(baseUrl)
  const standIn = await startStandIn({ port: supabasePort, log: false })
  let preview: ChildProcess | undefined
  let browser: Browser | undefined
  try {
    if (!SQL_ONLY) {
      step('building the app against the stand-in')
      await run('npx', ['vite', 'build', '--logLevel', 'warn'], {
        VITE_SUPABASE_URL: `http://127.0.0.1:${supabasePort}`,
        VITE_SUPABASE_PUBLISHABLE_KEY: standIn.publishableKey,
        VITE_ADMIN_EMAILS: 'giulia@radici.example,marco@radici.example,sofia@radici.example',
      })
      // Its own process group, so that stopping it also stops vite under npx (scripts/dev/processes.ts).
      preview = startGroup(
        'npx',
        ['vite', 'preview', '--port', String(previewPort), '--strictPort'],
        {
          stdio: 'ignore',
        },
      )
      await waitForServer(baseUrl)
    }

    step('seeding a year')
    await seed()

    step('the SQL functions in Node, as an admin')
    const admin = createClient(standIn.url, standIn.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const signIn = await admin.auth.signInWithPassword({
      email: ADMIN.email,
      password: ADMIN_PASSWORD,
    })
    if (signIn.error) throw new Error(signIn.error.message)
    const sqlTimes: Record<string, number> = {}
    for (const weeks of [12, 52]) {
      // Each function alone, to see where the time goes.
      for (const fn of FUNCTIONS) {
        const period = periodOf(weeks, new Date())
        const times: number[] = []
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const started = performance.now()
          const { error } = await admin.rpc(fn, {
            period_start: period.start,
            period_end: period.end,
          })
          if (error) throw new Error(error.message)
          times.push(performance.now() - started)
        }
        sqlTimes[`${fn}${weeks}WeeksMedianMs`] = Math.round(median(times))
      }
      const times: number[] = []
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const started = performance.now()
        const period = periodOf(weeks, new Date())
        const answers = await Promise.all(
          FUNCTIONS.map((fn) =>
            admin.rpc(fn, { period_start: period.start, period_end: period.end }),
          ),
        )
        const failed = answers.find((answer) => answer.error)
        if (failed?.error) throw new Error(failed.error.message)
        times.push(performance.now() - started)
      }
      sqlTimes[`allFunctions${weeks}WeeksMedianMs`] = Math.round(median(times))
    }

    if (SQL_ONLY) {
      console.log(JSON.stringify(sqlTimes, null, 2))
      return
    }

    step('Chromium: signing in')
    browser = await launchBenchBrowser(['--disable-gpu'])
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    const api = trackApi(page)
    await page.addInitScript(() => {
      const tasks: string[] = []
      ;(window as unknown as { __tasks: string[] }).__tasks = tasks
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push(`${Math.round(entry.startTime)}+${Math.round(entry.duration)} ms`)
      }).observe({ type: 'longtask' })
      // When the first chart's SVG enters the DOM, noted in the page itself: Playwright's polling and the
      // evaluate that follows it wait for the main thread, which is busy with the idle-time prefetches by then.
      const state = window as unknown as { __chartAt?: number }
      new MutationObserver((_, observer) => {
        if (state.__chartAt === undefined && document.querySelector('.recharts-surface')) {
          state.__chartAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[page] ${message.text()}`)
    })
    await page.goto(`${baseUrl}/auth`)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/admin/)

    step('Chromium: first chart')
    const firstChart: number[] = []
    const firstChartSeen: number[] = []
    const firstTable: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.goto(`${baseUrl}/admin/insights`)
      await page.getByRole('region', { name: 'Inquiries per week by source (table)' }).waitFor()
      firstTable.push(await page.evaluate(() => performance.now()))
      await page.locator('.recharts-surface').first().waitFor()
      const seen = await page.evaluate(() => performance.now())
      const inDom = await page.evaluate(
        () => (window as unknown as { __chartAt?: number }).__chartAt,
      )
      firstChart.push(inDom ?? seen)
      firstChartSeen.push(seen)
      // The page prefetches the other periods once idle: let those finish before the next cold load, or its
      // figures queue behind them in PGlite (one statement at a time). 'networkidle' is not enough: it can fire
      // before the idle-time prefetches start, so wait until no request to the API has been open for a second.
      await api.quiet()
    }
    // Where the last cold load's time went: when the figures and the chart library had arrived.
    const breakdown = await page.evaluate(() => {
      // No named inner functions: tsx would wrap them in a helper the page does not have.
      const [session, figures, chartLibrary] = [
        '/auth/v1/',
        '/rest/v1/rpc/insights',
        'insight-chart',
      ].map((part) =>
        Math.round(
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(part))
            .reduce(
              (latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd),
              0,
            ),
        ),
      )
      return {
        sessionRestoredMs: session,
        figuresArrivedMs: figures,
        chartLibraryArrivedMs: chartLibrary,
        longTasks: (window as unknown as { __tasks: string[] }).__tasks,
        // Every request of the load, by start: what the first chart waited for.
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .sort((a, b) => a.startTime - b.startTime)
          .map(
            (entry) =>
              `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${entry.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
          ),
      }
    })

    step('Chromium: period changes')
    // A team member reads the page before changing the period: by then the other periods have been prefetched
    // (src/features/insights/api/get-insights.ts). 'cold' below is a period not fetched before (after a reload
    // with prefetching still under way it would be the same request).
    await page.waitForLoadState('networkidle')
    const changes: Array<{ weeks: number; ms: number }> = []
    for (const weeks of [52, 4, 26, 12, 52, 4, 26, 12]) {
      const ms = (await within(
        `period ${weeks}`,
        page.evaluate(async (value) => {
          // No named inner functions here: tsx would wrap them in a helper the page does not have.
          const select = document.getElementById('insights-period') as HTMLSelectElement
          const started = performance.now()
          select.value = String(value)
          select.dispatchEvent(new Event('change', { bubbles: true }))
          // Done when the query has settled and the table lists the new period's weeks, then one painted frame.
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve))
            const status = document.querySelector('main p[role="status"]')?.textContent ?? ''
            const rows =
              document.querySelector('[aria-label="Inquiries per week by source (table)"] tbody')
                ?.children.length ?? 0
            if (status === '' && rows >= value && rows <= value + 1) break
          }
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
          return performance.now() - started
        }, weeks),
      )) as number
      changes.push({ weeks, ms: Math.round(ms) })
    }

    console.log(
      JSON.stringify(
        {
          loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
          firstTableMedianMs: Math.round(median(firstTable)),
          firstChartMedianMs: Math.round(median(firstChart)),
          firstChartRunsMs: firstChart.map(Math.round),
          firstChartSeenByPlaywrightMs: firstChartSeen.map(Math.round),
          lastColdLoad: breakdown,
          periodChangeMedianMs: Math.round(median(changes.map((change) => change.ms))),
          periodChanges: changes,
          ...sqlTimes,
        },
        null,
        2,
      ),
    )
  } finally {
    await browser?.close()
    if (preview) stopGroup(preview)
    await standIn.stop()
  }
}

// Imported (scripts that reuse the seed) it does nothing by itself.
if (process.argv[1]?.endsWith('bench-insights.ts'))
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
