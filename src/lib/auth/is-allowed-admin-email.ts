import { env } from '@/config/env'

/**
 * The spec's client-side check (§5 "Sign-up"): is this one of the authorised team addresses?
 * Compared trimmed and case-insensitively. The database allowlist stays the truth (decisions.md).
 */
export function isAllowedAdminEmail(
  email: string,
  allowed: readonly string[] = env.adminEmails,
): boolean {
  const wanted = email.trim().toLowerCase()
  if (!wanted) return false
  return allowed.some((address) => address.trim().toLowerCase() === wanted)
}
