import { addressMissing, requireAddress } from '../_shared/client-address.ts'
import { json } from '../_shared/json.ts'
import {
  addressWait,
  linkLimits,
  linkWait,
  resolveLimited,
  tooMany,
  type LinkLimits,
} from '../_shared/rate-limit.ts'
import { readJson } from '../_shared/read-json.ts'
import { functionApp, originGate, type Cors } from '../_shared/router.ts'
import { isRetryCaller, serviceClient, type Env } from '../_shared/request.ts'
import { parseResearchFeeRequest } from '../_shared/contracts/research-fee.ts'
import { acceptedVersion, paymentOf } from '../_shared/research-payments.ts'
import { sendDueReceipts } from '../_shared/research-receipts.ts'
import { stripeConfigured } from '../_shared/stripe-client.ts'
import { checkout } from './checkout.ts'
import { refund, teamInquiry, teamStatus } from './refund.ts'

/**
 * research-fee (docs/product/payments.md, docs/decisions/210 and 212): the family reads its fee and pays it through
 * Stripe Checkout with its private link (ADR 150); the team reads the payment and refunds with its session.
 */
const MAX_BODY_BYTES = 4_096
export const RESEARCH_FEE_LIMITS: LinkLimits = {
  windowSeconds: 600,
  perAddress: 300,
  misses: 30,
  perLink: 60,
}

// The housekeeping job's route answers a server (no CORS); the family's and the team's pass the origin gate.
const app = functionApp('research-fee', { browser: false })
app.all('/receipts', (c) => handleReceipts(c.req.raw, c.env))
app.all('/receipts/', (c) => handleReceipts(c.req.raw, c.env))
app.use('*', originGate())
app.post('/', (c) => researchFee(c.req.raw, c.env, c.get('cors')))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

async function researchFee(request: Request, env: Env, cors: Cors): Promise<Response> {
  const media = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (media !== 'application/json')
    return json({ error: 'unsupported_media_type', accept: 'application/json' }, 415, cors)
  const respond = (body: unknown, status: number) => json(body, status, cors)
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error('Supabase environment missing')
  const db = serviceClient(env)
  const read = await readJson(request, MAX_BODY_BYTES)
  if (!read.ok)
    return read.reason === 'too_large'
      ? respond({ error: 'payload_too_large' }, 413)
      : respond({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400)
  const parsed = parseResearchFeeRequest(read.value)
  if (!parsed.ok) return respond({ error: 'invalid_request', fields: parsed.fields }, 400)
  const input = parsed.value

  if (input.action === 'team_status' || input.action === 'refund') {
    const team = await teamInquiry(
      env,
      request.headers.get('authorization') ?? '',
      input.inquiry_id,
    )
    if (!team) return respond({ error: 'not_found' }, 404)
    if (input.action === 'team_status') return respond(await teamStatus(db, input.inquiry_id), 200)
    return await refund(db, env, team, input, respond)
  }

  const limiter = { env, db }
  const limits = linkLimits(env, 'RESEARCH_FEE', RESEARCH_FEE_LIMITS)
  const address = requireAddress(request.headers, env.CLIENT_IP_HEADER)
  if ('missing' in address) return addressMissing(address.missing, 'research-fee', cors)
  const wait = await addressWait(limiter, address.ip, limits, 'research-fee:')
  if (wait > 0) return tooMany(wait, cors)
  const link = await resolveLimited(limiter, input.token, address.ip, limits)
  if (link.outcome === 'rate_limited') return tooMany(link.wait, cors)
  if (link.outcome === 'not_found') return respond({ error: 'not_found' }, 404)
  const perLink = await linkWait(limiter, input.token, limits, 'research-fee:')
  if (perLink > 0) return tooMany(perLink, cors)

  const version = await acceptedVersion(db, link.inquiryId)
  const online = stripeConfigured(env)
  if (input.action === 'status') {
    const payment = version ? await paymentOf(db, version.id) : null
    return respond(
      {
        ok: true,
        fee: version
          ? {
              amount_minor: version.research_fee_minor,
              currency: version.research_currency,
              plan_version: version.version,
            }
          : null,
        online,
        payment: payment
          ? {
              state: payment.state,
              paid_at: payment.paid_at,
              refunded_minor: payment.refunded_minor,
              refund_pending_minor: payment.refund_pending_minor,
            }
          : null,
      },
      200,
    )
  }
  if (!version || version.research_fee_minor < 1)
    return respond(
      { error: 'no_accepted_plan', message: 'There is no accepted plan with a fee to pay.' },
      409,
    )
  if (!online)
    return respond(
      {
        error: 'payments_offline',
        message:
          'Online payment is not available: we will send you payment instructions by e-mail.',
      },
      409,
    )
  return await checkout(db, env, version, respond)
}

/** POST …/research-fee/receipts (the retry secret): the housekeeping job sends the receipts that failed (ADR 213). */
async function handleReceipts(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
  if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401)
  try {
    return json({ ok: true, ...(await sendDueReceipts(serviceClient(env), env)) }, 200)
  } catch (error) {
    console.error(
      'research receipts job failed:',
      error instanceof Error ? error.message : 'unknown',
    )
    return json({ error: 'server_error' }, 500)
  }
}
