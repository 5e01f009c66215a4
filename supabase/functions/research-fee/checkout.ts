import type { Database } from '../_shared/database.types.ts'
import { paymentOf, type AcceptedVersion, type Db, type Env } from '../_shared/research-payments.ts'
import { settleSession } from '../_shared/research-settlement.ts'
import { stripeClient } from '../_shared/stripe-client.ts'

type Respond = (body: unknown, status: number) => Response
type PaymentState = Database['public']['Tables']['research_payments']['Row']['state']

/** SITE_URL's origin (http or https), or undefined. */
export function siteOrigin(env: Env): string | undefined {
  try {
    const url = new URL(env.SITE_URL ?? '')
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

const ALREADY_PAID = { error: 'already_paid', message: 'The research fee is already paid.' }
const PROCESSING = {
  error: 'payment_processing',
  message: 'Your payment is processing: your bank is confirming it. You do not need to pay again.',
}
/** The states whose session may be replaced by a new one (ADR 240): it expired, or its bank debit failed. */
const REPLACEABLE: PaymentState[] = ['expired', 'failed']
/** The states in which a checkout may go on: processing is read again (its debit may have failed). */
const MAY_START: PaymentState[] = ['open', 'processing', ...REPLACEABLE]
/** The states a row may be in when it takes a new session. */
const MAY_REPLACE: PaymentState[] = ['open', ...REPLACEABLE]
const CONFLICT = 'Another payment started at the same moment. Reload the page to see it.'

/** The 409 for a payment that may not start again, by its state. */
function refusal(state: string, respond: Respond): Response {
  return respond(state === 'processing' ? PROCESSING : ALREADY_PAID, 409)
}

/**
 * Where Checkout sends the family back: one token-free page for every family (docs/decisions/238), which finds the
 * family's page from the tab's own memory (src/config/paths.ts `paymentReturn`; the two must agree). Nothing in a
 * session's parameters depends on the link the family used, so one Idempotency-Key always sends one body.
 */
export function returnUrls(origin: string): { success_url: string; cancel_url: string } {
  const back = `${origin}/journey/payment-return`
  return { success_url: `${back}?payment=success`, cancel_url: `${back}?payment=cancelled` }
}

/**
 * A Checkout Session for the accepted version's fee, read here on the server (docs/decisions/212 and 240): the
 * Stripe Idempotency-Key is derived from the version id (and the attempt, after a session expired or its debit
 * failed), so parallel clicks get one session, whichever of the family's live links they came from. The current
 * session is settled with Stripe first: an open one is offered again; a processing one (a bank debit clearing) is a
 * 409 `payment_processing`; a paid one a 409 `already_paid`; only an expired or failed one is replaced, and only if
 * no one else replaced it meanwhile. No private link goes to Stripe (docs/decisions/238).
 */
export async function checkout(
  db: Db,
  env: Env,
  version: AcceptedVersion,
  respond: Respond,
): Promise<Response> {
  const origin = siteOrigin(env)
  if (!origin) {
    console.error('research-fee: SITE_URL is missing or not an http(s) URL')
    return respond({ error: 'server_misconfigured' }, 503)
  }
  const stripe = stripeClient(env)
  const existing = await paymentOf(db, version.id)
  // Paid, refunded or partly refunded: never again.
  if (existing && !MAY_START.includes(existing.state)) return refusal(existing.state, respond)
  let attempt = 1
  if (existing?.checkout_session_id) {
    const settled = await settleSession(db, env, existing.checkout_session_id)
    const outcome = settled?.outcome ?? existing.state
    if (outcome === 'open' && settled?.url) return respond({ ok: true, url: settled.url }, 200)
    if (outcome === 'processing' || outcome === 'paid') return refusal(outcome, respond)
    attempt = Number(/-(\d+)$/.exec(existing.idempotency_key)?.[1] ?? '1') + 1
  }
  const key = `research-fee-${version.id}-${attempt}`
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: version.research_currency.toLowerCase(),
            unit_amount: version.research_fee_minor,
            product_data: { name: `Research fee (version ${version.version} of your plan)` },
          },
        },
      ],
      client_reference_id: version.id,
      metadata: { plan_version_id: version.id },
      ...returnUrls(origin),
    },
    { idempotencyKey: key },
  )
  const open = 'open' as const
  const row = {
    plan_version_id: version.id,
    checkout_session_id: session.id,
    state: open,
    amount_minor: version.research_fee_minor,
    currency: version.research_currency,
    idempotency_key: key,
    // A failed debit's intent is not this session's.
    payment_intent_id: null,
    updated_at: new Date().toISOString(),
  }
  if (existing) {
    // Only the row as read, still open, expired or failed, takes the new session (a processing or paid one never
    // goes back to open). When another call or an event moved it first, this session is not handed out.
    const { data: replaced, error } = await db
      .from('research_payments')
      .update(row)
      .eq('id', existing.id)
      .eq('checkout_session_id', existing.checkout_session_id ?? '')
      .in('state', MAY_REPLACE)
      .select('id')
    if (error) throw new Error(`research_payments update failed: ${error.message}`)
    if (!replaced?.length) {
      const now = await paymentOf(db, version.id)
      if (now?.checkout_session_id !== session.id) {
        if (session.status === 'open') await stripe.checkout.sessions.expire(session.id)
        const state = now?.state ?? 'open'
        return MAY_REPLACE.includes(state)
          ? respond({ error: 'checkout_conflict', message: CONFLICT }, 409)
          : refusal(state, respond)
      }
    }
  } else {
    const { data: version_, error: readError } = await db
      .from('plan_versions')
      .select('submission_id')
      .eq('id', version.id)
      .single()
    if (readError) throw new Error(`plan_versions read failed: ${readError.message}`)
    const { error } = await db
      .from('research_payments')
      .upsert(
        { ...row, submission_id: version_.submission_id },
        { onConflict: 'plan_version_id', ignoreDuplicates: true },
      )
    if (error) throw new Error(`research_payments insert failed: ${error.message}`)
  }
  if (!session.url) return respond(ALREADY_PAID, 409)
  return respond({ ok: true, url: session.url }, 200)
}
