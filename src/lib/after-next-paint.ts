/**
 * Runs `task` right after the browser has painted the next frame, ahead of other waiting work where the browser
 * can order its tasks (`scheduler.postTask` at user-blocking priority; a zero-delay timeout elsewhere). A tap's
 * handler that only marks the control as pressed, and leaves the heavy work (mounting a dialog) to this, lets that
 * frame show the press at once: the browser's Event Timing (what INP reports) ends at that paint
 * (docs/decisions/231-the-tap-paints-first.md).
 */
export function afterNextPaint(task: () => void): void {
  const { scheduler } = globalThis as typeof globalThis & {
    scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> }
  }
  requestAnimationFrame(() => {
    if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'user-blocking' })
    else setTimeout(task, 0)
  })
}
