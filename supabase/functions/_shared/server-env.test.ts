import { describe, expect, it } from 'vitest'
import { keyFromDictionary, resolveServerEnv } from './server-env.ts'

const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
const LEGACY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.signature'

describe('resolveServerEnv', () => {
  it('acts with the secret key from SUPABASE_SECRET_KEYS when there is one', () => {
    const resolved = resolveServerEnv({
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
      SUPABASE_SERVICE_ROLE_KEY: LEGACY,
      RATE_LIMIT_SECRET: 'own-secret',
    })
    expect(resolved.keySource).toBe('SUPABASE_SECRET_KEYS')
    expect(resolved.env.SUPABASE_SERVICE_ROLE_KEY).toBe(SECRET)
    expect(resolved.env.RATE_LIMIT_SECRET).toBe('own-secret')
    expect(resolved.warnings).toEqual([])
  })

  it('falls back to the legacy service-role key, with a warning', () => {
    const resolved = resolveServerEnv({ SUPABASE_SERVICE_ROLE_KEY: LEGACY, RATE_LIMIT_SECRET: 's' })
    expect(resolved.keySource).toBe('SUPABASE_SERVICE_ROLE_KEY (legacy)')
    expect(resolved.env.SUPABASE_SERVICE_ROLE_KEY).toBe(LEGACY)
    expect(resolved.warnings).toHaveLength(1)
  })

  it('the rate-limit secret never falls back to the legacy key when a secret key exists', () => {
    const resolved = resolveServerEnv({
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
      SUPABASE_SERVICE_ROLE_KEY: LEGACY,
    })
    expect(resolved.env.RATE_LIMIT_SECRET).toBe(SECRET)
    expect(resolved.warnings).toEqual([expect.stringContaining('RATE_LIMIT_SECRET is not set')])
  })

  it('reads the key named default, else the first; ignores malformed dictionaries', () => {
    expect(keyFromDictionary(JSON.stringify({ ci: 'sb_secret_a', default: 'sb_secret_b' }))).toBe(
      'sb_secret_b',
    )
    expect(keyFromDictionary(JSON.stringify({ ci: 'sb_secret_a' }))).toBe('sb_secret_a')
    expect(keyFromDictionary('not json')).toBeUndefined()
    expect(keyFromDictionary('["sb_secret_a"]')).toBeUndefined()
    expect(resolveServerEnv({ SUPABASE_SECRET_KEYS: '{}' }).keySource).toBe('none')
  })
})
