/**
 * Does each page's inlined CSS paint it as the whole stylesheet would (docs/decisions/126)? After `npm run build`:
 *
 *   npx tsx scripts/build/check-critical-css.ts [--port P] [--routes /a,/b] [--shots dir]
 *
 * For each public route (dist/sitemap.xml) at 375 and 1280 px, with the boot module blocked (so src/boot.ts adds
 * nothing and the page shows exactly its first paint: the HTML and its inlined rules), it takes a full-page screenshot, then
 * adds the late stylesheet (the root's `data-stylesheet`, as src/boot.ts does) and takes another. Any difference
 * is a rule the first paint needed and did not get: the two PNGs are written to --shots (default
 * <the system's temporary folder>/critical-css-shots) and it exits 1.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBenchBrowser, waitForServer } from '../bench/bench-browser'
import { freePort } from '../../supabase-local/ports.ts'
import { startGroup, stopGroup } from '../dev/processes.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('port') ?? process.env.PREVIEW_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`
const shots = option('shots') ?? join(tmpdir(), 'critical-css-shots')
const routes =
  option('routes')?.split(',') ??
  [...readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  )

const server = startGroup(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts/dev/serve.ts'), '--port', String(port)],
  { cwd: root },
)
const differing: string[] = []
try {
  await waitForServer(origin)
  const browser = await launchBenchBrowser()
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort())
      for (const route of routes) {
        await page.goto(origin + route, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const inlined = await page.screenshot({ fullPage: true, animations: 'disabled' })
        const href = await page.getAttribute('#root', 'data-stylesheet')
        if (!href) throw new Error(`${route}: no data-stylesheet on #root`)
        await page.addStyleTag({ url: href })
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const whole = await page.screenshot({ fullPage: true, animations: 'disabled' })
        const same = inlined.equals(whole)
        if (!same) {
          const name = `${route.replace(/\W+/g, '_') || 'home'}-${width}`
          mkdirSync(shots, { recursive: true })
          writeFileSync(join(shots, `${name}-inlined.png`), inlined)
          writeFileSync(join(shots, `${name}-whole.png`), whole)
          differing.push(`${route} at ${width} px`)
        }
        console.log(`${same ? '✓' : '✗'} ${route} at ${width} px`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
} finally {
  stopGroup(server)
}
if (differing.length) {
  console.error(
    `check-critical-css: the first paint differs from the whole stylesheet's on ${differing.join(', ')} (PNGs in ${shots})`,
  )
  process.exit(1)
}
console.log(
  `check-critical-css: ${routes.length} routes × 2 widths paint the same with their inlined CSS alone`,
)
