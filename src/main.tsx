import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app'
import { matchPage, preloadPage } from './app/routes'
import { capturePrerenderedHtml } from './lib/prerendered-html'
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
 * prerendered for this path, or the 404 page for any unknown path. The prerender knows no query string, so a
 * URL with one (/itineraries?region=…, /contact?agencyId=…) renders afresh instead of hydrating a mismatch.
 * Client-only routes (/auth, /admin) arrive empty and render.
 */
function canHydrate(): boolean {
  const prerendered = container.dataset.prerendered
  if (!prerendered || !container.firstElementChild || window.location.search) return false
  const { pathname } = window.location
  if (prerendered === pathname) return true
  return matchPage(prerendered) === 'notFound' && matchPage(pathname) === 'notFound'
}

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

/** Resolves after the browser has painted a frame: the prerendered page shows before React's work starts. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

// Load the current page's module before the first render, so it never suspends into a fallback; hydrate
// after the first paint, so the HTML's first contentful paint never waits for hydration.
void Promise.all([preloadPage(window.location.pathname).catch(() => undefined), afterPaint()]).then(() => {
  if (canHydrate()) {
    hydrateRoot(container, app)
  } else {
    removeServerHead()
    createRoot(container).render(app)
  }
})
