/**
 * Runs `task` once, at the visitor's first pointer press, touch, key or scroll anywhere on the page; returns a
 * cancel function. Used to evaluate code a tap will
 * need while the finger is still on its way (docs/decisions/073-controls-work-before-the-app.md): evaluating it
 * earlier, unasked, would block the main thread of every visitor who never taps.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const

export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel()
    task()
  }
  const cancel = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, true)
  }
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true })
  return cancel
}
