import { json } from '../_shared/json.ts'
import { readText } from '../_shared/read-json.ts'
import { afterResponse, serviceClient, type Env } from '../_shared/request.ts'
import { paymentBySession, receiptMessage } from '../_shared/research-payments.ts'
import { deliverReceipt } from '../_shared/research-receipts.ts'
import { stripeClient, stripeConfigured, verifiedEvent } from '../_shared/stripe-client.ts'

/**
 * stripe-webhook (docs/decisions/212-payment-idempotency.md): verifies the Stripe-Signature (a wrong one: 400,
 * nothing stored), stores the event once by its id, re-reads the Checkout Session from Stripe (the event's copy
 * is not trusted for the state), and marks the payment paid once in public.mark_research_paid (row lock), which
 * writes the history and queues the receipt; a repeated or out-of-order delivery changes nothing. A
 * `charge.refunded` (a refund made in Stripe's dashboard, or the console's own) re-reads the intent's refunds from
 * Stripe and records each one once by its id (public.record_stripe_refund; ADR 213).
 */
/** A Stripe event of the kinds handled here is a few KiB; anything past 64 KiB is refused unread (issue 44). */
const MAX_BODY_BYTES = 65_536
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
])

export async function handleRequest(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
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
  try {
    const db = serviceClient(env)
    const { error: storeError } = await db
      .from('stripe_events')
      .upsert(
        { id: event.id, type: event.type, created: new Date(event.created * 1000).toISOString() },
        { onConflict: 'id', ignoreDuplicates: true },
      )
    if (storeError) throw new Error(`stripe_events insert failed: ${storeError.message}`)
    if (SESSION_EVENTS.has(event.type)) {
      const sessionId = (event.data.object as { id?: unknown }).id
      if (typeof sessionId === 'string') await settleSession(db, env, sessionId)
    } else if (event.type === 'charge.refunded') {
      const intent = event.data.object.payment_intent
      const intentId = typeof intent === 'string' ? intent : intent?.id
      if (intentId) await settleRefunds(db, env, intentId)
    }
    const { error } = await db
      .from('stripe_events')
      .update({ processed_at: new Date().toISOString() })
      .eq('id', event.id)
      .is('processed_at', null)
    if (error) throw new Error(`stripe_events update failed: ${error.message}`)
    return json({ received: true }, 200)
  } catch (error) {
    console.error(
      'stripe-webhook failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    // A 500 makes Stripe deliver again later; the event row stays, processing is idempotent.
    return json({ error: 'server_error' }, 500)
  }
}

async function settleSession(db: ReturnType<typeof serviceClient>, env: Env, sessionId: string) {
  const payment = await paymentBySession(db, sessionId)
  if (!payment) return
  const session = await stripeClient(env).checkout.sessions.retrieve(sessionId)
  if (session.payment_status === 'paid') {
    const { data: inquiry, error: readError } = await db
      .from('form_submissions')
      .select('name, email')
      .eq('id', payment.submission_id)
      .single()
    if (readError) throw new Error(`form_submissions read failed: ${readError.message}`)
    const paidAt = new Date().toISOString()
    const message = receiptMessage(
      env,
      inquiry.email,
      inquiry.name,
      payment.amount_minor,
      payment.currency,
      paidAt,
    )
    const { data: changed, error } = await db.rpc('mark_research_paid', {
      session_id: sessionId,
      intent_id:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
      paid: paidAt,
      receipt: JSON.parse(JSON.stringify(message)),
    })
    if (error) throw new Error(`mark_research_paid failed: ${error.message}`)
    if (changed === true) afterResponse(deliverReceipt(db, env, payment.id, message, false))
  } else if (session.status === 'expired') {
    const { error } = await db
      .from('research_payments')
      .update({ state: 'expired', updated_at: new Date().toISOString() })
      .eq('id', payment.id)
      .eq('state', 'open')
      .eq('checkout_session_id', sessionId)
    if (error) throw new Error(`research_payments expire failed: ${error.message}`)
  }
}

/** The payment intent's refunds as Stripe has them; each one not yet stored is recorded once (ADR 213). */
async function settleRefunds(db: ReturnType<typeof serviceClient>, env: Env, intentId: string) {
  const { data: payment, error: readError } = await db
    .from('research_payments')
    .select('id')
    .eq('payment_intent_id', intentId)
    .maybeSingle()
  if (readError) throw new Error(`research_payments read failed: ${readError.message}`)
  if (!payment) return
  const refunds = await stripeClient(env).refunds.list({ payment_intent: intentId, limit: 100 })
  for (const refund of refunds.data) {
    if (refund.status !== 'succeeded') continue
    const { error } = await db.rpc('record_stripe_refund', {
      intent_id: intentId,
      refund_id: refund.id,
      amount: refund.amount,
    })
    if (error) throw new Error(`record_stripe_refund failed: ${error.message}`)
  }
}
