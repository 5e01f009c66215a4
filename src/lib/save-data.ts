/**
 * Whether code may be downloaded ahead of a tap (docs/decisions/197-save-data-and-slow-connections.md).
 *
 * Not when the visitor asked for fewer bytes (Save-Data: the browser's data saver, `navigator.connection.saveData`)
 * or the connection is 2G (`navigator.connection.effectiveType` `2g` or `slow-2g`, the browser's own estimate):
 * then the code a control needs loads on the visitor's intent (pointer down, focus, mouse hover) instead. A browser
 * without the Network Information API (Safari, Firefox) prefetches as before. src/boot.ts, which imports nothing,
 * holds a copy of this rule: change both together.
 */

/** The part of the Network Information API the rule reads (not in TypeScript's DOM types). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

const SLOW_TYPES = new Set(['slow-2g', '2g'])

/** The browser's connection hints, if it has them. */
export function connectionHints(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: ConnectionHints }).connection
}

/** True unless Save-Data is on or the effective connection type is 2g or slow-2g. */
export function mayPrefetch(connection: ConnectionHints | undefined = connectionHints()): boolean {
  if (!connection) return true
  return connection.saveData !== true && !SLOW_TYPES.has(connection.effectiveType ?? '')
}
