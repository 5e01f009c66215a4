/**
 * The page's only <script>: shows the prerendered HTML first, then loads the app
 * (docs/decisions/070-javascript-after-first-paint.md).
 *
 * A prerendered page needs no JavaScript to paint: its text, links and images are in the HTML. So the app
 * (src/main.tsx with React, the router and the page's chunks, ~100 KB gzip) is not requested while the page
 * paints: it would compete with the HTML, the fonts and the hero image for a slow connection. It starts once
 * the page has loaded (fonts and hero image included) and painted, or after `SETTLE_LIMIT_MS` at the latest;
 * the page's whole stylesheet (its HTML inlines only the rules it uses) comes first.
 * Only prerendered pages use it (scripts/build/prerender.ts puts it in place of the app's script and names the app's
 * entry in the root's `data-main`); a page without prerendered HTML (/auth, /admin, the dev server) loads the
 * app's entry (src/main.tsx) directly. It is a build entry of its own that imports nothing, so the app's
 * chunks are split exactly as if it did not exist.
 */
/** The longest the app waits for the page to finish loading before it loads anyway. */
const SETTLE_LIMIT_MS = 1200

const root = document.getElementById('root')

// Where the visit came from (docs/decisions/170): written as the first page loads, before a link can be followed.
// The same record, key and shape as src/lib/visit/visit-record.ts, which keeps it up to date once the app runs.
try {
  const key = 'radici.visit'
  const here = location.pathname
  const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { pages?: unknown } | null
  let visit: { pages: string[] }
  if (stored && Array.isArray(stored.pages)) visit = stored as { pages: string[] }
  else {
    const query = new URLSearchParams(location.search)
    const utm = (name: string) => query.get(`utm_${name}`)?.trim().slice(0, 100) || null
    let host: string | null = null
    try {
      host = new URL(document.referrer).hostname.toLowerCase()
    } catch {
      // no referrer
    }
    visit = {
      landingPage: here,
      referrerHost: host === location.hostname ? null : host,
      utmSource: utm('source'),
      utmMedium: utm('medium'),
      utmCampaign: utm('campaign'),
      pages: [],
    } as { pages: string[] }
  }
  // A private page's path holds its link: never noted (docs/decisions/192; visit-record.ts has the same rule).
  if (!/^\/+(journey|book|agency|research|results)(\/|$)/i.test(here)) {
    if (visit.pages.at(-1) !== here) visit.pages = [...visit.pages.slice(-1), here]
    sessionStorage.setItem(key, JSON.stringify(visit))
  }
} catch {
  // Storage blocked: the visit has no recorded source.
}

/** Resolves after the browser has presented a frame: a callback of the frame after the next one. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  )
}

/** The page's own load (HTML, fonts, eager images), its high-priority images decoded, then one painted frame. */
function pageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const decoded = loaded.then(() =>
    Promise.all(
      Array.from(
        document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
        (image) => image.decode().catch(() => {}),
      ),
    ),
  )
  const limit = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS))
  return Promise.race([decoded.then(afterNextFrame), limit])
}

/** One `<link rel>` in the head for a module: `modulepreload` starts fetching and compiling it; `prefetch` only downloads. */
function addModuleLink(rel: 'modulepreload' | 'prefetch', href: string) {
  const link = document.createElement('link')
  link.rel = rel
  link.crossOrigin = ''
  link.href = href
  document.head.append(link)
}

/** The modules of a space-separated list (the prerender's data-modules or data-prefetch). */
function moduleList(list: string | undefined): string[] {
  return list?.split(' ').filter(Boolean) ?? []
}

/** Resolves in a task of its own: what comes after it is not part of the current task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * The page's HTML inlines only the rules its elements use (scripts/build/prerender.ts): the rest of the stylesheet
 * (all of it but the @font-face rules the HTML already has) comes before the app, which may show what the
 * HTML did not (menus, dialogs, the wizard's steps).
 */
async function loadStylesheet(href: string | undefined): Promise<void> {
  if (!href) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  // Parsed while it matches no medium, applied in a later task: parsing the sheet and restyling the page
  // with it are two short tasks instead of one long one.
  link.media = 'print'
  await new Promise((loaded) => {
    link.onload = link.onerror = loaded
    document.head.append(link)
  })
  await nextTask()
  link.media = 'all'
}

/**
 * Taps made before the app is ready (docs/decisions/073-controls-work-before-the-app.md). Links, forms, the
 * FAQ and the mobile menu work natively. A control that needs the app carries `data-replay="<name>"` (a form:
 * on the <form>); a click on it (a submit of it) before the app is ready is held here and carried out once the
 * app has hydrated (`radici:app-ready`), exactly once. The control shows `data-pending` meanwhile. React replays
 * events itself only once `hydrateRoot` has been called, which is seconds later on a slow phone.
 */
const READY_EVENT = 'radici:app-ready'
interface HeldAction {
  type: 'click' | 'submit'
  name: string
  /** Its place among the controls of the same name: the app may render the page afresh (new elements). */
  index: number
}
const held: HeldAction[] = []
let appReady = false

function controlsNamed(name: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-replay]')).filter(
    (element) => element.dataset.replay === name,
  )
}

