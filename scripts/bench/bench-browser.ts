/**
 * What the Chromium benchmarks share (bench-interactions, bench-town-finder, bench-admin, bench-insights): waiting for the server
 * they measure, and Debian's Chromium launched the way this machine needs (as root, no background traffic that
 * would skew a measurement). Lighthouse (bench.ts) launches its own Chrome through chrome-launcher.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chromium, type Browser } from 'playwright-core'
import { startGroup } from '../dev/processes.ts'

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not start within ${timeoutMs} ms`)
}

/** The one name for the browser everywhere (README): CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** As root, offline, and with nothing in the background that would skew a measurement or a test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * A phone on slow 2G, for `Network.overrideNetworkState` (the page's `navigator.connection` then reports
 * `slow-2g`): the conditions under which nothing is prefetched (ADR 197), in the Save-Data benchmark and its test.
 */
export const slow2gNetworkState = {
  offline: false,
  latency: 3000,
  downloadThroughput: 3000,
  uploadThroughput: 3000,
  connectionType: 'cellular2g',
} as const

/** Chromium for a benchmark. */
export function launchBenchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] })
}

/** Runs a command with the environment added; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    )
  })
}

/** An in-page measurement that never settles (a change that changed nothing) fails, naming itself. */
export function within<T>(label: string, measurement: Promise<T>, ms = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${ms} ms`)), ms)
  })
  return Promise.race([measurement, deadline]).finally(() => clearTimeout(timer))
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** An earlier run's server left on the port would answer waitFor() with an old build: refuse to start. */
export async function assertPortFree(url: string): Promise<void> {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  )
  if (answered)
    throw new Error(`${url} is already served: stop that server (or set PREVIEW_PORT) first`)
}

/**
 * Serves a build as the host does (scripts/dev/serve.ts: the hosting rules, fallback pages and headers), `dir` or
 * dist/, in a process group of its own: stopping the group also stops the server under npx (an orphaned server
 * would keep serving this build to the next run).
 */
export function serveBuild(port: number, dir?: string): ChildProcess {
  return startGroup(
    'npx',
    ['tsx', 'scripts/dev/serve.ts', '--port', String(port), ...(dir ? ['--dir', dir] : [])],
    { stdio: 'ignore' },
  )
}
