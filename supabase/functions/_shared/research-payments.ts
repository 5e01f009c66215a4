import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { sendEmail, type EmailMessage } from './email-client.ts'
import { escapeHtml } from './html.ts'

/**
 * The research fee's database side, shared by research-fee and stripe-webhook (docs/product/payments.md): the
 * accepted version, its payment row, the receipt e-mail (queued on the row by public.mark_research_paid, sent
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
  'id, plan_version_id, submission_id, checkout_session_id, state, amount_minor, currency, payment_intent_id, idempotency_key, refunded_minor, refund_pending_minor, paid_at, receipt_message, receipt_sent_at'

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

/** '$1,250.00' / '€1.250,00' as the family reads it (en-US formatting, the site's language). */
export function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100)
}

/** The receipt (docs/product/payments.md, "The receipt"). */
export function receiptMessage(
  env: Env,
  to: string,
  name: string,
  amountMinor: number,
  currency: string,
  paidAt: string,
): EmailMessage {
  const amount = formatAmount(amountMinor, currency)
  const date = new Date(paidAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const text = [
    `Dear ${name},`,
    '',
    `We received your research fee of ${amount} on ${date}. Thank you: the research starts now.`,
    '',
    'Keep this e-mail as your receipt. Your journey page shows the payment too.',
    '',
    'Radici',
  ].join('\n')
  return {
    from: env.MAIL_FROM ?? 'Radici <hello@radici.example>',
    to: [to],
    subject: `Your receipt: research fee of ${amount}`,
    text,
    html: text
      .split('\n\n')
      .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  }
}

/** Sends a queued receipt once (Idempotency-Key per payment) and records when. */
export async function sendReceipt(db: Db, env: Env, paymentId: string, message: EmailMessage) {
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY) throw new Error('e-mail settings missing')
  await sendEmail(
    { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
    message,
    `research-receipt-${paymentId}`,
  )
  const { error } = await db
    .from('research_payments')
    .update({ receipt_sent_at: new Date().toISOString() })
    .eq('id', paymentId)
  if (error) throw new Error(`receipt record failed: ${error.message}`)
}
