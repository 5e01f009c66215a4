/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. Used to
 * evaluate small pieces of code a tap will need before the tap comes (docs/decisions/073-controls-work-before-the-app.md).
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}
