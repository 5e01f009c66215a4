/**
 * The team's three addresses (VITE_ADMIN_EMAILS, checked at build: src/config/env-schema.ts), trimmed and
 * lower-cased. Read here and nowhere else, so the build inlines them only into the chunk of the sign-up form
 * that imports this file, never into a public page (docs/decisions/074-config-fails-loudly.md).
 */
export const teamEmails: readonly string[] = import.meta.env.VITE_ADMIN_EMAILS.split(',')
  .map((item) => item.trim().toLowerCase())
  .filter(Boolean)

/**
 * The sign-up form's client-side check: is this one of the authorized team addresses? Compared trimmed and
 * case-insensitively. The database's allowlist stays the truth (docs/decisions/012-admin-access-in-the-database.md).
 */
export function isAllowedAdminEmail(
  email: string,
  allowed: readonly string[] = teamEmails,
): boolean {
  const wanted = email.trim().toLowerCase()
  if (!wanted) return false
  return allowed.some((address) => address.trim().toLowerCase() === wanted)
}
