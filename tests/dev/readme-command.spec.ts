import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, portIsFree } from '../../supabase-local/ports.ts'

/**
 * The README's first command, as a newcomer types it: `npm run dev` in a fresh copy of the working tree (no .env,
 * no .supabase-local-data/, no dist/), both servers up, the real wizard stores an inquiry, Ctrl-C stops
 * everything. Beside it: `npm test`'s browser suite leaves that running stack and its data alone, and a taken
 * port is named in one line. docs/decisions/120-a-newcomers-first-hour.md
 */
test.describe.configure({ mode: 'serial' })

const repo = resolve(import.meta.dirname, '..', '..')
const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
let copy = ''
let dev: ChildProcess | undefined
let output = ''
let sitePort = 8080
let apiPort = 54321
const site = () => `http://127.0.0.1:${sitePort}`
const api = () => `http://127.0.0.1:${apiPort}`

/** The tracked and untracked (not ignored) files, as a clone with this change would have them. */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'radici-readme-'))
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    const from = join(repo, file)
    let stats
    try {
      stats = statSync(from)
    } catch {
      continue // deleted in the working tree
    }
    if (!stats.isFile()) continue
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(from, join(dir, file))
  }
  // `npm install` is the registry's part of the command: the copy gets this checkout's installed packages as
  // hard links (seconds, no network), so the test measures the repository, not the registry.
  execFileSync('cp', ['-al', join(repo, 'node_modules'), join(dir, 'node_modules')])
  return dir
}

/** The environment of a new terminal: nothing of this test run's ports, database or CI settings. */
function newcomerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (
      /^(VITE_|SITE_PORT|SUPABASE_PORT|PREVIEW_PORT|DATABASE_URL|CI$|npm_|NODE_OPTIONS|TEST_|PW_|PLAYWRIGHT)/.test(
        key,
      )
    )
      continue
    env[key] = value
  }
  return { ...env, ...extra }
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  )
}

async function waitFor(url: string, process: ChildProcess, ms = 180_000) {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (process.exitCode !== null || process.signalCode !== null)
      throw new Error(`npm run dev exited (${process.exitCode ?? process.signalCode}):\n${output}`)
    if (await answers(url)) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} did not answer within ${ms} ms:\n${output}`)
}

async function rows(table: string, query: string) {
  const response = await fetch(`${api()}/rest/v1/${table}?${query}`, {
    headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` },
  })
  expect(response.ok, `${table} answered ${response.status}`).toBe(true)
  return (await response.json()) as Array<Record<string, unknown>>
}

function groupMembers(pgid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)])
      .toString()
      .split('\n')
      .filter((line) => line.trim())
  } catch {
    return [] // ps exits 1 when the group is empty
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  copy = freshCopy()
  const extra: Record<string, string> = {}
  // The command exactly as the README gives it, on its own ports, unless a developer's stack holds them: then the
  // same command with the two variables the README gives for moving it.
  if (!(await portIsFree(8080)) || !(await portIsFree(54321))) {
    sitePort = await freePort()
    apiPort = await freePort()
    extra.SITE_PORT = String(sitePort)
    extra.SUPABASE_PORT = String(apiPort)
    console.warn(`8080 or 54321 is taken here: npm run dev runs on ${sitePort} and ${apiPort}`)
  }
  // Its own process group, as a terminal gives a command: Ctrl-C reaches the whole group.
  dev = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    env: newcomerEnv(extra),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitFor(`${api()}/auth/v1/health`, dev)
  await waitFor(`${site()}/`, dev)
})

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    try {
      process.kill(-dev.pid, 'SIGKILL')
    } catch {
      // gone already
    }
  }
  if (copy) rmSync(copy, { recursive: true, force: true })
})

test('npm run dev serves the site on the local backend, and the real wizard stores an inquiry', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = `newcomer-${Date.now()}@example.com`
  await page.goto(`${site()}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`${site()}/contact`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Italian Heritage Journey' }),
  ).toBeVisible({ timeout: 60_000 })
  await page.getByLabel(/Italian regions or towns/).fill('Campania, Padula')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel("I don't know yet").check()
  await page.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await page.getByRole('option', { name: 'Two weeks' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /A full family tree/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Nuova')
  await page.getByLabel('Last name').fill('Arrivata')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeVisible({
    timeout: 30_000,
  })

  const stored = await rows(
    'form_submissions',
    `select=email,regions&email=eq.${encodeURIComponent(email)}`,
  )
  expect(stored).toEqual([{ email, regions: 'Campania, Padula' }])
  // The dev stack keeps its data in the copy's own folder, created on first start.
  expect(readdirSync(join(copy, '.supabase-local-data')).length).toBeGreaterThan(0)
})

test("npm test's browser suite leaves a running npm run dev, its data and a preview on 4173 alone", async () => {
  test.setTimeout(600_000)
  // What would be lost: the dev stack's active inquiries and its accounts. The admin spec cancels every active
  // inquiry of the stand-in it is pointed at and creates accounts; before ADR 120 it reused a server already on
  // 54321 / 4173 whenever CI was not set, which is how a developer runs it.
  const before = await rows('form_submissions', 'select=id&status=eq.active&order=id')
  expect(before.length).toBeGreaterThan(0)
  let stale: Server | undefined
  if (await portIsFree(4173)) {
    stale = createServer((_, response) => response.end('a preview left running with an old build'))
    await new Promise<void>((done) => stale!.listen(4173, '127.0.0.1', done))
  }
  try {
    const run = spawn(
      'npx',
      ['playwright', 'test', '--project', 'admin', '--no-deps', '--reporter=line'],
      {
        cwd: copy,
        // A developer's shell: CI unset, no ports chosen.
        env: newcomerEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let log = ''
    run.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    run.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const code = await new Promise<number | null>((done) => run.on('exit', done))
    expect(code, log).toBe(0)
  } finally {
    await new Promise((done) => (stale ? stale.close(done) : done(undefined)))
  }
  expect(await rows('form_submissions', 'select=id&status=eq.active&order=id')).toEqual(before)
  expect(await answers(`${site()}/`)).toBe(true)
  expect(await answers(`${api()}/auth/v1/health`)).toBe(true)
})

test('a taken port is named in one line, and nothing is left half-running', async () => {
  const other = await freePort()
  const run = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    env: newcomerEnv({ SITE_PORT: String(sitePort), SUPABASE_PORT: String(other) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  run.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const code = await new Promise<number | null>((done) => run.on('exit', done))
  expect(code).not.toBe(0)
  const line = log.split('\n').find((l) => l.includes('already in use'))
  expect(line).toContain(`port ${sitePort}`)
  expect(line).toContain('SITE_PORT')
  expect(await portIsFree(other)).toBe(true)
})

test('Ctrl-C stops both servers and every process under them, and frees the ports', async () => {
  const pgid = dev!.pid!
  expect(groupMembers(pgid).length).toBeGreaterThan(2)
  process.kill(-pgid, 'SIGINT')
  await Promise.race([
    new Promise((done) => dev!.once('exit', done)),
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`still running:\n${output}`)), 20_000),
    ),
  ])
  await expect.poll(() => groupMembers(pgid), { timeout: 10_000 }).toEqual([])
  expect(await portIsFree(sitePort)).toBe(true)
  expect(await portIsFree(apiPort)).toBe(true)
})
