/**
 * Runs `task` in a new task right after the browser has painted the next frame. A tap's handler that only marks
 * the control as pressed, and leaves the heavy work (mounting a dialog) to this, lets that frame show the press at
 * once: the browser's Event Timing (what INP reports) ends at that paint (docs/decisions/231-the-tap-paints-first.md).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}
