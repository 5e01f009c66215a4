import { z } from 'zod'
import { json } from './json.ts'
import {
  hashPrivateLinkToken,
  isWellFormedToken,
  linkMaxAgeDays,
  timingSafeEqual,
} from './private-link.ts'
import { hmac, positive, type Env, type ServiceClient } from './request.ts'

/**
 * The attempt log that limits the functions a family reaches with its private link (journey, book-call): one SQL
 * function, public.journey_rate_limit (migration 20261125400100), keyed by HMACs (RATE_LIMIT_SECRET) of the
 * address, the link's hash or the e-mail, so the log holds none of them (docs/decisions/151 and 162).
 */
export interface Limiter {
  env: Env
  db: ServiceClient
}

/**
 * Counts an attempt for `key` and answers the seconds to wait (0: go ahead). `record: false` only checks.
 */
export async function rateLimited(
  limiter: Limiter,
  key: string,
  max: number,
  windowSeconds: number,
  record = true,
): Promise<number> {
  const secret = limiter.env.RATE_LIMIT_SECRET || (limiter.env.SUPABASE_SERVICE_ROLE_KEY as string)
  const { data, error } = await limiter.db.rpc('journey_rate_limit', {
    key: await hmac(secret, key),
    max_attempts: max,
    window_seconds: windowSeconds,
    record,
  })
  if (error) throw new Error(`journey_rate_limit failed: ${error.message}`)
  return Number(data ?? 0)
}

/** 429 with Retry-After and a body that says when to try again. */
export function tooMany(seconds: number, cors: Record<string, string>): Response {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return json(
    {
      error: 'rate_limited',
      message: `Too many requests: please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
      retry_after: seconds,
    },
    429,
    { ...cors, 'Retry-After': String(seconds), 'Referrer-Policy': 'no-referrer' },
  )
}

/** Per window: requests per address, wrong links per address, requests per link. */
export interface LinkLimits {
  windowSeconds: number
  perAddress: number
  misses: number
  perLink: number
}

/**
 * A function's limits from its environment, `${prefix}_RATE_WINDOW_SECONDS`, `_IP_MAX`, `_MISS_MAX` and
 * `_LINK_MAX` (JOURNEY_…, BOOK_CALL_…), each a positive whole number, else the default.
 */
export function linkLimits(env: Env, prefix: string, defaults: LinkLimits): LinkLimits {
  return {
    windowSeconds: positive(env[`${prefix}_RATE_WINDOW_SECONDS`], defaults.windowSeconds),
    perAddress: positive(env[`${prefix}_IP_MAX`], defaults.perAddress),
    misses: positive(env[`${prefix}_MISS_MAX`], defaults.misses),
    perLink: positive(env[`${prefix}_LINK_MAX`], defaults.perLink),
  }
}

/**
 * The address's requests to this function (`scope`) count first; `ip` null (CLIENT_IP_HEADER=none, the
 * deployment's choice: docs/decisions/194) has no per-address limit. `ip` is already the address's bucket
 * (an IPv6 address's /64: client-address.ts).
 */
export async function addressWait(
  limiter: Limiter,
  ip: string | null,
  limits: LinkLimits,
  scope: string,
): Promise<number> {
  if (!ip) return 0
  return rateLimited(limiter, `${scope}ip:${ip}`, limits.perAddress, limits.windowSeconds)
}

/**
 * The link behind a token, in one locked database call with the address's wrong-link limit
 * (public.resolve_private_link_limited): a blocked address waits, a wrong link counts as a miss, and a burst
 * cannot get past the limit between the check and the count. Wrong links count together across the functions.
 */
export async function resolveLimited(
  limiter: Limiter,
  token: unknown,
  ip: string | null,
  limits: LinkLimits,
): Promise<
  | { outcome: 'found'; inquiryId: string }
  | { outcome: 'not_found' }
  | { outcome: 'rate_limited'; wait: number }
> {
  // A malformed token is a miss too, counted in the same call (with a digest no link has).
  const hash = isWellFormedToken(token) ? await hashPrivateLinkToken(token) : '0'.repeat(64)
  const secret = limiter.env.RATE_LIMIT_SECRET || (limiter.env.SUPABASE_SERVICE_ROLE_KEY as string)
  const { data, error } = await limiter.db.rpc('resolve_private_link_limited', {
    link_hash: hash,
    miss_key: ip ? await hmac(secret, `miss:${ip}`) : null,
    max_misses: limits.misses,
    window_seconds: limits.windowSeconds,
    max_age_days: linkMaxAgeDays(limiter.env),
  })
  if (error) throw new Error(`resolve_private_link_limited failed: ${error.message}`)
  const result = resolved.parse(data)
  if (result.outcome === 'rate_limited')
    return { outcome: 'rate_limited', wait: result.retry_after ?? 1 }
  // The database found the row by its digest; compared again in constant time (as resolvePrivateLink does).
  if (result.outcome === 'found' && result.token_hash && timingSafeEqual(result.token_hash, hash))
    return { outcome: 'found', inquiryId: String(result.submission_id) }
  return { outcome: 'not_found' }
}

const resolved = z.object({
  outcome: z.enum(['found', 'not_found', 'rate_limited']),
  submission_id: z.string().optional(),
  token_hash: z.string().optional(),
  retry_after: z.number().optional(),
})

/** A valid link's requests to this function (`scope`), keyed by the link's hash. */
export async function linkWait(
  limiter: Limiter,
  token: string,
  limits: LinkLimits,
  scope: string,
): Promise<number> {
  return rateLimited(
    limiter,
    `${scope}link:${await hashPrivateLinkToken(token)}`,
    limits.perLink,
    limits.windowSeconds,
  )
}
