import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { sendEmail, type EmailMessage } from './email-client.ts'
import { withJourneyLink } from './research-emails.ts'

/**
 * The research fee's database side, shared by research-fee and stripe-webhook (docs/product/payments.md): the
 * accepted version, its payment row, the receipt e-mail (research-emails.ts; queued on the row by public.mark_research_paid, sent
 * after the answer with a Resend Idempotency-Key so a retry never sends two).
 */
export type Db = SupabaseClient<Database>
export type Env = Record<string, string | undefined>

export interface AcceptedVersion {
  id: string
  version: number
  research_fee_minor: number
  research_currency: 'USD' | 'EUR'
}

export async function acceptedVersion(db: Db, inquiryId: string): Promise<AcceptedVersion | null> {
  const { data, error } = await db
    .from('plan_versions')
    .select('id, version, research_fee_minor, research_currency')
    .eq('submission_id', inquiryId)
    .eq('state', 'accepted')
    .maybeSingle()
  if (error) throw new Error(`plan_versions read failed: ${error.message}`)
  if (!data) return null
  const currency = data.research_currency === 'EUR' ? 'EUR' : 'USD'
  return { ...data, research_currency: currency }
}

const PAYMENT_COLUMNS =
  'id, plan_version_id, submission_id, checkout_session_id, state, amount_minor, currency, payment_intent_id, idempotency_key, refunded_minor, refund_pending_minor, paid_at, receipt_message, receipt_sent_at, receipt_number'

export async function paymentOf(db: Db, versionId: string) {
  const { data, error } = await db
    .from('research_payments')
    .select(PAYMENT_COLUMNS)
    .eq('plan_version_id', versionId)
    .maybeSingle()
  if (error) throw new Error(`research_payments read failed: ${error.message}`)
  return data
}

export async function paymentBySession(db: Db, sessionId: string) {
  const { data, error } = await db
    .from('research_payments')
    .select(PAYMENT_COLUMNS)
    .eq('checkout_session_id', sessionId)
    .maybeSingle()
  if (error) throw new Error(`research_payments read failed: ${error.message}`)
  return data
}

/**
 * Sends a queued receipt once (Idempotency-Key per payment) and records when. The one-tap link to the family's
 * page is made now, never stored with the queued message (research-emails.ts, withJourneyLink).
 */
export async function sendReceipt(db: Db, env: Env, paymentId: string, message: EmailMessage) {
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY) throw new Error('e-mail settings missing')
  const { data: payment, error: readError } = await db
    .from('research_payments')
    .select('submission_id')
    .eq('id', paymentId)
    .single()
  if (readError) throw new Error(`research_payments read failed: ${readError.message}`)
  await sendEmail(
    { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
    await withJourneyLink(db, env, payment.submission_id, message),
    `research-receipt-${paymentId}`,
  )
  const { error } = await db
    .from('research_payments')
    .update({ receipt_sent_at: new Date().toISOString() })
    .eq('id', paymentId)
  if (error) throw new Error(`receipt record failed: ${error.message}`)
}
