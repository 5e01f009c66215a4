/**
 * Checks the production block of supabase/config.toml (docs/decisions/096-safe-deploy-path.md): what
 * `supabase config push` would send to the production project must not be the local settings.
 *
 *   npm run check:supabase-config              structure: a [remotes.production] block with a public https
 *                                              site URL and redirect URLs, e-mail confirmations on
 *   npm run check:supabase-config -- --deploy  also refuses the committed placeholders (run before config push)
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'

type Table = Record<string, unknown>
const table = (value: unknown): Table =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {}

export const PLACEHOLDER_REF = 'replacemeproductionx'
const REF = /^[a-z]{20}$/
const LOCAL_HOST = /^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1\]|.*\.localhost|.*\.local)$/i
const EXAMPLE_HOST = /(^|\.)(example|invalid|test)$|(^|\.)example\.(com|org|net)$/i

function urlProblem(name: string, value: unknown, deploy: boolean): string | undefined {
  if (typeof value !== 'string') return `${name} is missing`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} is not a URL: ${value}`
  }
  if (LOCAL_HOST.test(url.hostname)) return `${name} is a local address: ${value}`
  if (url.protocol !== 'https:') return `${name} is not https: ${value}`
  if (deploy && EXAMPLE_HOST.test(url.hostname)) return `${name} is still a placeholder: ${value}`
  return undefined
}

/** Every reason the production block is unsafe to push; empty when it is right. */
export function productionConfigProblems(
  toml: string,
  options: { deploy?: boolean } = {},
): string[] {
  const deploy = options.deploy ?? false
  const root = table(parse(toml))
  const production = root.remotes && table(root.remotes).production
  if (!production) return ['there is no [remotes.production] block']
  const remote = table(production)
  const auth = table(remote.auth)
  const email = table(auth.email)
  const problems: string[] = []

  const ref = remote.project_id
  if (typeof ref !== 'string' || !REF.test(ref))
    problems.push(
      'remotes.production.project_id is not a project reference (20 lower-case letters)',
    )
  else if (deploy && ref === PLACEHOLDER_REF)
    problems.push('remotes.production.project_id is still the placeholder')

  const site = urlProblem('remotes.production.auth.site_url', auth.site_url, deploy)
  if (site) problems.push(site)
  const redirects = auth.additional_redirect_urls
  if (!Array.isArray(redirects))
    problems.push('remotes.production.auth.additional_redirect_urls is missing')
  else
    redirects.forEach((value, index) => {
      const problem = urlProblem(
        `remotes.production.auth.additional_redirect_urls[${index}]`,
        value,
        deploy,
      )
      if (problem) problems.push(problem)
    })

  if (email.enable_confirmations !== true)
    problems.push('remotes.production.auth.email.enable_confirmations is not true')
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url))
  const deploy = process.argv.includes('--deploy')
  const problems = productionConfigProblems(readFileSync(path, 'utf8'), { deploy })
  if (problems.length > 0) {
    console.error(
      `supabase/config.toml is not safe to push to production:\n- ${problems.join('\n- ')}`,
    )
    process.exit(1)
  }
  console.log(
    `supabase/config.toml: the production block is right${deploy ? ' and filled in' : ''}.`,
  )
}
