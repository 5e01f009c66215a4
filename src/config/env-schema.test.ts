import { LEGACY_KEY_NOTE, LEGACY_LOCAL_ANON_KEY, LOCAL_ENV, resolvePublicEnv } from './env-schema'

const production = {
  VITE_SITE_URL: 'https://radici.it',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abcdefghijklmnopqrstuv',
  VITE_ADMIN_EMAILS: 'giulia@radici.it, marco@radici.it,sofia@radici.it',
  VITE_NEWSLETTER_FORM_URL: 'https://list.example-provider.com/subscribe/post',
}

test('a local build fills what is missing with the local values and says which', () => {
  const { values, defaulted } = resolvePublicEnv({ VITE_SITE_URL: 'https://radici.it' }, false)
  expect(values.VITE_SITE_URL).toBe('https://radici.it')
  expect(values.VITE_SUPABASE_URL).toBe(LOCAL_ENV.VITE_SUPABASE_URL)
  expect(defaulted).toEqual([
    'VITE_SUPABASE_URL',
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    'VITE_ADMIN_EMAILS',
    'VITE_NEWSLETTER_FORM_URL',
  ])
})

test('a deploy build takes complete production values', () => {
  expect(resolvePublicEnv(production, true).defaulted).toEqual([])
})

test('a deploy build refuses a missing value, naming the variable', () => {
  const { VITE_SUPABASE_URL: _missing, ...rest } = production
  expect(() => resolvePublicEnv(rest, true)).toThrow(/VITE_SUPABASE_URL: is not set/)
})

test('a deploy build refuses local and example hosts and the demo key', () => {
  expect(() =>
    resolvePublicEnv({ ...production, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, true),
  ).toThrow(/VITE_SUPABASE_URL: points at a local or example host/)
  expect(() =>
    resolvePublicEnv({ ...production, VITE_SITE_URL: 'https://radici.example' }, true),
  ).toThrow(/VITE_SITE_URL/)
  expect(() =>
    resolvePublicEnv(
      { ...production, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_ENV.VITE_SUPABASE_PUBLISHABLE_KEY },
      true,
    ),
  ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY: is the Supabase CLI's local key/)
  const { VITE_SUPABASE_PUBLISHABLE_KEY: _key, ...legacyOnly } = production
  expect(() =>
    resolvePublicEnv({ ...legacyOnly, VITE_SUPABASE_ANON_KEY: LEGACY_LOCAL_ANON_KEY }, true),
  ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY: is the Supabase CLI's local key/)
})

test('any build refuses a value that is not valid', () => {
  expect(() => resolvePublicEnv({ ...production, VITE_SITE_URL: 'radici.it' }, false)).toThrow(
    /VITE_SITE_URL/,
  )
  expect(() =>
    resolvePublicEnv({ ...production, VITE_ADMIN_EMAILS: 'giulia@, marco' }, false),
  ).toThrow(/VITE_ADMIN_EMAILS/)
})

test('the legacy anon key is still accepted, with a deprecation note', () => {
  const { VITE_SUPABASE_PUBLISHABLE_KEY: _key, ...legacyOnly } = production
  const legacyKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLW9mLXRoZS1wcm9qZWN0'
  const resolved = resolvePublicEnv({ ...legacyOnly, VITE_SUPABASE_ANON_KEY: legacyKey }, true)
  expect(resolved.values.VITE_SUPABASE_PUBLISHABLE_KEY).toBe(legacyKey)
  expect(resolved.warnings).toEqual([LEGACY_KEY_NOTE])
  expect(resolvePublicEnv(production, true).warnings).toEqual([])
})

test('any build refuses a secret key in the browser configuration', () => {
  expect(() =>
    resolvePublicEnv(
      { ...production, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' },
      false,
    ),
  ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY: is a secret key/)
  expect(() =>
    resolvePublicEnv(
      { ...production, VITE_SUPABASE_PUBLISHABLE_KEY: 'not-a-supabase-key-at-all' },
      false,
    ),
  ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY: is neither a publishable key/)
})
