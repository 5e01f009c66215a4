import { sendEmail } from './email-client.ts'
import { paidWith, refundMessage, researchDetails, withJourneyLink } from './research-emails.ts'
import type { Db, Env } from './research-payments.ts'
import { stripeClient } from './stripe-client.ts'

/**
 * The family's e-mail for each refund that succeeded (docs/product/payments.md, "Refund e-mails"): once per refund.
 * Each refund is claimed first (family_notified_at set where it was null: one claimer wins, whether the console's
 * answer, a repeated webhook or a parallel one comes first), then sent with a Resend Idempotency-Key per refund; a
 * failed send gives the claim back, so the next refund event for the payment tries again. Never throws.
 */
export async function notifyRefunds(
  db: Db,
  env: Env,
  payment: {
    id: string
    plan_version_id: string
    currency: string
    receipt_number: string
    payment_intent_id: string | null
  },
): Promise<number> {
  try {
    if (!env.RESEND_API_URL || !env.RESEND_API_KEY) return 0
    const { data: claimed, error } = await db
      .from('research_refunds')
      .update({ family_notified_at: new Date().toISOString() })
      .eq('payment_id', payment.id)
      .eq('status', 'succeeded')
      .is('family_notified_at', null)
      .select('id, amount_minor, reason, by_user, created_at')
    if (error) throw new Error(`research_refunds claim failed: ${error.message}`)
    if (!claimed?.length) return 0
    const details = await researchDetails(db, payment.plan_version_id)
    const charge = payment.payment_intent_id
      ? (
          await stripeClient(env).paymentIntents.retrieve(payment.payment_intent_id, {
            expand: ['latest_charge'],
          })
        ).latest_charge
      : null
    let sent = 0
    for (const refund of claimed) {
      const message = refundMessage(env, {
        to: details.email,
        firstName: details.firstName,
        amountMinor: refund.amount_minor,
        currency: payment.currency,
        refundedAt: refund.created_at,
        // The team's own words; a refund made in Stripe's dashboard has none for the family.
        reason: refund.by_user ? refund.reason : null,
        paidWith: paidWith(charge),
        receiptNumber: payment.receipt_number,
      })
      try {
        await sendEmail(
          { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
          await withJourneyLink(db, env, details.inquiryId, message),
          `research-refund-${refund.id}`,
        )
        sent++
      } catch (sendError) {
        console.warn(
          `research refund e-mail ${refund.id} not sent:`,
          sendError instanceof Error ? sendError.message : sendError,
        )
        await db.from('research_refunds').update({ family_notified_at: null }).eq('id', refund.id)
      }
    }
    return sent
  } catch (error) {
    console.warn('research refund e-mails failed:', error instanceof Error ? error.message : error)
    return 0
  }
}
