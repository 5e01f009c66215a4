/**
 * The browser's environment, read and checked once. Only VITE_* variables reach the browser:
 * never put a secret in one.
 */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

const raw = import.meta.env

export const env = {
  /** Absolute origin of the public site, used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: trimSlash(raw.VITE_SITE_URL || 'https://radici.example'),
  supabaseUrl: trimSlash(raw.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL),
  supabaseAnonKey: raw.VITE_SUPABASE_ANON_KEY ?? '',
  /** The three authorised team addresses, trimmed and lower-cased (decisions.md, "Who is an admin"). */
  adminEmails: list(raw.VITE_ADMIN_EMAILS),
  newsletterFormUrl: raw.VITE_NEWSLETTER_FORM_URL || `${LOCAL_SUPABASE_URL}/newsletter/subscribe`,
} as const
