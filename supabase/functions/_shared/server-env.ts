/**
 * The function's view of its environment (docs/decisions/098-publishable-and-secret-keys.md). Supabase gives Edge
 * Functions the new API keys as JSON dictionaries (SUPABASE_SECRET_KEYS, SUPABASE_PUBLISHABLE_KEYS: name → key)
 * beside the legacy JWT-shaped SUPABASE_SERVICE_ROLE_KEY, which is retired by the end of 2026.
 */
export type RawEnv = Record<string, string | undefined>

/** The key named `default` of a JSON dictionary of keys, else its first key; undefined when absent or malformed. */
export function keyFromDictionary(json: string | undefined): string | undefined {
  if (!json) return undefined
  try {
    const parsed: unknown = JSON.parse(json)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    const keys = parsed as Record<string, unknown>
    const preferred = typeof keys.default === 'string' ? keys.default : undefined
    return preferred ?? Object.values(keys).find((key): key is string => typeof key === 'string')
  } catch {
    return undefined
  }
}

export interface ServerEnv {
  /** The environment the handler reads, with SUPABASE_SERVICE_ROLE_KEY set to the server key in use. */
  env: RawEnv
  /** Which key the function acts with. */
  keySource: 'SUPABASE_SECRET_KEYS' | 'SUPABASE_SERVICE_ROLE_KEY (legacy)' | 'none'
  /** Settings to fix, for the function's log. */
  warnings: string[]
}

/**
 * Picks the server key: a secret key (sb_secret_…) from SUPABASE_SECRET_KEYS, falling back to the legacy
 * SUPABASE_SERVICE_ROLE_KEY. The rate-limit hashing secret is RATE_LIMIT_SECRET; when it is missing, the hashes
 * are keyed with that server key (and a warning says to set it) so inquiries keep arriving.
 */
export function resolveServerEnv(raw: RawEnv): ServerEnv {
  const secretKey = keyFromDictionary(raw.SUPABASE_SECRET_KEYS)
  const legacyKey = raw.SUPABASE_SERVICE_ROLE_KEY || undefined
  const serverKey = secretKey ?? legacyKey
  const warnings: string[] = []
  if (!secretKey && legacyKey)
    warnings.push(
      'acting with the legacy SUPABASE_SERVICE_ROLE_KEY: Supabase retires it by the end of 2026 (create a secret key)',
    )
  if (!raw.RATE_LIMIT_SECRET)
    warnings.push(
      'RATE_LIMIT_SECRET is not set: the rate limit hashes are keyed with the API secret key (supabase secrets set RATE_LIMIT_SECRET=…)',
    )
  return {
    env: {
      ...raw,
      SUPABASE_SERVICE_ROLE_KEY: serverKey,
      RATE_LIMIT_SECRET: raw.RATE_LIMIT_SECRET || serverKey,
    },
    keySource: secretKey
      ? 'SUPABASE_SECRET_KEYS'
      : legacyKey
        ? 'SUPABASE_SERVICE_ROLE_KEY (legacy)'
        : 'none',
    warnings,
  }
}

/**
 * Whether SUPABASE_URL names a local stack (the stand-in, the Supabase CLI's containers), not a deployment: the one
 * test for "local only" settings (ALLOWED_ORIGINS unset, cors.ts; the Stripe API override, stripe-client.ts;
 * docs/decisions/242). A hosted project's functions get https://<ref>.supabase.co, and SUPABASE_ names are reserved
 * (`supabase secrets set` refuses them), so a deployment cannot pass for a local stack.
 */
export function isLocalStack(supabaseUrl: string | undefined): boolean {
  try {
    const host = new URL(supabaseUrl ?? '').hostname
    return /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|kong|host\.docker\.internal)$/.test(host)
  } catch {
    return false
  }
}
