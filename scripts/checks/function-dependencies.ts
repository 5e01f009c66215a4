/**
 * The edge functions' dependencies, pinned (docs/decisions/244-pinned-function-dependencies.md): each function's
 * deno.json names every npm package at one exact version, the version the root package-lock.json installs (the
 * stand-in runs the same handlers under Node with those), and its committed deno.lock holds only versions and
 * integrities that package-lock.json holds too. `npm run check:functions` runs this before `deno check --frozen`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** A version with nothing around it: no caret, tilde, range, tag or wildcard. */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/
const NPM_SPECIFIER = /^npm:(@?[^@]+)@(.+)$/

export type FunctionFiles = {
  /** The function's folder name, e.g. `journey`. */
  name: string
  denoJson: string
  /** The committed deno.lock next to it, or undefined when there is none. */
  denoLock: string | undefined
}

type PackageLock = { packages?: Record<string, { version?: string; integrity?: string }> }

/** name@version → integrity (or '' when the lock has none) for every package package-lock.json installs. */
function installed(packageLock: PackageLock): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, entry] of Object.entries(packageLock.packages ?? {})) {
    const at = key.lastIndexOf('node_modules/')
    if (at < 0 || !entry.version) continue
    found.set(`${key.slice(at + 'node_modules/'.length)}@${entry.version}`, entry.integrity ?? '')
  }
  return found
}

/** Every way the functions' dependencies are not pinned to package-lock.json's versions; empty when they are. */
export function dependencyProblems(functions: FunctionFiles[], packageLockText: string): string[] {
  const packageLock = JSON.parse(packageLockText) as PackageLock
  const topLevel = packageLock.packages ?? {}
  const locked = installed(packageLock)
  const problems: string[] = []
  for (const fn of functions) {
    const imports = (JSON.parse(fn.denoJson) as { imports?: Record<string, string> }).imports ?? {}
    for (const [alias, target] of Object.entries(imports)) {
      const where = `${fn.name}/deno.json "${alias}"`
      const npm = NPM_SPECIFIER.exec(target)
      if (!npm) {
        problems.push(
          `${where}: ${target} is not an npm: package (only npm packages are pinned here)`,
        )
        continue
      }
      const [, name, version] = npm as unknown as [string, string, string]
      const expected = topLevel[`node_modules/${name}`]?.version
      if (!EXACT.test(version)) {
        problems.push(
          `${where}: ${target} is not an exact version (write ${name}@${expected ?? 'x.y.z'})`,
        )
      } else if (!expected) {
        problems.push(`${where}: ${name} is not in package-lock.json (add it to package.json)`)
      } else if (version !== expected) {
        problems.push(`${where}: ${name}@${version} differs from package-lock.json's ${expected}`)
      }
    }
    if (fn.denoLock === undefined) {
      problems.push(
        `${fn.name}/deno.lock is missing (npm run check:functions -- --update writes it)`,
      )
      continue
    }
    const lock = JSON.parse(fn.denoLock) as { npm?: Record<string, { integrity?: string }> }
    for (const [key, entry] of Object.entries(lock.npm ?? {})) {
      // Keys are name@version, with _peer suffixes when a package resolves with peers.
      const id = key.replace(/_.*$/, '')
      const integrity = locked.get(id)
      if (integrity === undefined) {
        problems.push(`${fn.name}/deno.lock: ${id} is not a version package-lock.json installs`)
      } else if (integrity && entry.integrity !== integrity) {
        problems.push(`${fn.name}/deno.lock: ${id} has another integrity than package-lock.json's`)
      }
    }
  }
  return problems
}

/** Each function folder (the ones with an index.ts) under supabase/functions, with its deno.json and deno.lock. */
export function readFunctions(functionsDir: string): FunctionFiles[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'index.ts')),
    )
    .map((entry) => {
      const dir = path.join(functionsDir, entry.name)
      const lockPath = path.join(dir, 'deno.lock')
      return {
        name: entry.name,
        denoJson: readFileSync(path.join(dir, 'deno.json'), 'utf8'),
        denoLock: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : undefined,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
