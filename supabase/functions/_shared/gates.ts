/**
 * The gates a function's routes put in front of their handlers (router.ts builds the app; each gate answers its
 * refusal itself, or sets what it found on the context and lets the route run). Each is written once:
 * - database: the service-role client (a missing Supabase environment is a 500);
 * - addressGate: the caller's address, which the rate limits need (without one, a 503: docs/decisions/194);
 * - journeyLink: a private link's token, from a header, resolved to its inquiry with the per-address, wrong-link
 *   and per-link limits (docs/decisions/150, 162); anything but a live link is a bare 404;
 * - partnerLink: a partner's link token (an agency's, a researcher's), limited per address and per link; its
 *   digest goes on;
 * - teamSession: the team's access token (Bearer, never an `sb_` key): the admin's own client (RLS decides);
 * - jobsSecret: the scheduled jobs' secret (docs/decisions/082);
 * - validBody: the body, read within a limit, parsed by its contract: a 400 naming the refused field.
 */
import type { Context } from 'hono'
import { addressMissing, requireAddress } from './client-address.ts'
import { fieldErrors } from './contracts/field-errors.ts'
import { json } from './json.ts'
import { hashPrivateLinkToken, isWellFormedToken } from './private-link.ts'
import {
  addressWait,
  linkLimits,
  linkWait,
  rateLimited,
  resolveLimited,
  tooMany,
  type LinkLimits,
} from './rate-limit.ts'
import { readJson } from './read-json.ts'
import { isRetryCaller, positive, serviceClient, userClient } from './request.ts'
import type { FunctionEnv, Gate } from './router.ts'

/** What most handlers take: the environment, the service-role client and the answer's headers. */
export function context(c: Context<FunctionEnv>) {
  return { env: c.env, db: c.get('db'), cors: c.get('cors') }
}

export const database: Gate = async (c, next) => {
  if (!c.env.SUPABASE_URL || !c.env.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error('Supabase environment missing')
  c.set('db', serviceClient(c.env))
  await next()
}

export function addressGate(fn: string): Gate {
  return async (c, next) => {
    const address = requireAddress(c.req.raw.headers, c.env.CLIENT_IP_HEADER)
    if ('missing' in address) return addressMissing(address.missing, fn, c.get('cors'))
    c.set('ip', address.ip)
    await next()
  }
}

/**
 * After addressGate and database. Every request of an address counts first; guessing is bounded per address
 * (a wrong link is a miss, too many stop the address a while); then the link's own requests count.
 */
export function journeyLink(options: {
  header: string
  prefix: string
  scope: string
  limits: LinkLimits
}): Gate {
  return async (c, next) => {
    const limiter = { env: c.env, db: c.get('db') }
    const cors = c.get('cors')
    const ip = c.get('ip')
    const limits = linkLimits(c.env, options.prefix, options.limits)
    const wait = await addressWait(limiter, ip, limits, options.scope)
    if (wait > 0) return tooMany(wait, cors)
    const token = c.req.header(options.header) ?? null
    const link = await resolveLimited(limiter, token, ip, limits)
    if (link.outcome === 'rate_limited') return tooMany(link.wait, cors)
    if (link.outcome === 'not_found') return json({ error: 'not_found' }, 404, cors)
    const perLink = await linkWait(limiter, token as string, limits, options.scope)
    if (perLink > 0) return tooMany(perLink, cors)
    c.set('inquiryId', link.inquiryId)
    await next()
  }
}

/**
 * A partner's private link (an agency's, a researcher's: docs/decisions/215, 261), after addressGate and database:
 * the token in `header`, limited per address and per link (keys `<scope>-ip:…`, `<scope>-link:…`; settings
 * `<env>_RATE_LIMIT_WINDOW_SECONDS` (600), `_ADDRESS_MAX` (120), `_LINK_MAX` (60)): a 429 with Retry-After. A
 * malformed token is a bare 404; the token's digest goes on as `linkHash` (the route finds its row, or a 404).
 */
export function partnerLink(options: { header: string; scope: string; env: string }): Gate {
  return async (c, next) => {
    const limiter = { env: c.env, db: c.get('db') }
    const cors = c.get('cors')
    const setting = (name: string) => c.env[`${options.env}_RATE_LIMIT_${name}`]
    const window = positive(setting('WINDOW_SECONDS'), 600)
    const limited = (seconds: number) =>
      json({ error: 'rate_limited' }, 429, { ...cors, 'Retry-After': String(seconds) })
    const perAddress = await rateLimited(
      limiter,
      `${options.scope}-ip:${c.get('ip') ?? 'none'}`,
      positive(setting('ADDRESS_MAX'), 120),
      window,
    )
    if (perAddress > 0) return limited(perAddress)
    const token = c.req.header(options.header) ?? null
    if (!isWellFormedToken(token)) return json({ error: 'not_found' }, 404, cors)
    const hash = await hashPrivateLinkToken(token)
    const perLink = await rateLimited(
      limiter,
      `${options.scope}-link:${hash}`,
      positive(setting('LINK_MAX'), 60),
      window,
    )
    if (perLink > 0) return limited(perLink)
    c.set('linkHash', hash)
    await next()
  }
}

export const teamSession: Gate = async (c, next) => {
  const accessToken = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (!accessToken || accessToken.startsWith('sb_'))
    return json({ error: 'unauthorized' }, 401, c.get('cors'))
  c.set('admin', userClient(c.env, accessToken))
  await next()
}

export const jobsSecret: Gate = async (c, next) => {
  if (!(await isRetryCaller(c.req.raw, c.env)))
    return json({ error: 'unauthorized' }, 401, c.get('cors'))
  await next()
}

interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodLike }
}
type ZodLike = Parameters<typeof fieldErrors>[0]

/**
 * The body within `maxBytes`, parsed by `contract`; `c.get('body')` is then the parsed value. Not JSON (or too
 * large): 400 `{ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }`; refused by the contract:
 * 400 with each refused field's first message (`fields` maps the contract's issues when a function names its
 * fields its own way).
 */
export function validBody<T>(
  contract: Contract<T>,
  options: { maxBytes: number; fields?: (error: ZodLike) => Record<string, string> },
): Gate {
  return async (c, next) => {
    const cors = c.get('cors')
    const read = await readJson(c.req.raw, options.maxBytes)
    if (!read.ok)
      return json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
    const parsed = contract.safeParse(read.value)
    if (!parsed.success)
      return json(
        { error: 'invalid_request', fields: (options.fields ?? fieldErrors)(parsed.error) },
        400,
        cors,
      )
    c.set('body', parsed.data)
    await next()
  }
}
