import { json } from '../_shared/json.ts'
import { readText } from '../_shared/read-json.ts'
import { serviceClient, type Env } from '../_shared/request.ts'
import { functionApp } from '../_shared/router.ts'
import { settleRefunds, settleSession } from '../_shared/research-settlement.ts'
import { stripeConfigured, verifiedEvent } from '../_shared/stripe-client.ts'

/**
 * stripe-webhook (docs/decisions/212-payment-idempotency.md, 213, 240): verifies the Stripe-Signature (a wrong one:
 * 400, nothing stored), stores the event once by its id, re-reads the Checkout Session from Stripe (the event's copy
 * is not trusted for the state) and records what it means: paid once in public.mark_research_paid (row lock), which
 * writes the history and queues the receipt; `processing` while a bank debit clears; `failed` or `expired`, after
 * which a new checkout may start. A refund event (a refund made in Stripe's dashboard, the console's own, or a
 * pending refund that succeeded or failed) re-reads the intent's refunds from Stripe and records each once by its
 * id, with Stripe's status (public.record_stripe_refund). A refund event for a payment not yet paid stays stored,
 * unprocessed, with its intent: the payment's settling applies it. A repeated or out-of-order delivery changes
 * nothing.
 */
/** A Stripe event of the kinds handled here is a few KiB; anything past 64 KiB is refused unread (issue 44). */
const MAX_BODY_BYTES = 65_536
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])
// A charge's (charge.refunded) or a refund's (the others): each names its payment intent.
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
])

function intentOf(event: { type: string; data: { object: unknown } }): string | null {
  if (!REFUND_EVENTS.has(event.type)) return null
  const intent = (event.data.object as { payment_intent?: unknown }).payment_intent
  const id = typeof intent === 'string' ? intent : (intent as { id?: unknown } | null)?.id
  return typeof id === 'string' && /^pi_[A-Za-z0-9_]{1,200}$/.test(id) ? id : null
}

// Stripe calls this server to server: no origin gate, no CORS. An error is the app's 500 `server_error`, which
// makes Stripe deliver again later; the event row stays, and processing is idempotent.
const app = functionApp('stripe-webhook', { browser: false })
app.post('/', (c) => webhook(c.req.raw, c.env))
app.all('/', () => json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' }))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

async function webhook(request: Request, env: Env): Promise<Response> {
  if (!stripeConfigured(env)) return json({ error: 'not_configured' }, 503)
  // At most MAX_BODY_BYTES are read (a false Content-Length or a chunked body stops there), then verified.
  const read = await readText(request, MAX_BODY_BYTES)
  if (!read.ok)
    return read.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413)
      : json({ error: 'invalid_request', fields: { _: 'The body must be UTF-8 text.' } }, 400)
  const payload = read.text
  const signature = request.headers.get('stripe-signature') ?? ''
  let event
  try {
    event = await verifiedEvent(env, payload, signature)
  } catch {
    return json(
      { error: 'invalid_signature', fields: { 'stripe-signature': 'Does not match.' } },
      400,
    )
  }
  const db = serviceClient(env)
  const intentId = intentOf(event)
  const { error: storeError } = await db.from('stripe_events').upsert(
    {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000).toISOString(),
      payment_intent_id: intentId,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  )
  if (storeError) throw new Error(`stripe_events insert failed: ${storeError.message}`)
  if (SESSION_EVENTS.has(event.type)) {
    const sessionId = (event.data.object as { id?: unknown }).id
    if (typeof sessionId === 'string') await settleSession(db, env, sessionId)
  } else if (intentId && !(await settleRefunds(db, env, intentId))) {
    // Kept: its payment is not paid yet; settleSession applies it (and marks it processed) when it is.
    return json({ received: true }, 200)
  }
  const { error } = await db
    .from('stripe_events')
    .update({ processed_at: new Date().toISOString() })
    .eq('id', event.id)
    .is('processed_at', null)
  if (error) throw new Error(`stripe_events update failed: ${error.message}`)
  return json({ received: true }, 200)
}
