/**
 * What the two profilers share (scripts/dev/profile-tap.ts, profile-load.ts): a Chromium trace through a page's
 * DevTools protocol session, and the names of a CPU profile's frames in the sources, read from the build's source
 * maps when it has them (`npx vite build --sourcemap`, then the SSR build and the prerender).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CDPSession } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time: what the task cost, without the time it waited for a core. */
  tdur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> }
}

export interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

/** Starts a trace of `categories`; the returned function ends it and gives its events. */
export async function startTrace(
  cdp: CDPSession,
  categories: string[],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } })
  return async () => {
    await cdp.send('Tracing.end')
    await traced
    return events
  }
}

/**
 * The original source (`src/…`, `node_modules/…`) and name of a position in a built file served from `origin`, or
 * undefined where the build has no source map for it.
 */
export function sourceMapper(
  origin: string,
  dist: string,
): (url: string, line: number, column: number) => { source: string; name: string } | undefined {
  const maps = new Map<string, SourceMapConsumer | null>()
  return (url, line, column) => {
    const file = url.startsWith(origin) ? join(dist, new URL(url).pathname) : ''
    if (!maps.has(file))
      maps.set(
        file,
        file && existsSync(`${file}.map`)
          ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : null,
      )
    const position = maps.get(file)?.originalPositionFor({ line: line + 1, column })
    return position?.source
      ? { source: position.source.replace(/^(\.\.\/)+/, ''), name: position.name ?? '' }
      : undefined
  }
}
