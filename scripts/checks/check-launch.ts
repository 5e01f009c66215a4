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

/**
 * The research kinds the production price list still marks as samples (docs/product/plan.md), read with the service
 * role key through the project's REST API; undefined without the key or when the read fails (the checklist then
 * counts the seeded samples as missing).
 */
export async function readResearchPriceSamples(
  supabaseUrl: string | undefined,
  serviceRoleKey: string | undefined,
): Promise<string[] | undefined> {
  if (!supabaseUrl || !serviceRoleKey) return undefined
  try {
    const response = await fetch(
      `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/plan_prices?select=kind,is_sample`,
      { headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` } },
    )
    if (!response.ok) return undefined
    const rows: unknown = await response.json()
    if (!Array.isArray(rows)) return undefined
    return rows.flatMap((row: unknown) =>
      typeof row === 'object' &&
      row !== null &&
      'kind' in row &&
      typeof row.kind === 'string' &&
      'is_sample' in row &&
      row.is_sample === true
        ? [row.kind]
        : [],
    )
  } catch {
    return undefined
  }
}

/**
 * The active researchers in production, each with whether it is still a sample (docs/product/research.md), read
 * with the service role key; undefined without the key or when the read fails (the checklist then lists them).
 */
export async function readResearchers(
  supabaseUrl: string | undefined,
  serviceRoleKey: string | undefined,
): Promise<{ name: string; isSample: boolean }[] | undefined> {
  if (!supabaseUrl || !serviceRoleKey) return undefined
  try {
    const response = await fetch(
      `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/researchers?select=name,is_sample&active=eq.true`,
      { headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` } },
    )
    if (!response.ok) return undefined
    const rows: unknown = await response.json()
    if (!Array.isArray(rows)) return undefined
    return rows.flatMap((row: unknown) =>
      typeof row === 'object' && row !== null && 'name' in row && typeof row.name === 'string'
        ? [{ name: row.name, isSample: 'is_sample' in row && row.is_sample === true }]
        : [],
    )
  } catch {
    return undefined
  }
}

export async function runLaunchCheck(): Promise<boolean> {
  const supabaseProductionProblems = productionConfigProblems(
    readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'),
    { deploy: true },
  )
  const built = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
  const env = {
    ...built,
    supabaseProductionProblems,
    researchPriceSamples: await readResearchPriceSamples(
      built.VITE_SUPABASE_URL,
      process.env.SUPABASE_SERVICE_ROLE_KEY,
    ),
    researchers: await readResearchers(
      built.VITE_SUPABASE_URL,
      process.env.SUPABASE_SERVICE_ROLE_KEY,
    ),
  }
  const report = launchReport(ownerValues(env))
  ;(report.ok ? console.log : console.error)(report.text)
  return report.ok
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  void runLaunchCheck().then((ok) => process.exit(ok ? 0 : 1))
