/**
 * The browser's configuration. vite.config.ts has checked every value (src/config/env-schema.ts) before the build
 * baked it in, so nothing here falls back or guesses (docs/decisions/074-config-fails-loudly.md). Only VITE_*
 * variables reach the browser: never put a secret in one. The team's addresses are not here: they are read
 * only by the sign-up form's check (src/lib/auth/is-allowed-admin-email.ts), so they stay in the /auth chunk.
 */
const trimSlash = (url: string) => url.replace(/\/+$/, '')

export const env = {
  /** Absolute origin of the public site, used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: trimSlash(import.meta.env.VITE_SITE_URL),
  supabaseUrl: trimSlash(import.meta.env.VITE_SUPABASE_URL),
  /** The publishable key (sb_publishable_…), or a legacy anon key during the migration (ADR 098). */
  supabasePublishableKey: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
  newsletterFormUrl: import.meta.env.VITE_NEWSLETTER_FORM_URL,
} as const
