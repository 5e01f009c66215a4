import { z } from 'zod'
import type { EmailMessage } from './email-client.ts'
import { sendReceipt, type Db, type Env } from './research-payments.ts'

/**
 * The research fee's receipt, tried again when it failed (docs/product/payments.md, "The receipt"; ADR 213): the
 * first send right after the webhook, then the housekeeping job (POST …/research-fee/receipts, every minute) with a
 * bounded number of attempts (EMAIL_MAX_TRIES, default 8) and a growing wait (EMAIL_RETRY_BASE_SECONDS × 2^n), as
 * the call e-mails are retried. The Resend Idempotency-Key per payment makes a repeated send harmless.
 */
export function receiptRetrySettings(env: Env): { maxTries: number; baseSeconds: number } {
  const maxTries = Number.parseInt(env.EMAIL_MAX_TRIES ?? '', 10)
  const baseSeconds = Number.parseInt(env.EMAIL_RETRY_BASE_SECONDS ?? '', 10)
  return {
    maxTries: Number.isFinite(maxTries) && maxTries >= 1 ? maxTries : 8,
    baseSeconds: Number.isFinite(baseSeconds) && baseSeconds >= 0 ? baseSeconds : 60,
  }
}

/** Sends one receipt; a failure is recorded on the payment (attempts, next try, reason). Never throws. */
export async function deliverReceipt(
  db: Db,
  env: Env,
  paymentId: string,
  message: EmailMessage,
  claimed: boolean,
): Promise<boolean> {
  try {
    await sendReceipt(db, env, paymentId, message)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'failed'
    console.warn(`research receipt ${paymentId} not sent:`, reason)
    const { error: recordError } = await db.rpc('record_receipt_failure', {
      payment: paymentId,
      reason,
      base_seconds: receiptRetrySettings(env).baseSeconds,
      claimed,
    })
    if (recordError) console.warn('record_receipt_failure failed:', recordError.message)
    return false
  }
}

/** The receipt as stored by public.mark_research_paid (receipt_message), read back before it is sent again. */
const storedReceipt = z.object({
  from: z.string().min(1),
  to: z.array(z.string().min(3)).min(1),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
})

/** The job: every receipt due now, claimed in batches, within a time budget. */
export async function sendDueReceipts(
  db: Db,
  env: Env,
  budgetMs = 20_000,
): Promise<{ sent: number; failed: number }> {
  const totals = { sent: 0, failed: 0 }
  const { maxTries } = receiptRetrySettings(env)
  const started = Date.now()
  while (Date.now() - started < budgetMs) {
    const { data, error } = await db.rpc('claim_research_receipts', {
      batch_size: 10,
      claim_seconds: 120,
      max_tries: maxTries,
    })
    if (error) throw new Error(`claim_research_receipts failed: ${error.message}`)
    if (!data || data.length === 0) break
    for (const row of data) {
      const message = storedReceipt.safeParse(row.receipt_message)
      const sent = message.success
        ? await deliverReceipt(db, env, row.id, message.data, true)
        : false
      totals[sent ? 'sent' : 'failed']++
    }
  }
  return totals
}
