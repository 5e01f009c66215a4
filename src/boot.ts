/**
 * The page's only <script>: shows the prerendered HTML first, then loads the app
 * (docs/decisions/070-javascript-after-first-paint.md).
 *
 * A prerendered page needs no JavaScript to paint: its text, links and images are in the HTML. So the app
 * (src/main.tsx with React, the router and the page's chunks, ~100 KB gzip) is not requested while the page
 * paints: it would compete with the HTML, the fonts and the hero image for a slow connection. It starts once
 * the page has loaded (fonts and hero image included) and painted, or after `SETTLE_LIMIT_MS` at the latest;
 * the page's whole stylesheet (its HTML inlines only the rules it uses) comes first.
 * Only prerendered pages use it (scripts/prerender.ts puts it in place of the app's script and names the app's
 * entry in the root's `data-main`); a page without prerendered HTML (/auth, /admin, the dev server) loads the
 * app's entry (src/main.tsx) directly. It is a build entry of its own that imports nothing, so the app's
 * chunks are split exactly as if it did not exist.
 */
/** The longest the app waits for the page to finish loading before it loads anyway. */
const SETTLE_LIMIT_MS = 1200

const root = document.getElementById('root')

/** Resolves after the browser has presented a frame: a callback of the frame after the next one. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** The page's own load (HTML, fonts, eager images), its high-priority images decoded, then one painted frame. */
function pageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const decoded = loaded.then(() =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (image) =>
        image.decode().catch(() => undefined),
      ),
    ),
  )
  const limit = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS))
  return Promise.race([decoded.then(afterNextFrame), limit])
}

/** Starts the app's and the current page's chunks (listed by the prerender) all at once. */
function preloadModules(list: string | undefined) {
  for (const href of list?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

/**
 * The page's HTML inlines only the rules its elements use (scripts/prerender.ts): the rest of the stylesheet
 * (all of it but the @font-face rules the HTML already has) comes before the app, which may show what the
 * HTML did not (menus, dialogs, the wizard's steps).
 */
function loadStylesheet(href: string | undefined): Promise<void> {
  if (!href) return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    // Parsed while it matches no medium, applied in a later task: parsing the sheet and restyling the page
    // with it are two short tasks instead of one long one.
    link.media = 'print'
    link.onload = link.onerror = () => {
      setTimeout(() => {
        link.media = 'all'
        resolve()
      }, 0)
    }
    document.head.append(link)
  })
}

const prerendered = Boolean(root?.dataset.prerendered && root.firstElementChild)
const main = root?.dataset.main
void (prerendered ? pageSettled() : Promise.resolve()).then(async () => {
  const stylesheet = loadStylesheet(root?.dataset.stylesheet)
  preloadModules(root?.dataset.modules)
  await stylesheet
  // React's DOM renderer, then the app, each evaluated in a task of its own: one long task would block a tap
  // for its whole length (and count as Total Blocking Time).
  for (const vendor of root?.dataset.vendor?.split(' ').filter(Boolean) ?? []) {
    await import(/* @vite-ignore */ vendor)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  if (main) await import(/* @vite-ignore */ main)
})
