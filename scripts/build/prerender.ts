/**
 * Turns the client build (dist/) into finished HTML per public route (docs/decisions/060-prerendering.md).
 * Run after `vite build` and `vite build --ssr src/app/entry-server.tsx --outDir dist-ssr` (see `npm run build`).
 *
 * Writes dist/<route>/index.html for every public route, dist/404.html, dist/__spa-fallback.html (for /auth),
 * the private pages' and the console's own fallbacks (dist/__spa-fallback-journey.html …, ADRs 228 and 232), dist/sitemap.xml and dist/robots.txt, and fails loudly on anything that would ship broken HTML.
 */
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { beastiesCriticalCss, criticalCss } from './critical-css'
import { uncoveredCharacters } from './font-subset'
import { filteredLists, filteredManifest } from './filtered-lists'
import {
  filteredPageFile,
  headersFile,
  redirectsFile,
  routeFallbacks,
  type HostingEnv,
} from './hosting'
import { fallbackHtml, planFallback, type RouteFallback } from './route-fallbacks'
import { shellStatusAttribute, welcomeClass } from '../../src/features/journey/lib/welcome'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const dist = join(root, 'dist')
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js')

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface ServerEntry {
  render(url: string): Promise<{ head: string; body: string }>
  prerenderPaths(): string[]
  matchPage(pathname: string): string | undefined
  notFoundRenderPath: string
  clientOnlyPaths: readonly string[]
  siteUrl: string
  hostingEnv: HostingEnv
}

const fail = (message: string): never => {
  console.error(`\nprerender: ${message}\n`)
  process.exit(1)
}

if (!existsSync(join(dist, 'index.html')))
  fail('dist/index.html is missing: run `vite build` first')
if (!existsSync(ssrEntry))
  fail(
    'dist-ssr/entry-server.js is missing: run `vite build --ssr src/app/entry-server.tsx --outDir dist-ssr`',
  )

// Kept beside dist/ (not inside it, so it is never served) for re-runs and for scripts/bench/bench.ts.
const manifestPath = join(root, 'dist-ssr', 'client-manifest.json')
const viteManifest = join(dist, '.vite', 'manifest.json')
if (existsSync(viteManifest)) {
  writeFileSync(manifestPath, readFileSync(viteManifest))
  rmSync(join(dist, '.vite'), { recursive: true, force: true })
}
if (!existsSync(manifestPath))
  fail('dist/.vite/manifest.json is missing: set build.manifest in vite.config.ts')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
// Only the entry's stylesheet is inlined, and vite.config.ts keeps dynamic imports from fetching it again.
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.css?.length && !chunk.isEntry)
    fail(`${key} imports CSS: only the entry's stylesheet (src/index.css) is supported`)
}

// The client build's page is the template (its <script type="module" src> and stylesheet stay as Vite wrote
// them); with the app's chunks preloaded (below), it is also the SPA fallback for the client-only routes.
const marker = '<div id="root"><!--app-html--></div>'
const fallbackFile = join(dist, '__spa-fallback.html')
let template = readFileSync(join(dist, 'index.html'), 'utf8')
// Re-running on an already prerendered dist/: the untouched template was kept as the SPA fallback.
if (!template.includes(marker) && existsSync(fallbackFile))
  template = readFileSync(fallbackFile, 'utf8').replace(
    /<link rel="modulepreload" crossorigin href="[^"]*">/g,
    '',
  )
if (!template.includes(marker)) fail('index.html lost its <div id="root"><!--app-html--></div>')

// Render with React's production build, as the browser runs it.
process.env.NODE_ENV ??= 'production'
const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry

