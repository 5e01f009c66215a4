/**
 * The private pages' own SPA fallbacks (docs/decisions/228-per-path-fallback.md), written by
 * scripts/build/prerender.ts and served by the hosting rules (scripts/build/hosting.ts `routeFallbacks`).
 *
 * A client-only page has nothing to paint before its code has run, so everything it needs is asked for from the
 * HTML itself: `<link rel="modulepreload">` for the app's chunks and for its route's chunks (read from Vite's
 * manifest), instead of the route's chunks being discovered only once the app's entry has run; and, for the
 * journey page, the story's early request as a module script of its own (`early`), which needs neither React nor
 * the app and so starts the story's GET while the rest of the code is still arriving.
 */

export interface FallbackChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
}
export type FallbackManifest = Record<string, FallbackChunk>

/** The manifest keys `keys` lead to by static imports, each once, in the order met (depth first). */
export function chunkKeys(manifest: FallbackManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) walk(imported)
  }
  for (const key of keys) walk(key)
  return [...seen]
}

export interface RouteFallback {
  /** The route module (a manifest key, e.g. src/app/routes/journey.tsx). */
  route: string
  /** Lazily loaded parts the route shows at once (manifest keys), preloaded too. */
  parts?: readonly string[]
  /** A chunk (by its manifest name) run as a module script of its own, before the app: the early work. */
  early?: string
  /**
   * Lazily loaded parts shown after the page's first paint (manifest keys): preloaded at low priority, after
   * everything else, so that they do not take the bandwidth the first paint needs.
   */
  later?: readonly string[]
}

export interface FallbackPlan {
  /** The early module's file, run by `<script type="module" async>`; undefined when the route has none. */
  early?: string
  /** The early module's imports, preloaded at the top of the head. */
  earlyPreloads: string[]
  /** The app's and the route's chunks (none of the early ones again); at low priority when there is an early module. */
  preloads: string[]
  /** The later parts' chunks that are not among the others, preloaded with `fetchpriority="low"`. */
  laterPreloads: string[]
}

/**
 * What one route's fallback page asks for. `appKeys` are the app's entry and the chunks it imports (already in
 * the generic fallback). Fails (throws) on a route missing from the build, or on an early module that would
 * wait for the app's entry: it must start before the app does.
 */
export function planFallback(
  manifest: FallbackManifest,
  appEntry: string,
  fallback: RouteFallback,
): FallbackPlan {
  for (const key of [fallback.route, ...(fallback.parts ?? []), ...(fallback.later ?? [])])
    if (!manifest[key]) throw new Error(`${key} is not in the client build`)
  const app = chunkKeys(manifest, [appEntry])
  const route = chunkKeys(manifest, [fallback.route, ...(fallback.parts ?? [])])
  let early: string | undefined
  // The early module and what it imports (its own file is run by the script tag, not preloaded).
  let earlyChunks: string[] = []
  let earlyKey: string | undefined
  if (fallback.early) {
    const found = Object.entries(manifest).filter(([, chunk]) => chunk.name === fallback.early)
    if (found.length !== 1) throw new Error(`no single chunk named ${fallback.early}`)
    const [key, earlyChunk] = found[0]!
    earlyKey = key
    earlyChunks = chunkKeys(manifest, [earlyKey])
    if (earlyChunks.includes(appEntry))
      throw new Error(
        `${earlyChunk.file} imports the app's entry: it would start only with the app (vite.config.ts codeSplitting)`,
      )
    early = `/${earlyChunk.file}`
  }
  const files = (keys: string[]) => keys.map((key) => `/${manifest[key]!.file}`)
  const rest = [...new Set([...app, ...route])].filter(
    (key) => key !== appEntry && !earlyChunks.includes(key),
  )
  const later = chunkKeys(manifest, fallback.later ?? []).filter(
    (key) => key !== appEntry && !earlyChunks.includes(key) && !rest.includes(key),
  )
  return {
    early,
    earlyPreloads: files(earlyChunks.filter((key) => key !== earlyKey)),
    preloads: files(rest),
    laterPreloads: files(later),
  }
}

const rootMarker = '<div id="root"><!--app-html--></div>'

/**
 * The fallback page: the app's page (`template`, Vite's index.html) with the early module and its imports at the
 * top of the head (the first requests after the HTML), the other preloads before `</head>`, and `shell` (static
 * HTML the page paints before its code, which the app replaces as it renders: ADR 233) inside `#root`.
 */
export function fallbackHtml(template: string, plan: FallbackPlan, shell?: string): string {
  const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`
  const low = (href: string) =>
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`
  // With an early module, what the page paints first is the early request's answer: the app's entry and its
  // chunks go at low priority, so the early module's own imports arrive, and it runs, before them (ADR 236).
  const rest =
    plan.preloads.map(plan.early ? low : link).join('') + plan.laterPreloads.map(low).join('')
  const early = plan.early
    ? `<script type="module" async crossorigin src="${plan.early}"></script>${plan.earlyPreloads.map(link).join('')}`
    : ''
  const withEarly = early ? template.replace(/<title>/, () => `${early}<title>`) : template
  if (early && withEarly === template) throw new Error('the app page has no <title>')
  const entry = /<script type="module" crossorigin src=/
  if (early && !entry.test(withEarly)) throw new Error('the app page has no entry script')
  const page = (
    early
      ? withEarly.replace(entry, '<script type="module" fetchpriority="low" crossorigin src=')
      : withEarly
  ).replace('</head>', () => `${rest}</head>`)
  if (shell === undefined) return page
  if (!page.includes(rootMarker)) throw new Error(`the app page has no ${rootMarker}`)
  return page.replace(rootMarker, () => `<div id="root">${shell}</div>`)
}
