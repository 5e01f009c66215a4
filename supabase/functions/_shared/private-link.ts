import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'

/**
 * Each inquiry's private link (docs/decisions/150-private-links.md): the family's key to its private pages
 * (/journey/{token}, and any later feature that acts for the family, such as booking a call).
 *
 * - The token is 32 random bytes (256 bits) in base64url: 43 characters, safe in a URL path.
 * - Only its SHA-256 hash is stored (public.private_links); a leaked table gives nobody a working link.
 * - A link lives 180 days from its last use and at most PRIVATE_LINK_MAX_AGE_DAYS (default 730, 2 years) from
 *   its issue (the database decides: public.resolve_private_link; docs/decisions/193). The team's new link
 *   replaces the old one at once; a family's link request adds one, and the old one goes when the new one is
 *   first used (addPrivateLink). The team can revoke it.
 * - resolvePrivateLink is the one way a function turns a token into an inquiry id. It answers null for a
 *   malformed, unknown, revoked or expired token alike: callers answer a bare 404 and say nothing more.
 *
 * Web-standard APIs only (Deno on Supabase, Node in the stand-in and tests).
 */

export type LinkClient = SupabaseClient<Database>

const TOKEN_BYTES = 32
/** 32 bytes in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Days a link stays valid after its last use (the database's private.private_link_valid_for() is the rule). */
export const PRIVATE_LINK_VALID_DAYS = 180

/** The absolute lifetime in days (PRIVATE_LINK_MAX_AGE_DAYS, a positive whole number; default 2 years). */
export function linkMaxAgeDays(env: Record<string, string | undefined>): number {
  const days = Number.parseInt(env.PRIVATE_LINK_MAX_AGE_DAYS ?? '', 10)
  return Number.isFinite(days) && days >= 1 ? days : 730
}

/** A new random token (256 bits, base64url). */
export function createPrivateLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Whether a string has a token's shape (checked before any hashing or database call). */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

/** The token's SHA-256 digest in lowercase hex: what the database stores and looks up. */
export async function hashPrivateLinkToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Compares two strings in time that depends on their length only, not on where they first differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  let difference = left.length ^ right.length
  const length = Math.max(left.length, right.length)
  for (let index = 0; index < length; index++) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0)
  }
  return difference === 0
}

/**
 * Issues the inquiry's link (replacing any earlier one) and returns the token, which is never stored: show it or
 * e-mail it now. `db` is the service-role client, or an admin's client (the history then names the admin).
 */
export async function issuePrivateLink(
  db: LinkClient,
  inquiryId: string,
): Promise<{ token: string; issuedAt: string }> {
  const token = createPrivateLinkToken()
  const { data, error } = await db.rpc('issue_private_link', {
    inquiry: inquiryId,
    link_hash: await hashPrivateLinkToken(token),
  })
  if (error) throw new Error(`issue_private_link failed: ${error.code ?? ''} ${error.message}`)
  return { token, issuedAt: String(data) }
}

/**
 * A family's link request ('Send me my link again'): a link added beside the live one, which keeps working until
 * the new one is first used (docs/decisions/193). Service role only.
 */
export async function addPrivateLink(
  db: LinkClient,
  inquiryId: string,
): Promise<{ token: string; issuedAt: string }> {
  const token = createPrivateLinkToken()
  const { data, error } = await db.rpc('add_private_link', {
    inquiry: inquiryId,
    link_hash: await hashPrivateLinkToken(token),
  })
  if (error) throw new Error(`add_private_link failed: ${error.code ?? ''} ${error.message}`)
  return { token, issuedAt: String(data) }
}

/** What a valid token resolves to. */
export interface ResolvedPrivateLink {
  inquiryId: string
  /** When the link was used before this call's touch, i.e. now (ISO). */
  lastUsedAt: string
}

/**
 * The inquiry a token opens, or null (malformed, unknown, revoked or expired: the caller cannot tell which).
 * Resolving counts as a use: the link's 180 days start again. `db` must be the service-role client.
 * Throws only when the database fails (the caller answers 500, not 404).
 */
export async function resolvePrivateLink(
  db: LinkClient,
  token: unknown,
  maxAgeDays = 730,
): Promise<ResolvedPrivateLink | null> {
  if (!isWellFormedToken(token)) return null
  const hash = await hashPrivateLinkToken(token)
  const { data, error } = await db.rpc('resolve_private_link', {
    link_hash: hash,
    max_age_days: maxAgeDays,
  })
  if (error) throw new Error(`resolve_private_link failed: ${error.code ?? ''} ${error.message}`)
  const row = Array.isArray(data) ? data[0] : undefined
  // The database found the row by its hash; compare again in constant time so that no code path here
  // accepts a row whose hash differs from the token's (defence in depth against a wrong query or index).
  if (!row || typeof row.token_hash !== 'string' || !timingSafeEqual(row.token_hash, hash))
    return null
  return { inquiryId: String(row.submission_id), lastUsedAt: String(row.last_used_at) }
}

/** Revokes the inquiry's link (service role or an admin's client). False when it had no live link. */
export async function revokePrivateLink(db: LinkClient, inquiryId: string): Promise<boolean> {
  const { data, error } = await db.rpc('revoke_private_link', { inquiry: inquiryId })
  if (error) throw new Error(`revoke_private_link failed: ${error.code ?? ''} ${error.message}`)
  return data === true
}

function siteOrigin(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined
  try {
    const base = new URL(siteUrl)
    return base.protocol === 'https:' || base.protocol === 'http:' ? base.origin : undefined
  } catch {
    return undefined
  }
}

/** `${SITE_URL}/journey/${token}`, or undefined without a usable SITE_URL. */
export function privateLinkUrl(siteUrl: string | undefined, token: string): string | undefined {
  const origin = siteOrigin(siteUrl)
  return origin ? `${origin}/journey/${encodeURIComponent(token)}` : undefined
}

/** `${SITE_URL}/journey`: where a family asks for a fresh link ('Send me my link again'). */
export function privateLinkRequestUrl(siteUrl: string | undefined): string | undefined {
  const origin = siteOrigin(siteUrl)
  return origin ? `${origin}/journey` : undefined
}