/** page key → route module file, read from the route table's `page(() => import('../routes/x'), …)` lines. */
const routesSource = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8')
const pageFiles = new Map<string, string>()
for (const match of routesSource.matchAll(
  /(\w+): page\(\(\) => import\('\.\/routes\/([\w-]+)'\)/g,
)) {
  pageFiles.set(match[1], `src/app/routes/${match[2]}.tsx`)
}

const walk = (key: string, into: Set<string>) => {
  if (into.has(key)) return
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) walk(imported, into)
}
const app = manifest['index.html']
const boot = manifest['src/boot.ts']
if (!app?.isEntry || !boot?.isEntry)
  fail('the client build lacks its entries index.html and src/boot.ts (vite.config.ts input)')
// React with its DOM renderer (vite.config.ts puts them in a chunk of its own, initialised as it is evaluated):
// src/boot.ts evaluates it in a task of its own before the app.
const vendors = ['react-dom'].map((name) => {
  const chunk = Object.values(manifest).find((candidate) => candidate.name === name)
  if (!chunk) fail(`the client build has no ${name} chunk (vite.config.ts codeSplitting)`)
  return `/${chunk!.file}`
})
const bootChunks = new Set<string>()
walk('src/boot.ts', bootChunks)
const appChunks = new Set<string>()
walk('index.html', appChunks)

/**
 * The SPA fallback (the client-only pages: /admin, /auth, /journey, /book) has nothing to paint before the app
 * runs, so the app's own chunks are wanted at once: <link rel="modulepreload"> for each chunk the entry imports
 * lets the browser fetch them beside the entry instead of after it (one round trip less; measured on the journey
 * page in docs/performance.md). vite.config.ts turns Vite's own preloads off for the prerendered pages (ADR 070).
 */
const preloads = [...appChunks]
  .filter((key) => key !== 'index.html')
  .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
  .join('')
writeFileSync(
  fallbackFile,
  template.replace('</head>', () => `${preloads}</head>`),
)

/**
 * The private pages' and the console's own fallbacks (docs/decisions/228-per-path-fallback.md and
 * 232-console-fallback.md, scripts/build/route-fallbacks.ts): the same page, with their route's chunks preloaded
 * too, and the journey's story request started by a module of its own. The hosting rules serve each for its path
 * (scripts/build/hosting.ts `routeFallbacks`).
 */
function routeModule(page: string): string {
  return pageFiles.get(page) ?? fail(`src/app/routes.tsx has no page ${page}`)
}
const ownFallbacks: Record<keyof typeof routeFallbacks, RouteFallback> = {
  '/journey': {
    route: routeModule('journey'),
    early: 'early-story',
    // Below the welcome: the call, the plan, the sharing panel and the editor (ADR 229).
    later: ['src/features/journey/components/journey-story-parts.tsx'],
  },
  // The booking page's calendar is a lazily loaded part it shows at once.
  '/book': {
    route: routeModule('book'),
    parts: ['src/features/booking/components/call-booking.tsx'],
  },
  '/agency': { route: routeModule('agencyHandoff') },
  '/research': { route: routeModule('researchPage') },
  '/results': { route: routeModule('sharedResults') },
  // The console's list waits for the session: supabase-js, imported on mount by the auth provider.
  '/admin': {
    route: routeModule('admin'),
    parts: ['node_modules/@supabase/supabase-js/dist/index.mjs'],
  },
}
/**
 * The journey page's shell (ADR 233): the page's own loading state (the header, `Your journey home`, `Opening
 * your story…`), rendered by the app at a placeholder link, so the page paints from its HTML; the early story
 * writes the welcome into it when the story arrives before the app (src/features/journey/lib/welcome.ts). The
 * status carries the attribute that marks it as the shell's.
 */
