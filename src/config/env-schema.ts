import { z } from 'zod'

/**
 * The site's public configuration (the VITE_* variables the browser build bakes in), checked by vite.config.ts
 * when a build or the dev server starts (docs/decisions/074-config-fails-loudly.md). Only this file knows the
 * rules; src/config/env.ts reads the values the check let through. Never import this file from the browser code:
 * zod stays out of the pages.
 */
export const LOCAL_ENV = {
  VITE_SITE_URL: 'https://radici.example',
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  // The Supabase CLI's local publishable key (also in .env.example): it opens nothing but a local stack.
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  VITE_ADMIN_EMAILS: 'giulia@radici.example,marco@radici.example,sofia@radici.example',
  VITE_NEWSLETTER_FORM_URL: 'http://127.0.0.1:54321/newsletter/subscribe',
} as const

/** The CLI's legacy local anon key (a JWT), still accepted in VITE_SUPABASE_ANON_KEY; refused for deploys. */
export const LEGACY_LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LEGACY_KEY_NOTE =
  'VITE_SUPABASE_ANON_KEY is deprecated: Supabase retires the legacy anon key by the end of 2026; set ' +
  "VITE_SUPABASE_PUBLISHABLE_KEY to the project's publishable key (sb_publishable_…) instead"

export type PublicEnv = { -readonly [K in keyof typeof LOCAL_ENV]: string }

const LOCAL_HOSTS =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|[\w-]+\.example|[\w-]+\.local)$/i

const url = z.url({ protocol: /^https?$/ })
const emails = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1))

const schema = z.object({
  VITE_SITE_URL: url,
  VITE_SUPABASE_URL: url,
  // A publishable key (sb_publishable_…) or, during the migration, a legacy anon key (a JWT). Never a secret.
  VITE_SUPABASE_PUBLISHABLE_KEY: z
    .string()
    .min(20)
    .refine((key) => !key.startsWith('sb_secret_'), {
      message: 'is a secret key (sb_secret_…): it must never reach the browser',
    })
    .refine(
      (key) =>
        key.startsWith('sb_secret_') ||
        key.startsWith('sb_publishable_') ||
        key.split('.').length === 3,
      {
        message: 'is neither a publishable key (sb_publishable_…) nor a legacy anon key (a JWT)',
      },
    ),
  VITE_ADMIN_EMAILS: emails,
  VITE_NEWSLETTER_FORM_URL: url,
})

/** For a deployment every value must be set, valid and not local (localhost, 127.x, *.example, *.local). */
const deploySchema = schema.superRefine((values, context) => {
  for (const key of ['VITE_SITE_URL', 'VITE_SUPABASE_URL', 'VITE_NEWSLETTER_FORM_URL'] as const) {
    if (LOCAL_HOSTS.test(new URL(values[key]).hostname)) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `points at a local or example host (${values[key]})`,
      })
    }
  }
  const key = values.VITE_SUPABASE_PUBLISHABLE_KEY
  if (key === LOCAL_ENV.VITE_SUPABASE_PUBLISHABLE_KEY || key === LEGACY_LOCAL_ANON_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['VITE_SUPABASE_PUBLISHABLE_KEY'],
      message: "is the Supabase CLI's local key",
    })
  }
})

export interface ResolvedEnv {
  values: PublicEnv
  /** The variables that were missing and took their local default (none for a deployment). */
  defaulted: string[]
  /** Accepted but deprecated settings, to print at build (the legacy anon key). */
  warnings: string[]
}

/**
 * Checks the variables. `VITE_SUPABASE_ANON_KEY` (legacy) stands in for a missing
 * `VITE_SUPABASE_PUBLISHABLE_KEY`, with a deprecation warning. A local build (`deploy` false) fills what is missing with the local stand-in's values; a
 * deployment (`npm run build:deploy`) refuses anything missing, invalid or local. Throws one message naming every
 * variable at fault.
 */
export function resolvePublicEnv(
  source: Record<string, string | undefined>,
  deploy: boolean,
): ResolvedEnv {
  const values = {} as PublicEnv
  const defaulted: string[] = []
  const warnings: string[] = []
  const legacy = source.VITE_SUPABASE_ANON_KEY?.trim()
  if (legacy) {
    warnings.push(LEGACY_KEY_NOTE)
    if (!source.VITE_SUPABASE_PUBLISHABLE_KEY?.trim())
      source = { ...source, VITE_SUPABASE_PUBLISHABLE_KEY: legacy }
  }
  for (const key of Object.keys(LOCAL_ENV) as Array<keyof PublicEnv>) {
    const given = source[key]?.trim()
    if (given) values[key] = given
    else if (!deploy) {
      values[key] = LOCAL_ENV[key]
      defaulted.push(key)
    }
  }
  const result = (deploy ? deploySchema : schema).safeParse(values)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  ${String(issue.path[0])}: ${values[issue.path[0] as keyof PublicEnv] === undefined ? 'is not set' : issue.message}`,
    )
    throw new Error(
      `${deploy ? 'Deploy build' : 'Build'} refused, fix these variables:\n${[...new Set(problems)].join('\n')}`,
    )
  }
  return { values, defaulted, warnings }
}
