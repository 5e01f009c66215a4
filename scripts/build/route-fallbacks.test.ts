// @vitest-environment node
import { expect, test } from 'vitest'
import { chunkKeys, fallbackHtml, planFallback, type FallbackManifest } from './route-fallbacks.ts'

/** A build like Vite's manifest of this app: the entry, React, a route with its own imports, an early module. */
const manifest: FallbackManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-dom-1.js', '_env-1.js'],
  },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js', name: 'react-dom' },
  '_env-1.js': { file: 'assets/env-1.js', name: 'env' },
  '_early-story-1.js': {
    file: 'assets/early-story-1.js',
    name: 'early-story',
    imports: ['_function-client-1.js'],
  },
  '_function-client-1.js': { file: 'assets/function-client-1.js', imports: ['_env-1.js'] },
  'src/app/routes/journey.tsx': {
    file: 'assets/journey-1.js',
    imports: ['index.html', '_react-dom-1.js', '_early-story-1.js', '_schemas-1.js'],
  },
  '_schemas-1.js': { file: 'assets/schemas-1.js' },
  'src/features/booking/components/call-booking.tsx': {
    file: 'assets/call-booking-1.js',
    imports: ['_calendar-1.js'],
  },
  '_calendar-1.js': { file: 'assets/calendar-1.js' },
}
const template =
  '<html><head><title>Radici</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>'

test('chunkKeys follows static imports once each', () => {
  expect(chunkKeys(manifest, ['_early-story-1.js'])).toEqual([
    '_early-story-1.js',
    '_function-client-1.js',
    '_env-1.js',
  ])
})

test("a route's fallback preloads the app's chunks and the route's own, the early module's first", () => {
  const plan = planFallback(manifest, 'index.html', {
    route: 'src/app/routes/journey.tsx',
    early: 'early-story',
  })
  expect(plan.early).toBe('/assets/early-story-1.js')
  expect(plan.earlyPreloads).toEqual(['/assets/function-client-1.js', '/assets/env-1.js'])
  // Each chunk once; not the entry (the page's own script), not the early module (its own script).
  expect(plan.preloads).toEqual([
    '/assets/react-dom-1.js',
    '/assets/journey-1.js',
    '/assets/schemas-1.js',
  ])

  const html = fallbackHtml(template, plan)
  expect(html.indexOf('src="/assets/early-story-1.js"')).toBeLessThan(html.indexOf('<title>'))
  expect(html).toContain('<script type="module" async crossorigin src="/assets/early-story-1.js">')
  for (const href of plan.earlyPreloads)
    expect(html.split(`<link rel="modulepreload" crossorigin href="${href}">`)).toHaveLength(2)
  // The early request is what the page paints first: the app and its chunks come after it, at low priority.
  for (const href of plan.preloads)
    expect(
      html.split(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    ).toHaveLength(2)
  expect(html).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
  )
})

test('without an early module the app and its chunks keep their priority', () => {
  const html = fallbackHtml(
    template,
    planFallback(manifest, 'index.html', { route: 'src/app/routes/journey.tsx' }),
  )
  expect(html).not.toContain('fetchpriority')
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">')
})

test('a lazily loaded part the route shows at once is preloaded too', () => {
  const plan = planFallback(manifest, 'index.html', {
    route: 'src/app/routes/journey.tsx',
    parts: ['src/features/booking/components/call-booking.tsx'],
  })
  expect(plan.early).toBeUndefined()
  expect(plan.preloads).toContain('/assets/call-booking-1.js')
  expect(plan.preloads).toContain('/assets/calendar-1.js')
  expect(fallbackHtml(template, plan)).not.toContain('async')
})

test('a part shown after the first paint is preloaded last, at low priority, its shared chunks once', () => {
  const plan = planFallback(manifest, 'index.html', {
    route: 'src/app/routes/journey.tsx',
    later: ['src/features/booking/components/call-booking.tsx'],
  })
  expect(plan.laterPreloads).toEqual(['/assets/call-booking-1.js', '/assets/calendar-1.js'])
  expect(plan.preloads).not.toContain('/assets/call-booking-1.js')
  const html = fallbackHtml(template, plan)
  expect(html).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/call-booking-1.js">',
  )
  expect(html.indexOf('call-booking-1.js')).toBeGreaterThan(html.indexOf('schemas-1.js'))
  expect(() =>
    planFallback(manifest, 'index.html', {
      route: 'src/app/routes/journey.tsx',
      later: ['src/nope.tsx'],
    }),
  ).toThrow(/src\/nope.tsx is not in the client build/)
})

test('an early module that imports the app entry, or a missing route, fails the build', () => {
  const tied: FallbackManifest = {
    ...manifest,
    '_function-client-1.js': { file: 'assets/function-client-1.js', imports: ['index.html'] },
  }
  expect(() =>
    planFallback(tied, 'index.html', { route: 'src/app/routes/journey.tsx', early: 'early-story' }),
  ).toThrow(/imports the app's entry/)
  expect(() => planFallback(manifest, 'index.html', { route: 'src/app/routes/nope.tsx' })).toThrow(
    /not in the client build/,
  )
})
