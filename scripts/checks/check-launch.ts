/**
 * The owners' launch checklist (docs/decisions/130-owner-values-before-launch.md):
 *
 *   npm run check:launch   lists every owner-provided value still missing, with the file to edit; exits 1 while any
 *                          remain. The list itself is src/content/launch-checklist.ts.
 *
 * The site URL and the team addresses are read as `vite build` reads them in production mode: .env.production,
 * .env and the environment.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { ownerValues, type OwnerValue } from '../../src/content/launch-checklist.ts'
import { productionConfigProblems } from './supabase-config-check.ts'

export function launchReport(values: readonly OwnerValue[]): { ok: boolean; text: string } {
  const missing = values.filter((value) => value.missing)
  if (missing.length === 0)
    return { ok: true, text: `launch checklist: all ${values.length} owner values are set.` }
  const lines = missing.map((value) => `  - ${value.what}\n      edit: ${value.file}`)
  return {
    ok: false,
    text: [
      `launch checklist: ${missing.length} of ${values.length} owner values still missing:`,
      ...lines,
      'Fill them in (docs/decisions/130-owner-values-before-launch.md), or build a staging site with',
      '`npm run build:deploy -- --staging`.',
    ].join('\n'),
  }
}

export function runLaunchCheck(): boolean {
  const supabaseProductionProblems = productionConfigProblems(
    readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'),
    { deploy: true },
  )
  const env = {
    ...loadEnv('production', process.cwd(), 'VITE_'),
    ...process.env,
    supabaseProductionProblems,
  }
  const report = launchReport(ownerValues(env))
  ;(report.ok ? console.log : console.error)(report.text)
  return report.ok
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(runLaunchCheck() ? 0 : 1)
