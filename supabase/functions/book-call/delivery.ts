import type { EmailMessage } from '../_shared/email-client.ts'
import { sendEmail } from '../_shared/email-client.ts'
import { retrySettings } from '../send-form-notification/delivery.ts'
import { withManageUrl } from './emails.ts'
import type { Env, ServiceClient } from './store.ts'

/**
 * Sends the calls' queued e-mails (public.call_emails) like the inquiry e-mails (ADR 082): claim what is due with
 * SKIP LOCKED, send each with a Resend Idempotency-Key, record the outcome (sent; retried with backoff; failed
 * after EMAIL_MAX_TRIES). Reminders of a call moved or cancelled since are never claimed, and are marked skipped.
 */
const CLAIM_SECONDS = 120

export async function sendDueCallEmails(
  db: ServiceClient,
  env: Env,
  options: { callId?: string; manageUrl?: string; budgetMs?: number },
): Promise<{ sent: number; failed: number; skipped: number }> {
  const totals = { sent: 0, failed: 0, skipped: 0 }
  if (!options.callId) {
    const { data, error } = await db.rpc('skip_stale_call_reminders')
    if (error) throw new Error(`skip_stale_call_reminders failed: ${error.message}`)
    totals.skipped = Number(data ?? 0)
  }
  const { maxTries, baseSeconds } = retrySettings(env)
  const started = Date.now()
  // Later sends cannot carry the token (never stored): they say how to get a fresh link ('Send me my link again').
  const fallback = `${siteOrigin(env.SITE_URL)}/journey`
  while (Date.now() - started < (options.budgetMs ?? 20_000)) {
    const { data, error } = await db.rpc('claim_call_emails', {
      batch_size: 10,
      claim_seconds: CLAIM_SECONDS,
      // null: every call's due e-mails (the job); a call's id: that call's, right after its change.
      only_call: options.callId ?? null,
    })
    if (error) throw new Error(`claim_call_emails failed: ${error.message}`)
    if (!data || data.length === 0) break
    await Promise.all(
      data.map(async (row) => {
        let failure: string | null = null
        try {
          if (!env.RESEND_API_URL || !env.RESEND_API_KEY || !env.MAIL_FROM)
            throw new Error('e-mail settings missing (RESEND_API_URL, RESEND_API_KEY, MAIL_FROM)')
          const message = withManageUrl(
            row.message as unknown as EmailMessage,
            options.manageUrl
              ? { kind: 'direct', url: options.manageUrl }
              : { kind: 'request', url: fallback },
          )
          await sendEmail(
            { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
            message,
            `call-email-${row.id}`,
          )
        } catch (sendError) {
          failure = sendError instanceof Error ? sendError.message : 'failed'
        }
        totals[failure ? 'failed' : 'sent']++
        const { error: recordError } = await db.rpc('record_call_email', {
          email_id: row.id,
          ok: failure === null,
          failure: failure ?? '',
          max_tries: maxTries,
          base_seconds: baseSeconds,
        })
        if (recordError)
          console.warn(`book-call: could not record e-mail ${row.id}: ${recordError.message}`)
      }),
    )
    if (options.callId) break
  }
  return totals
}

function siteOrigin(siteUrl: string | undefined): string {
  try {
    if (siteUrl) return new URL(siteUrl).origin
  } catch {
    /* the default */
  }
  return 'http://localhost:8080'
}