async function journeyShell(): Promise<string> {
  const placeholder = 'x'.repeat(43)
  const { body } = await server.render(`/journey/${placeholder}`)
  if (body.includes(placeholder)) fail('the journey shell shows its placeholder link')
  const status = '<p role="status"'
  if (body.split(status).length !== 2 || !body.includes('Opening your story'))
    fail(`the journey shell has no single ${status}> Opening your story…`)
  return body.replace(status, () => `<p ${shellStatusAttribute}="" role="status"`)
}
const shells: Partial<Record<keyof typeof routeFallbacks, string>> = {
  '/journey': await journeyShell(),
}
/**
 * A page with a shell paints it from its own inline CSS (ADR 237): the rules the shell, and the welcome the early
 * story writes into it, use (scripts/build/critical-css.ts). The whole stylesheet, without the @font-face rules the
 * inline CSS declares, is linked at the end of the body: it does not hold the shell's first paint, and the app's
 * module script, deferred, still runs only once it has loaded (a stylesheet the parser met blocks scripts), so
 * React never renders the page without it.
 */
function shellPaintsFirst(html: string): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html)
  if (!link) return fail('the app page has no stylesheet link')
  const whole = readFileSync(join(dist, link[1]), 'utf8')
  const withWelcome = html.replace(
    /<p data-shell[^>]*>/,
    (status) => `<p class="${welcomeClass}"></p>${status}`,
  )
  const css = criticalCss(whole, withWelcome)
  return html
    .replace(link[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .replace(
      '</body>',
      () => `<link rel="stylesheet" crossorigin href="/${lateStylesheet(link[1])}"></body>`,
    )
}
for (const [path, fallback] of Object.entries(ownFallbacks)) {
  try {
    const shell = shells[path as keyof typeof routeFallbacks]
    const html = fallbackHtml(template, planFallback(manifest, 'index.html', fallback), shell)
    writeFileSync(
      join(dist, routeFallbacks[path as keyof typeof routeFallbacks]),
      shell === undefined ? html : shellPaintsFirst(html),
    )
  } catch (error) {
    fail(`the fallback of ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * The chunks of the app (src/main.tsx and what it imports) and of the page's route module, as URLs for the
 * root's `data-modules`: src/boot.ts preloads them once the page has painted
 * (docs/decisions/070-javascript-after-first-paint.md). They are not <link rel="modulepreload"> tags, which
 * the browser would fetch while the page paints. The boot module's own chunks are loaded already.
 */
function pageModules(routeFile: string | undefined): string[] {
  const needed = new Set(appChunks)
  if (routeFile && manifest[routeFile]) walk(routeFile, needed)
  return [...needed].filter((key) => !bootChunks.has(key)).map((key) => `/${manifest[key].file}`)
}

/**
 * First paint needs only the HTML (docs/decisions/061-javascript-budget.md, 070): the rules of the stylesheet
 * that the page's elements use are inlined (no render-blocking request; the CSP allows inline styles, not
 * scripts; scripts/build/critical-css.ts) and src/boot.ts adds the whole stylesheet (the root's `data-stylesheet`)
 * before the app starts. The only script is the tiny boot module (src/boot.ts), fetched at low priority; it
 * loads the app after the page has painted.
 * Fonts are not preloaded: a preloaded font is fetched at high priority before first paint.
 *
 * The stylesheet src/boot.ts adds after first paint: the whole one without its @font-face rules, which the
 * inline CSS already declares. Declared a second time, the faces would be new fonts to load, shown in the
 * fallback first and swapped in (measured CLS 0.23 on /about).
 */
function lateStylesheet(file: string): string {
  const late = file.replace(/\.css$/, '.late.css')
  if (!existsSync(join(dist, late))) {
    const css = readFileSync(join(dist, file), 'utf8')
    const withoutFonts = css.replace(/@font-face\s*\{[^}]*\}/g, '')
    if (withoutFonts === css || /@font-face/.test(withoutFonts))
      fail(`${file}: could not take out its @font-face rules`)
    writeFileSync(join(dist, late), withoutFonts)
  }
  return late
}

function optimiseHead(html: string): string {
  let stylesheet = ''
  const withStyle = html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_, file: string) => {
      if (stylesheet)
        fail(
          `a second stylesheet, ${file}: only the entry's stylesheet (src/index.css) is supported`,
        )
      stylesheet = lateStylesheet(file)
      const whole = readFileSync(join(dist, file), 'utf8')
      const css =
        process.env.CRITICAL_CSS === 'beasties'
          ? beastiesCriticalCss(whole, html, `/${file}`)
          : criticalCss(whole, html)
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
    },
  )
  return (
    withStyle
      .replace('<div id="root" ', () =>
        stylesheet ? `<div id="root" data-stylesheet="/${stylesheet}" ` : '<div id="root" ',
      )
      // The app's script (and any preload of its chunks) gives way to the boot module, which loads it after the paint.
      .replace(/<link rel="modulepreload" crossorigin href="[^"]*">/g, '')
      .replace(
        /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g,
        (_, file: string) => {
          if (file !== app.file) fail(`an unexpected script in index.html: ${file}`)
          return `<script type="module" crossorigin fetchpriority="low" src="/${boot.file}"></script>`
        },
      )
  )
}

