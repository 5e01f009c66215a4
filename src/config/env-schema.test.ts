import { LOCAL_ENV, resolvePublicEnv } from './env-schema'

const production = {
  VITE_SITE_URL: 'https://radici.it',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abcdefghijklmnopqrstuv',
  VITE_ADMIN_EMAILS: 'giulia@radici.it, marco@radici.it,sofia@radici.it',
  VITE_NEWSLETTER_FORM_URL: 'https://list.example-provider.com/subscribe/post',
}

test('a local build fills what is missing with the local values and says which', () => {
  const { values, defaulted } = resolvePublicEnv({ VITE_SITE_URL: 'https://radici.it' }, false)
  expect(values.VITE_SITE_URL).toBe('https://radici.it')
  expect(values.VITE_SUPABASE_URL).toBe(LOCAL_ENV.VITE_SUPABASE_URL)
  expect(defaulted).toEqual([
    'VITE_SUPABASE_URL',
    'VITE_SUPABASE_ANON_KEY',
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
      { ...production, VITE_SUPABASE_ANON_KEY: LOCAL_ENV.VITE_SUPABASE_ANON_KEY },
      true,
    ),
  ).toThrow(/VITE_SUPABASE_ANON_KEY: is the Supabase CLI's local demo key/)
})

test('any build refuses a value that is not valid', () => {
  expect(() => resolvePublicEnv({ ...production, VITE_SITE_URL: 'radici.it' }, false)).toThrow(
    /VITE_SITE_URL/,
  )
  expect(() =>
    resolvePublicEnv({ ...production, VITE_ADMIN_EMAILS: 'giulia@, marco' }, false),
  ).toThrow(/VITE_ADMIN_EMAILS/)
})
