import { useEffect } from 'react'
import { APP_READY_EVENT, forgetStaleChunkReload } from '@/lib/stale-chunk'

/**
 * Rendered last inside the page's innermost Suspense boundary, so its effect runs once the page itself has
 * hydrated (React hydrates Suspense boundaries after the shell around them): only then are the page's
 * handlers attached. It marks `<html data-hydrated>` (e2e tests wait for it) and tells src/boot.ts to carry
 * out the taps it held meanwhile (docs/decisions/073-controls-work-before-the-app.md).
 */
export function AppReadySignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    // The bench splits the page's JavaScript at this mark: what it needed to become ready, and what came after.
    performance.mark('radici:app-ready')
    window.dispatchEvent(new Event(APP_READY_EVENT))
    forgetStaleChunkReload()
  }, [])
  return null
}
