import { addressMissing, requireAddress } from '../_shared/client-address.ts'
import { functionApp, originGate, type Cors } from '../_shared/router.ts'
import { json } from '../_shared/json.ts'
import {
  addressWait,
  linkLimits,
  linkWait,
  resolveLimited,
  tooMany,
  type LinkLimits,
} from '../_shared/rate-limit.ts'
import { book, cancel, move } from './changes.ts'
import { isRetryCaller } from '../_shared/request.ts'
import { sendDueCallEmails } from './delivery.ts'
import { readJson } from '../_shared/read-json.ts'
import { parseRequest } from '../_shared/contracts/book-call.ts'
import { loadContext, serviceClient, teamMemberCan, type Env } from './store.ts'
import { publicCall, view } from './views.ts'
import { italianHolidaysAhead } from './slots.ts'

/** How far ahead the console lists Italy's holidays among the days off (two booking windows). */
const HOLIDAYS_AHEAD_DAYS = 60

/**
 * book-call (docs/decisions/160-call-booking.md): the family lists free slots, books, moves and cancels its
 * first video call, authorised by the inquiry's private link (resolveLimited, ADR 150 and 194); the team moves and
 * cancels from the console with its session. POST …/book-call/retry (retry secret) sends the calls' due e-mails.
 * Every change is one database transaction with its e-mails and the lead status (public.book_call, move_call,
 * cancel_call); the no-overlap rule is the database's exclusion constraint, so a race ends in one booking and
 * clean 409s ('That time was just taken', with fresh slots).
 */
const MAX_BODY_BYTES = 8_192
/**
 * Per 10 minutes (ADR 162; BOOK_CALL_RATE_WINDOW_SECONDS, BOOK_CALL_IP_MAX, BOOK_CALL_MISS_MAX, BOOK_CALL_LINK_MAX):
 * 300 requests an address (several families behind one office or hotel address), 30 wrong links an address
 * (counted with the journey function's), 60 requests a link (a family looks, books, moves: a dozen).
 */
export const BOOK_CALL_LIMITS: LinkLimits = {
  windowSeconds: 600,
  perAddress: 300,
  misses: 30,
  perLink: 60,
}

// The scheduled job's route answers a server (no CORS); the family's and the team's pass the origin gate.
const app = functionApp('book-call', { browser: false })
app.all('/retry', (c) => handleRetry(c.req.raw, c.env))
app.all('/retry/', (c) => handleRetry(c.req.raw, c.env))
app.use('*', originGate())
app.post('/', (c) => booking(c.req.raw, c.env, c.get('cors')))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

async function booking(request: Request, env: Env, cors: Cors): Promise<Response> {
  const media = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (media !== 'application/json')
    return json({ error: 'unsupported_media_type', accept: 'application/json' }, 415, cors)

  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error('Supabase environment missing')
  const db = serviceClient(env)
  const limiter = { env, db }
  const limits = linkLimits(env, 'BOOK_CALL', BOOK_CALL_LIMITS)
  // Limited per address: without one, refused (docs/decisions/194).
  const address = requireAddress(request.headers, env.CLIENT_IP_HEADER)
  if ('missing' in address) return addressMissing(address.missing, 'book-call', cors)
  const ip = address.ip
  // Every request of an address counts, a bad one too; an address that sent too many wrong links waits.
  const wait = await addressWait(limiter, ip, limits, 'book-call:')
  if (wait > 0) return tooMany(wait, cors)

  const read = await readJson(request, MAX_BODY_BYTES)
  if (!read.ok)
    return read.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, cors)
      : json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
  const parsed = parseRequest(read.value)
  if (!parsed.ok) return json({ error: 'invalid_request', fields: parsed.fields }, 400, cors)
  const input = parsed.value
  // Public facts, the same for everyone: the console lists them among the days off (docs/product/booking.md).
  if (input.action === 'holidays')
    return json({ holidays: italianHolidaysAhead(Date.now(), HOLIDAYS_AHEAD_DAYS) }, 200, cors)

  let inquiryId: string
  let actor: 'family' | 'team' = 'family'
  let token: string | undefined
  if (
    input.action === 'team_slots' ||
    input.action === 'team_move' ||
    input.action === 'team_cancel'
  ) {
    const authorization = request.headers.get('authorization') ?? ''
    const allowedCall = await teamMemberCan(env, authorization, input.call_id)
    if (!allowedCall) return json({ error: 'not_found' }, 404, cors)
    inquiryId = allowedCall.inquiry_id
    actor = 'team'
  } else {
    const link = await resolveLimited(limiter, input.token, ip, limits)
    if (link.outcome === 'rate_limited') return tooMany(link.wait, cors)
    if (link.outcome === 'not_found') return json({ error: 'not_found' }, 404, cors)
    const perLink = await linkWait(limiter, input.token, limits, 'book-call:')
    if (perLink > 0) return tooMany(perLink, cors)
    inquiryId = link.inquiryId
    token = input.token
  }

  const now = Date.now()
  const context = await loadContext(db, inquiryId, now)
  if (!context.inquiry) return json({ error: 'not_found' }, 404, cors)
  // A withdrawn inquiry books nothing new (its existing call can still be moved or cancelled).
  if (context.inquiry.status !== 'active' && input.action === 'book')
    return json(
      {
        error: 'inquiry_cancelled',
        message: 'This inquiry was withdrawn: write to us to start again.',
      },
      409,
      cors,
    )
  // Every change sends e-mails with links to this site: without SITE_URL, nothing changes (ADR 194).
  if (input.action !== 'slots' && input.action !== 'team_slots' && !siteOrigin(env)) {
    console.error('book-call: SITE_URL is missing or not an http(s) URL: no change is made')
    return json({ error: 'server_misconfigured' }, 503, cors)
  }
  const manageUrl = manageLink(env, token)
  const respond = (body: unknown, status: number) => json(body, status, cors)

  switch (input.action) {
    case 'slots':
      return respond({ ok: true, ...view(context, input.time_zone, now, context.current) }, 200)
    case 'call':
      return respond(
        { ok: true, call: context.current ? publicCall(context, context.current) : null },
        200,
      )
    case 'team_slots':
      // The team moves a call to a time offered to its family, shown in Rome time.
      return respond({ ok: true, ...view(context, 'Europe/Rome', now, context.current) }, 200)
    case 'book':
      return await book(db, env, context, input, now, manageUrl, respond)
    case 'move':
    case 'team_move':
      return await move(db, env, context, input, now, actor, manageUrl, respond)
    case 'cancel':
    case 'team_cancel':
      return await cancel(db, env, context, actor, manageUrl, respond)
  }
}

/**
 * The family's own booking link when the family made the change (its token came with the request); undefined
 * for the team's changes: the e-mails then say how to get a fresh link (docs/product/booking.md).
 */
function manageLink(env: Env, token: string | undefined): string | undefined {
  if (!token) return undefined
  return `${siteOrigin(env) as string}/book/${encodeURIComponent(token)}`
}

/** SITE_URL's origin (http or https), or undefined: then nothing is sent (docs/decisions/194). */
function siteOrigin(env: Env): string | undefined {
  try {
    const url = new URL(env.SITE_URL ?? '')
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

async function handleRetry(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
  if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401)
  try {
    const totals = await sendDueCallEmails(serviceClient(env), env, {})
    return json({ ok: true, ...totals }, 200)
  } catch (error) {
    console.error(
      'book-call retry failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return json({ error: 'server_error' }, 500)
  }
}