/**
 * The code a tap on the page will need, for the root's `data-prefetch`: src/boot.ts downloads it (without running
 * it) once the app is idle (docs/decisions/073-controls-work-before-the-app.md), unless Save-Data is on or the
 * connection is 2G (ADR 197). A contact trigger needs the dialog and the wizard; /contact's form needs the wizard.
 */
function prefetchAttribute(body: string, routeFile: string | undefined): string {
  const wanted = new Set<string>()
  const hasDialog = body.includes('aria-haspopup="dialog"')
  if (hasDialog) walk('src/features/inquiry/components/contact-dialog-panel.tsx', wanted)
  if (hasDialog || body.includes('data-wizard-next'))
    walk('src/features/inquiry/components/inquiry-wizard.tsx', wanted)
  const loaded = new Set(appChunks)
  if (routeFile && manifest[routeFile]) walk(routeFile, loaded)
  const modules = [...wanted]
    .filter((key) => manifest[key] && !loaded.has(key) && !bootChunks.has(key))
    .map((key) => `/${manifest[key].file}`)
  return modules.length ? ` data-prefetch="${modules.join(' ')}"` : ''
}

function documentFor(
  path: string,
  rendered: { head: string; body: string },
  routeFile?: string,
): string {
  const withHead = template.replace(
    /<title>[\s\S]*?<\/title>/,
    // The markers let the browser drop the page's server head tags when it renders afresh instead of hydrating.
    () => ['<!--ssr-head-->', rendered.head, '<!--/ssr-head-->'].join(''),
  )
  const html = withHead.replace(
    '<div id="root"><!--app-html--></div>',
    () =>
      `<div id="root" data-prerendered="${path}" data-main="/${app.file}" data-vendor="${vendors.join(' ')}" data-modules="${pageModules(routeFile).join(' ')}"${prefetchAttribute(rendered.body, routeFile)}>${rendered.body}</div>`,
  )
  const optimized = optimiseHead(html)
  checkDocument(path, optimized)
  return optimized
}

/** No inline executable script may ship (the CSP is `script-src 'self'`); JSON-LD data blocks are fine. */
function checkDocument(path: string, html: string) {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]
    if (/\bsrc=/.test(attributes)) continue
    if (/type="application\/ld\+json"/.test(attributes)) continue
    fail(`${path}: inline <script${attributes}> in the prerendered HTML (blocked by the CSP)`)
  }
  if ((html.match(/<title>/g) ?? []).length !== 1) fail(`${path}: expected exactly one <title>`)
  if (!html.includes('<h1')) fail(`${path}: no <h1> in the prerendered HTML`)
  if (/<template|<!--\$!-->/.test(html))
    fail(`${path}: a Suspense boundary fell back to client rendering`)
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, ' ')
  const missing = uncoveredCharacters(text)
  if (missing.length) {
    fail(
      `${path} shows ${missing.map((char) => `"${char}"`).join(' ')}, missing from the webfont subsets: add them to scripts/build/font-subset.ts and run \`npm run fonts:subset\``,
    )
  }
}

