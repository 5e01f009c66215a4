import './app/react-init'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app'
import { matchPage, preloadPage, startEarlyWork } from './app/routes'
import { capturePrerenderedHtml } from './lib/prerendered-html'
import { APP_FAILED_EVENT } from './lib/stale-chunk'
import { captureTypedFields } from './lib/typed-fields'
import { warmClassMerge } from './lib/utils'
import './index.css'

const container = document.getElementById('root')!
capturePrerenderedHtml(container) // reuse prerendered article HTML on hydration (ADR 066)
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

/**
 * Hydrate when the HTML was prerendered for this very page (docs/decisions/060-prerendering.md): the page
 * prerendered for this path and query (the filtered lists, /itineraries?region=sicily, are prerendered and served
 * by the host's query rewrites: ADR 073), or the 404 page for any unknown path. Any other URL with a query
 * string (/contact?agencyId=…) renders afresh instead of hydrating a mismatch. Client-only routes (/auth, /admin)
 * arrive empty and render.
 */
function canHydrate(): boolean {
  const prerendered = container.dataset.prerendered
  if (!prerendered || !container.firstElementChild) return false
  const { pathname, search } = window.location
  if (prerendered === pathname + search) return true
  if (search) return false
  return matchPage(prerendered) === 'notFound' && matchPage(pathname) === 'notFound'
}

/** A new task: the browser paints and handles input between this one and the next. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Rendering afresh over prerendered HTML (another page's, or this page with a query string): drop the server's
 * title/meta/link/JSON-LD (between the prerender's markers) so React's own head tags are the only ones.
 */
function removeServerHead() {
  let node = document.head.firstChild
  let inside = false
  while (node) {
    const next = node.nextSibling
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'ssr-head') inside = true
    else if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/ssr-head') inside = false
    else if (inside) node.remove()
    node = next
  }
}

/*
 * Loaded by src/boot.ts once the prerendered page has painted (docs/decisions/070-javascript-after-first-paint.md).
 * Load the current page's module before the first render, so it never suspends into a fallback.
 */
startEarlyWork(window.location.pathname)
async function start() {
  const pageLoaded = await preloadPage(window.location.pathname).then(
    () => true,
    () => false,
  )
  if (!pageLoaded && canHydrate()) {
    // The page's own code did not load (a deploy replaced it, or the network failed): the prerendered page works
    // as it is. src/boot.ts reloads once, or leaves the page as plain HTML (ADR 073).
    window.dispatchEvent(new Event(APP_FAILED_EVENT))
    return
  }
  // tailwind-merge's first run, in tasks of its own rather than inside one of hydration's (ADR 235).
  for (const step of warmClassMerge) {
    await nextTask()
    step()
  }
  if (canHydrate()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a default-priority hydration is one long task), and a click or key on a part
    // not hydrated yet is still handled first (selective hydration).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    removeServerHead()
    // What the visitor typed into the prerendered form before the app arrived survives the fresh render (ADR 073).
    captureTypedFields(container)
    createRoot(container).render(app)
  }
}
void start()
