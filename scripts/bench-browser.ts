/**
 * What the Chromium benchmarks share (bench-interactions, bench-town-finder, bench-admin): waiting for the server
 * they measure, and Debian's Chromium launched the way this machine needs (as root, no background traffic that
 * would skew a measurement). Lighthouse (bench.ts) launches its own Chrome through chrome-launcher.
 */
import { chromium, type Browser } from 'playwright-core'

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

/** Chromium for a benchmark. */
export function launchBenchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] })
}
