import type { CountBatch } from '@/lib/contracts/count-events'
import { sendBeacon } from '@/lib/functions/function-url'
import { whenIdle } from '@/lib/when-idle'
import { isKnownPage, type PageEvent } from './counted-events'
import { countSource, readVisit, sessionStore } from './visit-record'

/**
 * The site's aggregate counts (docs/decisions/170): events are queued in memory and sent as one batch with
 * navigator.sendBeacon once the page is idle (and when it is hidden), to the count-events function of this
 * site's own Supabase project. Nothing is stored on the device for counting; a batch carries pages and event
 * names only, plus the visit's source when the visitor turned Analytics on in the cookie preferences.
 *
 * The events and pages are listed once, in ./counted-events.ts (the count-events function gets a generated copy,
 * docs/decisions/174). To count a new browser event: add it to PAGE_EVENTS there, run `npm run gen:types`, then
 * call countEvent('<name>') where it happens.
 */
export type { PageEvent } from './counted-events'

const COOKIE_PREFERENCES_KEY = 'radici.cookie-preferences'
/** The contract's MAX_EVENTS (kept here so that zod stays off every page; a unit test keeps the two equal). */
export const MAX_BATCH = 20
const DELAY_MS = 1000

/** Whether the visitor turned Analytics on (the cookie preferences, src/features/cookie-consent). */
export function analyticsAllowed(): boolean {
  try {
    const raw = window.localStorage.getItem(COOKIE_PREFERENCES_KEY)
    const preferences: unknown = raw ? JSON.parse(raw) : null
    return (
      typeof preferences === 'object' &&
      preferences !== null &&
      'analytics' in preferences &&
      preferences.analytics === true
    )
  } catch {
    return false
  }
}

/** One count, as the count-events contract takes it (src/lib/contracts/count-events.ts), the event one of ours. */
type Counted = CountBatch['events'][number] & { event: PageEvent }

const queue: Counted[] = []
let scheduled = false
let listening = false

/** Sends what is queued, in batches of MAX_BATCH; the answer is never read. */
export function flushCounts(): void {
  scheduled = false
  if (queue.length === 0) return
  const source = analyticsAllowed() ? countSource(readVisit(sessionStore())) : undefined
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH).map((item) => (source ? { ...item, source } : item))
    const batch: CountBatch = { events }
    // Sent as text/plain, a CORS-safelisted type: no preflight, nothing else to wait for.
    sendBeacon('count-events', batch)
  }
}

/** Counts `event` on `page` (the current path by default); pages the function does not know are not counted. */
export function countEvent(event: PageEvent, page = window.location.pathname): void {
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page
  if (!isKnownPage(path)) return
  queue.push({ page: path, event })
  if (!listening) {
    listening = true
    // Leaving the page (or the tab going to the background) sends at once: it delays nothing any more.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushCounts()
    })
  }
  if (!scheduled) {
    scheduled = true
    // The page may be gone by then (a test's environment torn down, a closed window): nothing to send from.
    setTimeout(() => typeof window !== 'undefined' && whenIdle(flushCounts), DELAY_MS)
  }
}
