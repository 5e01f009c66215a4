/**
 * What a visitor's phone downloads while a page sits idle, with and without Save-Data or a 2G connection
 * (issue 36 item 3, docs/decisions/197-save-data-and-slow-connections.md). Not a test: it prints the table in
 * docs/performance.md ("Save-Data and 2G"); tests/e2e/save-data.spec.ts holds the rule itself.
 *
 *   npm run build && npm run bench:save-data [-- --routes /,/contact]
 *
 * For each route and connection, a fresh page on the build served as the host does: the connection emulated by
 * Chromium (Save-Data with `Emulation.setDataSaverOverride`, 2G with `Network.overrideNetworkState`, which sets the
 * page's `navigator.connection` without slowing the requests), the page loaded, then left idle past every idle-time
 * load (4 s of idle callbacks after the load); the bytes are what the network delivered (compressed), split
 * into the scripts the page ran, the prefetched files, and the rest.
 */
import { loadavg } from 'node:os'
import { freePort } from '../../supabase-local/ports.ts'
import { stopGroup } from '../dev/processes.ts'
import {
  launchBenchBrowser,
  serveBuild,
  slow2gNetworkState,
  waitForServer,
} from './bench-browser.ts'

const args = process.argv.slice(2)
const at = args.indexOf('--routes')
const routes =
  at >= 0 ? args[at + 1]!.split(',') : ['/', '/contact', '/itineraries', '/blog/sicily']
const connections = ['usual', 'Save-Data', 'slow 2G'] as const

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = serveBuild(port)
const browser = await launchBenchBrowser()
try {
  await waitForServer(origin)
  const rows: string[] = []
  for (const route of routes)
    for (const connection of connections) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      if (connection === 'Save-Data')
        await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
      if (connection === 'slow 2G')
        await cdp.send('Network.overrideNetworkState', slow2gNetworkState)
      const types = new Map<string, string>()
      const bytes = { ran: 0, prefetched: 0, other: 0 }
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
      cdp.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId)
        const kind =
          type === 'Script'
            ? 'ran'
            : type === 'Prefetch' || type === 'Other'
              ? 'prefetched'
              : 'other'
        bytes[kind] += event.encodedDataLength
      })
      await page.goto(`${origin}${route}`, { waitUntil: 'load' })
      // Past src/boot.ts's idle prefetch and whenIdle's 3 s cap (src/lib/when-idle.ts).
      // Passed as source text: tsx would otherwise wrap the inner function with a helper the page lacks.
      await page.evaluate(`new Promise((resolve) => {
        const until = performance.now() + 4000
        const wait = () =>
          requestIdleCallback(() => (performance.now() >= until ? resolve() : void setTimeout(wait, 100)))
        wait()
      })`)
      const kb = (value: number) => (value / 1024).toFixed(1)
      rows.push(
        `| \`${route}\` | ${connection} | ${kb(bytes.ran)} | ${kb(bytes.prefetched)} | ${kb(bytes.other)} | ${kb(bytes.ran + bytes.prefetched + bytes.other)} |`,
      )
      await page.close()
    }
  console.log(
    `Save-Data and 2G, ${new Date().toISOString().slice(0, 16)} UTC, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} (KB as delivered, compressed):\n`,
  )
  console.log(
    '| Route | Connection | scripts run | prefetched | other (HTML, CSS, fonts, API) | total |\n|---|---|---|---|---|---|',
  )
  console.log(rows.join('\n'))
} finally {
  await browser.close()
  stopGroup(server)
}