function outputFile(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html')
}

function lastModified(path: string, routeFile: string | undefined): string {
  // The content's own history, never the build time: the route module plus any content file named after the page.
  const slug = path.split('/').filter(Boolean).at(-1) ?? 'home'
  const files = routeFile ? [routeFile] : []
  const contentDir = join(root, 'src/content')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.replace(/\.[^.]+$/, '') === slug) files.push(relative(root, full))
    }
  }
  if (existsSync(contentDir)) walk(contentDir)
  let date = ''
  try {
    date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
    }).trim()
  } catch {
    // not a git checkout: fall back to the files' own dates below
  }
  if (!date) {
    const newest = Math.max(...files.map((file) => statSync(join(root, file)).mtimeMs))
    date = new Date(newest).toISOString().slice(0, 10)
  }
  return date
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const sitemapEntries: Array<{ loc: string; lastmod: string }> = []
const titles = new Map<string, string>()
const started = performance.now()

const pagesToRender = server.prerenderPaths()
const canonicalOf = new Map<string, string>()

for (const path of pagesToRender) {
  const rendered = await server.render(path)
  const pageKey = server.matchPage(path)
  const routeFile = pageKey ? pageFiles.get(pageKey) : undefined
  const html = documentFor(path, rendered, routeFile)
  const filtered = filteredPageFile(path)
  const file = filtered ? join(dist, filtered) : outputFile(path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
  // A twin <route>.html: Netlify and Cloudflare Pages serve it at /<route> without redirecting to /<route>/,
  // which keeps the canonical form (no trailing slash) on every host.
  if (path !== '/' && !filtered) writeFileSync(join(dist, `${path.slice(1)}.html`), html)

  const noindex = /<meta name="robots" content="noindex/.test(rendered.head)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(rendered.head)?.[1]
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)![1]
  const self = server.siteUrl + path
  if (!noindex) {
    if (!canonical) fail(`${path}: no canonical URL`)
    // An alias (/about-us shows /about's page) names the other URL as canonical and stays out of the sitemap.
    const isAlias = canonical !== self
    if (isAlias && !pagesToRender.some((other) => server.siteUrl + other === canonical)) {
      fail(`${path}: canonical ${canonical} is neither this page nor another prerendered page`)
    }
    canonicalOf.set(path, canonical!)
    if (!isAlias) sitemapEntries.push({ loc: canonical!, lastmod: lastModified(path, routeFile) })
  }
  const sameTitle = titles.get(title)
  if (sameTitle && (noindex || canonicalOf.get(sameTitle) !== canonical)) {
    fail(`${path} has the same <title> as ${sameTitle} but is a different page: "${title}"`)
  }
  titles.set(title, path)
  console.log(
    `prerendered ${path.padEnd(36)} ${noindex ? '(noindex)' : canonical !== self ? `(alias of ${canonical})` : ''}`,
  )
}

writeFileSync(join(dist, '_headers'), headersFile(server.hostingEnv))
const lists = filteredLists(pagesToRender)
writeFileSync(join(root, filteredManifest), JSON.stringify(lists, null, 2) + '\n')
writeFileSync(join(dist, '_redirects'), redirectsFile(lists))

// The 404 page, served with status 404 for any unknown path.
const notFound = await server.render(server.notFoundRenderPath)
writeFileSync(
  join(dist, '404.html'),
  documentFor(server.notFoundRenderPath, notFound, pageFiles.get('notFound')),
)
console.log('prerendered 404.html')

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapEntries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    )
    .join('\n')}\n</urlset>\n`,
)
writeFileSync(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    ...server.clientOnlyPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${server.siteUrl}/sitemap.xml`,
    '',
  ].join('\n'),
)

console.log(
  `prerender: ${pagesToRender.length} pages + 404 + SPA fallback, sitemap with ${sitemapEntries.length} URLs, in ${Math.round(performance.now() - started)} ms`,
)
