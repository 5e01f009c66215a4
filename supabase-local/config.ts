import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** The parts of supabase/config.toml the stand-in serves (names as in the CLI's config). */
export interface StandInConfig {
  projectId: string
  siteUrl: string
  jwtExpiry: number
  refreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  enableSignup: boolean
  emailSignup: boolean
  enableConfirmations: boolean
  minimumPasswordLength: number
  maxRows: number
  beforeUserCreatedHook?: string
  functions: Record<string, { enabled: boolean; verifyJwt: boolean }>
}

type Table = Record<string, unknown>

function table(value: unknown): Table {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {}
}

function pick<T>(value: unknown, fallback: T): T {
  return value === undefined || value === null || typeof value !== typeof fallback
    ? fallback
    : (value as T)
}

export function readConfig(path: string): StandInConfig {
  const root = parse(readFileSync(path, 'utf8')) as Table
  const auth = table(root.auth)
  const email = table(auth.email)
  const hook = table(table(auth.hook).before_user_created)
  const functions: StandInConfig['functions'] = {}
  for (const [name, settings] of Object.entries(table(root.functions))) {
    const fn = table(settings)
    functions[name] = { enabled: pick(fn.enabled, true), verifyJwt: pick(fn.verify_jwt, true) }
  }
  return {
    projectId: pick(root.project_id, 'local'),
    siteUrl: pick(auth.site_url, 'http://127.0.0.1:3000'),
    jwtExpiry: Number(pick(auth.jwt_expiry, 3600)),
    refreshTokenRotation: pick(auth.enable_refresh_token_rotation, true),
    refreshTokenReuseInterval: Number(pick(auth.refresh_token_reuse_interval, 10)),
    enableSignup: pick(auth.enable_signup, true),
    emailSignup: pick(email.enable_signup, true),
    enableConfirmations: pick(email.enable_confirmations, false),
    minimumPasswordLength: Number(pick(auth.minimum_password_length, 6)),
    maxRows: Number(pick(table(root.api).max_rows, 1000)),
    beforeUserCreatedHook:
      hook.enabled === true && typeof hook.uri === 'string' ? hook.uri : undefined,
    functions,
  }
}
