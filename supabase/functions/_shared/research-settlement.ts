import type Stripe from 'stripe'
import { afterResponse } from './request.ts'
import { paidWith, receiptMessage, researchDetails, researchItem } from './research-emails.ts'
import { paymentBySession, type Db, type Env } from './research-payments.ts'
import { deliverReceipt } from './research-receipts.ts'
import { notifyRefunds } from './research-refund-notices.ts'
import { stripeClient } from './stripe-client.ts'

/**
 * The research fee's payment and refunds brought in line with Stripe (docs/decisions/212, 213 and 240): the state
 * is always read again from Stripe, never taken from an event or a redirect, and written under guards that only
 * move a payment forward, so parallel, repeated or late events end in the same rows. Shared by stripe-webhook and
 * by research-fee's checkout (which settles the current session before deciding whether a new one may start).
 */
export type SessionOutcome = 'open' | 'processing' | 'paid' | 'expired' | 'failed'

function intentIdOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent
  return typeof intent === 'string' ? intent : (intent?.id ?? null)
}

/**
 * What a Checkout session means for the fee. A `complete` but unpaid session is a bank debit: still processing
 * while its payment intent is, failed once Stripe wants another payment method (or cancelled it).
 */
async function outcomeOf(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<SessionOutcome> {
  if (session.payment_status === 'paid') return 'paid'
  if (session.status === 'expired') return 'expired'
  if (session.status !== 'complete') return 'open'
  const intentId = intentIdOf(session)
  if (!intentId) return 'processing'
  const intent = await stripe.paymentIntents.retrieve(intentId)
  return intent.status === 'requires_payment_method' || intent.status === 'canceled'
    ? 'failed'
    : 'processing'
}

/**
 * Reads the session from Stripe and records what it means for its payment (if we have one); answers the outcome
 * and the session's URL (an open session's page).
 */
export async function settleSession(
  db: Db,
  env: Env,
  sessionId: string,
): Promise<{ outcome: SessionOutcome; url: string | null } | null> {
  const payment = await paymentBySession(db, sessionId)
  if (!payment) return null
  const stripe = stripeClient(env)
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  const outcome = await outcomeOf(stripe, session)
  const intentId = intentIdOf(session)
  if (outcome === 'paid') {
    const details = await researchDetails(db, payment.plan_version_id)
    // How it was paid (the card's brand and last four digits), read from Stripe's charge.
    const charge = intentId
      ? (await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
          .latest_charge
      : null
    const paidAt = new Date().toISOString()
    const message = receiptMessage(env, {
      to: details.email,
      firstName: details.firstName,
      number: payment.receipt_number,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      paidAt,
      paidWith: paidWith(charge),
      item: researchItem(details),
      refundTerms: details.refundTerms,
    })
    const { data: changed, error } = await db.rpc('mark_research_paid', {
      session_id: sessionId,
      intent_id: intentId,
      paid: paidAt,
      receipt: JSON.parse(JSON.stringify(message)),
    })
    if (error) throw new Error(`mark_research_paid failed: ${error.message}`)
    if (changed === true) afterResponse(deliverReceipt(db, env, payment.id, message, false))
    // Refunds Stripe made before we knew the payment was paid (their events kept) are applied now.
    if (intentId) await settleRefunds(db, env, intentId)
    return { outcome, url: null }
  }
  // Each other outcome moves the payment only from the states before it (a late event never moves it back).
  const from: Record<Exclude<SessionOutcome, 'paid'>, Exclude<SessionOutcome, 'paid'>[]> = {
    open: [],
    processing: ['open'],
    failed: ['open', 'processing'],
    expired: ['open'],
  }
  if (from[outcome].length > 0) {
    const { error } = await db
      .from('research_payments')
      .update({
        state: outcome,
        ...(intentId ? { payment_intent_id: intentId } : {}),
        updated_at: new Date().toISOString(),
      })
      .eq('id', payment.id)
      .eq('checkout_session_id', sessionId)
      .in('state', from[outcome])
    if (error) throw new Error(`research_payments ${outcome} failed: ${error.message}`)
  }
  return { outcome, url: session.url ?? null }
}

/**
 * The payment intent's refunds as Stripe has them now: each one recorded once by its id, or moved to its newer
 * status (ADR 240), and e-mails the family once for each that succeeded. Answers whether they were applied: false while no paid payment has this intent (the refund
 * arrived first; its event stays kept until the payment is paid). Once applied, the kept events are processed.
 */
export async function settleRefunds(db: Db, env: Env, intentId: string): Promise<boolean> {
  const { data: payment, error: readError } = await db
    .from('research_payments')
    .select('id, plan_version_id, currency, receipt_number, payment_intent_id')
    .eq('payment_intent_id', intentId)
    .in('state', ['paid', 'partially_refunded', 'refunded'])
    .maybeSingle()
  if (readError) throw new Error(`research_payments read failed: ${readError.message}`)
  if (!payment) return false
  const refunds = await stripeClient(env).refunds.list({ payment_intent: intentId, limit: 100 })
  // Oldest first, as they were made (Stripe lists the newest first).
  for (const refund of [...refunds.data].reverse()) {
    const { error } = await db.rpc('record_stripe_refund', {
      intent_id: intentId,
      refund_id: refund.id,
      amount: refund.amount,
      stripe_status: refund.status ?? 'pending',
    })
    if (error) throw new Error(`record_stripe_refund failed: ${error.message}`)
  }
  const { error } = await db
    .from('stripe_events')
    .update({ processed_at: new Date().toISOString() })
    .eq('payment_intent_id', intentId)
    .is('processed_at', null)
  if (error) throw new Error(`stripe_events update failed: ${error.message}`)
  // The family hears of each refund that succeeded, once.
  await notifyRefunds(db, env, payment)
  return true
}