function hold(event: Event) {
  if (appReady || !(event.target instanceof Element)) return
  const control = event.type === 'submit' ? event.target : event.target.closest('[data-replay]')
  if (!(control instanceof HTMLElement) || !control.dataset.replay) return
  if (event.type === 'click' && control instanceof HTMLFormElement) return
  event.preventDefault()
  const action: HeldAction = {
    type: event.type as HeldAction['type'],
    name: control.dataset.replay,
    index: controlsNamed(control.dataset.replay).indexOf(control),
  }
  const same = held.findIndex(
    (other) =>
      other.name === action.name && other.index === action.index && other.type === action.type,
  )
  // A second tap on a held checkbox undoes the first; on anything else it is the same request.
  if (same >= 0 && control instanceof HTMLInputElement && control.type === 'checkbox') {
    held.splice(same, 1)
    control.removeAttribute('data-pending')
    return
  }
  if (same >= 0) return
  held.push(action)
  control.setAttribute('data-pending', '')
}

/**
 * Downloads (without running) what a tap will need, once the app is ready and the page idle (the root's
 * data-prefetch), unless the visitor saves data or is on 2G: then the code loads on the tap itself.
 */
function prefetchWhenIdle() {
  const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 500))
  // Not with Save-Data on, nor on a 2G connection (effective type `2g` or `slow-2g`): the rule of
  // src/lib/save-data.ts, copied because this module imports nothing (ADR 197). Change both together.
  const { connection } = navigator as Navigator & {
    connection?: { saveData?: boolean; effectiveType?: string }
  }
  if (connection?.saveData || /2g$/.test(connection?.effectiveType ?? '')) return
  // The wizard is some thirty chunks: four links per idle callback, never one long task of them all.
  const pending = moduleList(root?.dataset.prefetch)
  const next = () => {
    for (const href of pending.splice(0, 4)) addModuleLink('prefetch', href)
    if (pending.length) idle(next)
  }
  idle(next)
}

/** From now on taps go to the app: nothing is held or shown as pending any more. */
function stopHolding() {
  appReady = true
  for (const element of document.querySelectorAll('[data-pending]'))
    element.removeAttribute('data-pending')
}

function replay() {
  prefetchWhenIdle()
  stopHolding()
  for (const action of held.splice(0)) {
    const control = controlsNamed(action.name)[action.index]
    if (!control) continue
    if (action.type === 'submit' && control instanceof HTMLFormElement) control.requestSubmit()
    else control.click()
  }
}

for (const type of ['click', 'submit']) window.addEventListener(type, hold, true)
// The app dispatches it after its first commit; React's handlers are attached by then (a task later, its effects ran).
window.addEventListener(READY_EVENT, () => setTimeout(replay, 0), { once: true })
window.addEventListener('radici:app-failed', appFailed, { once: true })

// The mobile menu (a native popover) opens without the app; its button's aria-expanded follows it from here on.
function mirrorExpanded(popover: HTMLElement) {
  const open = popover.matches(':popover-open')
  for (const button of document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)) {
    button.setAttribute('aria-expanded', String(open))
  }
}
document.addEventListener(
  'toggle',
  (event) => {
    const popover = event.target
    if (popover instanceof HTMLElement && popover.id && popover.hasAttribute('popover'))
      mirrorExpanded(popover)
  },
  true,
)
for (const popover of document.querySelectorAll<HTMLElement>('[popover][id]'))
  mirrorExpanded(popover)

/** A visitor who reaches for the page before it has settled gets the app at once. */
function firstIntent(): Promise<void> {
  return new Promise((resolve) => {
    const types = ['pointerdown', 'keydown', 'focusin'] as const
    const start = () => {
      for (const type of types) window.removeEventListener(type, start, true)
      resolve()
    }
    for (const type of types) window.addEventListener(type, start, { capture: true, passive: true })
  })
}

/**
 * A deploy replaced the files while the page was open (or the network dropped the app): reload once, then
 * leave the page as it is (its content, links and forms work without the app) and stop holding taps.
 * The app's error boundaries do the same for its lazily loaded parts (src/components/chunk-error-boundary.tsx).
 */
function appFailed(error: unknown) {
  console.warn('The app could not start', error)
  const key = `radici:reloaded:${location.pathname}`
  try {
    if (!sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, '1')
      location.reload()
      return
    }
  } catch {
    // storage blocked: do not risk a reload loop
  }
  stopHolding()
  held.length = 0
}

const prerendered = Boolean(root?.dataset.prerendered && root.firstElementChild)
const main = root?.dataset.main
void (prerendered ? Promise.race([pageSettled(), firstIntent()]) : Promise.resolve())
  .then(async () => {
    const stylesheet = loadStylesheet(root?.dataset.stylesheet)
    // The app's and the page's chunks, four links per task: every link starts a request on the main thread (about
    // 0.6 ms here, 2.5 ms at 4× CPU), and thirteen in one task made a long task (docs/performance.md, "TBT").
    for (const [index, href] of moduleList(root?.dataset.modules).entries()) {
      addModuleLink('modulepreload', href)
      if (index % 4 === 3) await nextTask()
    }
    await stylesheet
    // React's DOM renderer, then the app, each evaluated in a task of its own: one long task would block a tap
    // for its whole length (and count as Total Blocking Time).
    for (const vendor of moduleList(root?.dataset.vendor)) {
      await import(/* @vite-ignore */ vendor)
      await nextTask()
    }
    if (main) await import(/* @vite-ignore */ main)
  })
  .catch(appFailed)
