/**
 * Type-checks every edge function with real Deno, as it is deployed: each function with its own deno.json and its
 * committed deno.lock, frozen, so a dependency that changed or is not pinned fails (docs/decisions/244).
 *
 *   npm run check:functions               the pins against package-lock.json, then `deno check --frozen`
 *   npm run check:functions -- --update   rewrites each function's deno.lock after a deliberate version change
 *
 * Deno downloads the locked npm packages into DENO_DIR (node_modules/.cache/deno unless set) and checks each
 * against the lock's integrity; once cached, it needs no network.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { dependencyProblems, readFunctions } from './function-dependencies.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const functionsDir = path.join(root, 'supabase/functions')
const update = process.argv.includes('--update')

const functions = readFunctions(functionsDir)
if (!update) {
  const problems = dependencyProblems(
    functions,
    readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
  )
  if (problems.length > 0) {
    console.error(
      `The edge functions' dependencies are not pinned to package-lock.json:\n- ${problems.join('\n- ')}`,
    )
    process.exit(1)
  }
}

const env = {
  ...process.env,
  DENO_DIR: process.env.DENO_DIR ?? path.join(root, 'node_modules/.cache/deno'),
}
for (const fn of functions) {
  const dir = path.join('supabase/functions', fn.name)
  const result = spawnSync(
    'deno',
    ['check', `--frozen=${!update}`, '--config', `${dir}/deno.json`, `${dir}/index.ts`],
    { cwd: root, env, stdio: 'inherit' },
  )
  if (result.status !== 0) {
    if (result.error) console.error(result.error.message)
    console.error(
      `deno check failed for ${fn.name}` +
        (update ? '' : ' (after a deliberate version change: npm run check:functions -- --update)'),
    )
    process.exit(1)
  }
}
if (update)
  console.log(
    'Rewrote the locks; run npm run check:functions to check them against package-lock.json.',
  )
