// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { dependencyProblems, readFunctions, type FunctionFiles } from './function-dependencies.ts'

// ADR 244: every edge function's deno.json pins package-lock.json's exact versions, and its deno.lock agrees.
const root = path.resolve(import.meta.dirname, '..', '..')
const packageLock = readFileSync(path.join(root, 'package-lock.json'), 'utf8')
const functions = readFunctions(path.join(root, 'supabase/functions'))

test('every function in the repository is pinned to package-lock.json, with its lock committed', () => {
  expect(functions.map((fn) => fn.name)).toContain('research-fee')
  expect(functions.every((fn) => fn.denoLock !== undefined)).toBe(true)
  expect(dependencyProblems(functions, packageLock)).toEqual([])
})

const lockVersion = (name: string) =>
  (JSON.parse(packageLock) as { packages: Record<string, { version: string }> }).packages[
    `node_modules/${name}`
  ]!.version

function withImport(fn: FunctionFiles, alias: string, target: string): FunctionFiles {
  const config = JSON.parse(fn.denoJson) as { imports: Record<string, string> }
  config.imports[alias] = target
  return { ...fn, denoJson: JSON.stringify(config) }
}

const researchFee = functions.find((fn) => fn.name === 'research-fee')!

test('a caret, tilde or tag range is refused by name', () => {
  for (const range of [
    `^${lockVersion('stripe')}`,
    `~${lockVersion('stripe')}`,
    'latest',
    '23',
    '23.x',
  ]) {
    const problems = dependencyProblems(
      [withImport(researchFee, 'stripe', `npm:stripe@${range}`)],
      packageLock,
    )
    expect(problems).toEqual([
      expect.stringContaining(
        `research-fee/deno.json "stripe": npm:stripe@${range} is not an exact version`,
      ),
    ])
  }
})

test("an exact version other than package-lock.json's is refused", () => {
  const problems = dependencyProblems(
    [withImport(researchFee, 'zod', 'npm:zod@4.0.0')],
    packageLock,
  )
  expect(problems).toEqual([
    `research-fee/deno.json "zod": zod@4.0.0 differs from package-lock.json's ${lockVersion('zod')}`,
  ])
})

test('an import that is not an npm package, or a package npm does not install, is refused', () => {
  const url = dependencyProblems(
    [withImport(researchFee, 'std', 'https://deno.land/std/mod.ts')],
    packageLock,
  )
  expect(url).toEqual([expect.stringContaining('is not an npm: package')])
  const unknown = dependencyProblems(
    [withImport(researchFee, 'x', 'npm:not-installed-anywhere@1.0.0')],
    packageLock,
  )
  expect(unknown).toEqual([
    expect.stringContaining('not-installed-anywhere is not in package-lock.json'),
  ])
})

test('a missing lock, or a locked version or integrity package-lock.json does not hold, is refused', () => {
  expect(dependencyProblems([{ ...researchFee, denoLock: undefined }], packageLock)).toEqual([
    'research-fee/deno.lock is missing (npm run check:functions -- --update writes it)',
  ])
  const lock = JSON.parse(researchFee.denoLock!) as { npm: Record<string, { integrity: string }> }
  const tslib = Object.keys(lock.npm).find((key) => key.startsWith('tslib@'))!
  const other = structuredClone(lock)
  other.npm['tslib@1.0.0'] = other.npm[tslib]!
  other.npm[tslib] = { integrity: 'sha512-tampered' }
  expect(
    dependencyProblems([{ ...researchFee, denoLock: JSON.stringify(other) }], packageLock),
  ).toEqual([
    `research-fee/deno.lock: ${tslib} has another integrity than package-lock.json's`,
    'research-fee/deno.lock: tslib@1.0.0 is not a version package-lock.json installs',
  ])
})
