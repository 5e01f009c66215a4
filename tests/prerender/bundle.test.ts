import { expect, test } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The team's addresses (VITE_ADMIN_EMAILS) are inlined only into the sign-up form's chunk, never into the code a
 * public page loads (docs/decisions/074-config-fails-loudly.md). The build under test uses the local addresses.
 */
const assets = join('dist', 'assets')
const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'))
const withAddresses = chunks.filter((name) =>
  readFileSync(join(assets, name), 'utf8').includes('giulia@radici.example'),
)

test('only the auth chunk carries the team addresses', () => {
  expect(withAddresses.length).toBeGreaterThan(0)
  expect(withAddresses.every((name) => name.startsWith('auth-'))).toBe(true)
})

test('the page a visitor loads first names none of them', () => {
  const html = readFileSync(join('dist', 'index.html'), 'utf8')
  const loaded = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1])
  expect(loaded.length).toBeGreaterThan(2)
  expect(loaded.filter((name) => withAddresses.includes(name))).toEqual([])
})

/**
 * Markdown is rendered by the build (ADR 110): marked runs in the Vite plugin, and no built script contains it
 * (its error message, which every copy of it carries, names its repository).
 */
test('no markdown parser is shipped', () => {
  const withMarked = chunks.filter((name) =>
    readFileSync(join(assets, name), 'utf8').includes('markedjs'),
  )
  expect(chunks.length).toBeGreaterThan(10)
  expect(withMarked).toEqual([])
})
