import type {
  ResearchFeeRequest,
  ResearchFeeTeamStatus,
} from '../_shared/contracts/research-fee.ts'
import { userClient } from '../_shared/request.ts'
import { acceptedVersion, paymentOf, type Db, type Env } from '../_shared/research-payments.ts'
import { notifyRefunds } from '../_shared/research-refund-notices.ts'
import { stripeClient, stripeConfigured } from '../_shared/stripe-client.ts'

type Respond = (body: unknown, status: number) => Response
type RefundRequest = Extract<ResearchFeeRequest, { action: 'refund' }>

export interface TeamMember {
  userId: string
  name: string
}

/** The signed-in admin when the inquiry is readable with their session (RLS: admins only); else null (a 404). */
export async function teamInquiry(
  env: Env,
  authorization: string,
  inquiryId: string,
): Promise<TeamMember | null> {
  if (!/^Bearer\s+\S+$/i.test(authorization)) return null
  const asUser = userClient(env, authorization.replace(/^Bearer\s+/i, ''))
  const [{ data: inquiry, error }, { data: user }] = await Promise.all([
    asUser.from('form_submissions').select('id').eq('id', inquiryId).maybeSingle(),
    asUser.auth.getUser(),
  ])
  if (error || !inquiry || !user.user) return null
  // The member's name, as the rest of the console and the history name them (private.actor_name()): the
  // profile's full name, else the e-mail.
  const { data: profile } = await asUser
    .from('profiles')
    .select('full_name')
    .eq('id', user.user.id)
    .maybeSingle()
  const fullName = profile?.full_name?.trim()
  return { userId: user.user.id, name: fullName || user.user.email || 'Team' }
}

export async function teamStatus(db: Db, inquiryId: string): Promise<ResearchFeeTeamStatus> {
  const version = await acceptedVersion(db, inquiryId)
  const payment = version ? await paymentOf(db, version.id) : null
  if (!payment) return { ok: true, payment: null }
  const { data: refunds, error } = await db
    .from('research_refunds')
    .select('amount_minor, reason, by_name, created_at, status')
    .eq('payment_id', payment.id)
    .order('created_at', { ascending: true })
  if (error) throw new Error(`research_refunds read failed: ${error.message}`)
  return {
    ok: true,
    payment: {
      state: payment.state,
      amount_minor: payment.amount_minor,
      currency: payment.currency,
      refunded_minor: payment.refunded_minor,
      refund_pending_minor: payment.refund_pending_minor,
      paid_at: payment.paid_at,
      refunds: refunds ?? [],
    },
  }
}

/**
 * Refunds all or part of a paid fee (docs/product/payments.md, "Refunds"): never more than remains, what succeeded
 * and what is still pending both counting (400 naming amount_minor); the Stripe Idempotency-Key comes from the
 * request's own key, so a retried click refunds once; public.record_research_refund stores it with Stripe's status
 * (pending, succeeded, failed: ADR 240), checking the total again under a row lock.
 */
export async function refund(
  db: Db,
  env: Env,
  team: TeamMember,
  input: RefundRequest,
  respond: Respond,
): Promise<Response> {
  if (!stripeConfigured(env))
    return respond({ error: 'payments_offline', message: 'Stripe is not configured.' }, 409)
  const version = await acceptedVersion(db, input.inquiry_id)
  const payment = version ? await paymentOf(db, version.id) : null
  if (
    !payment ||
    !payment.payment_intent_id ||
    (payment.state !== 'paid' && payment.state !== 'partially_refunded')
  )
    return respond({ error: 'not_paid', message: 'There is no paid research fee to refund.' }, 409)
  const remaining = payment.amount_minor - payment.refunded_minor - payment.refund_pending_minor
  if (remaining < 1)
    return respond(
      { error: 'refund_exceeds_paid', message: 'Nothing remains to refund (a refund is pending).' },
      409,
    )
  const amount = input.amount_minor ?? remaining
  if (amount > remaining)
    return respond(
      {
        error: 'invalid_request',
        fields: { amount_minor: `More than remains paid (${remaining} cents).` },
      },
      400,
    )
  const stripeKey = `research-refund-${input.idempotency_key}`
  const refunded = await stripeClient(env).refunds.create(
    {
      payment_intent: payment.payment_intent_id,
      amount,
      reason: 'requested_by_customer',
      metadata: { payment_id: payment.id },
    },
    { idempotencyKey: stripeKey },
  )
  const { error } = await db.rpc('record_research_refund', {
    payment: payment.id,
    amount,
    why: input.reason,
    refund_id: refunded.id,
    refund_key: stripeKey,
    actor: team.userId,
    actor_label: team.name,
    stripe_status: refunded.status ?? 'pending',
  })
  if (error?.code === '23514')
    return respond(
      {
        error: 'refund_exceeds_paid',
        message: 'Another refund came first: less remains than this.',
      },
      409,
    )
  if (error) throw new Error(`record_research_refund failed: ${error.message}`)
  // A refund that succeeded at once is e-mailed now; a pending one when Stripe's event says it succeeded.
  await notifyRefunds(db, env, payment)
  return respond(await teamStatus(db, input.inquiry_id), 200)
}
