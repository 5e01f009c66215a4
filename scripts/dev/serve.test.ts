// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../../supabase-local/ports.ts'
import { exited, startGroup, stopGroup } from './processes.ts'
import { routeFallbacks, spaFallback } from '../build/hosting.ts'

/** scripts/dev/serve.ts (the preview and the e2e host) serves files inside its folder, and nothing beside it. */
const root = mkdtempSync(join(tmpdir(), 'radici-serve-'))
const dist = join(root, 'dist')
let origin = ''
let server: ReturnType<typeof startGroup> | undefined

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(root, 'dist-ssr'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<h1>home</h1>')
  writeFileSync(join(dist, '404.html'), '<h1>not found</h1>')
  writeFileSync(join(dist, spaFallback), '<div id="root"></div>')
  for (const [path, file] of Object.entries(routeFallbacks))
    writeFileSync(join(dist, file), `<div id="root"></div><!-- fallback of ${path} -->`)
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), 'SECRET SERVER CODE')
  writeFileSync(join(root, 'secret.txt'), 'SECRET')
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = startGroup(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'serve.ts'),
      '--port',
      String(port),
      '--dir',
      dist,
    ],
    { stdio: 'ignore' },
  )
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error('serve.ts did not start')
}, 30_000)

afterAll(async () => {
  if (server) {
    stopGroup(server)
    await exited(server)
  }
  rmSync(root, { recursive: true, force: true })
})

/** A raw request path, sent as it is (fetch would resolve the dots before sending). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${origin}/`, { path }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => done({ status: response.statusCode ?? 0, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

test('files inside the folder are served', async () => {
  expect((await get('/assets/app.js')).body).toBe('console.log(1)')
  expect((await get('/')).body).toContain('home')
})

test.each([
  '/..%2fdist-ssr%2fentry-server.js',
  '/..%2Fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/../secret.txt',
  '/..%5csecret.txt',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/secret.txt%00.html',
])('%s never serves a file outside the folder', async (path) => {
  const { status, body } = await get(path)
  expect(body).not.toContain('SECRET')
  expect(status).toBe(404)
})

/** The status and Location of a raw request path (no redirect is followed). */
function head(path: string): Promise<{ status: number; location?: string; referrer?: string }> {
  return new Promise((done, fail) => {
    const req = request(`${origin}/`, { path, method: 'HEAD' }, (response) => {
      response.resume()
      done({
        status: response.statusCode ?? 0,
        location: response.headers.location,
        referrer: response.headers['referrer-policy'] as string | undefined,
      })
    })
    req.on('error', fail)
    req.end()
  })
}

test.each(['/%2Fevil.com/', '//evil.com/', '/%2F%2Fevil.com/', '/%5Cevil.com/', '/\\evil.com/'])(
  '%s never redirects to another site (docs/decisions/192)',
  async (path) => {
    const { status, location } = await head(path)
    if (status >= 300 && status < 400) {
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(new URL(location!, origin).origin).toBe(origin)
    }
  },
)

test('a trailing slash still redirects to the canonical path', async () => {
  expect(await head('/blog/')).toMatchObject({ status: 301, location: '/blog' })
})

test.each([
  '/journey/abc',
  '/journey',
  '/book/abc',
  '/book',
  '/agency/abc',
  '/research/abc',
  '/results/abc',
])('%s is served with no-referrer', async (path) => {
  expect((await head(path)).referrer).toBe('no-referrer')
})

test.each([
  ['/journey/abc', '/journey'],
  ['/book/abc', '/book'],
  ['/agency/abc', '/agency'],
  ['/research/abc', '/research'],
  ['/results/abc', '/results'],
  ['/admin', '/admin'],
  ['/admin/insights', '/admin'],
])(
  '%s is served its own fallback page with status 200 (docs/decisions/228, 232, 233)',
  async (path, root) => {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    expect(body).toContain(`fallback of ${root}`)
  },
)

test('/auth and /journey (no link: `Send me my link again`) get the generic fallback, an unknown path the 404 page', async () => {
  for (const path of ['/auth', '/journey']) {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    expect(body).toBe('<div id="root"></div>')
  }
  expect(await get('/journeys/abc')).toMatchObject({ status: 404 })
})
