/**
 * Recovering from a chunk that failed to load (docs/decisions/073-controls-work-before-the-app.md).
 *
 * When a deploy replaces the files while a page is open, the old page's lazy chunks no longer exist on the host.
 * The page reloads once (fresh HTML names the new chunks); if the chunk still fails after that reload, the
 * failure is real (offline, host down) and the page shows its error message with a retry instead.
 * src/boot.ts (which imports nothing, to stay one small request) uses the same session key for the app's entry.
 */
export const APP_READY_EVENT = 'radici:app-ready'
/** src/main.tsx could not load the page it was about to hydrate; src/boot.ts takes over. */
export const APP_FAILED_EVENT = 'radici:app-failed'

const reloadKey = () => `radici:reloaded:${window.location.pathname}`

/** Reloads the page if it has not been reloaded for a failed chunk yet in this session; true when it does. */
export function reloadOnceForStaleChunk(): boolean {
  // Offline, a reload cannot help: it would only replace the page, and what it holds, with the browser's own
  // offline page. The part's message with its retry stays instead.
  if (!navigator.onLine) return false
  try {
    if (window.sessionStorage.getItem(reloadKey())) return false
    window.sessionStorage.setItem(reloadKey(), '1')
  } catch {
    return false // storage blocked: never risk a reload loop
  }
  window.location.reload()
  return true
}

/** The app started: a later failure (another deploy) may reload again. */
export function forgetStaleChunkReload(): void {
  try {
    window.sessionStorage.removeItem(reloadKey())
  } catch {
    // storage blocked: nothing was stored
  }
}

/** Whether an error is a failed dynamic import (a chunk that did not load), as browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Failed to fetch/i.test(
    message,
  )
}
