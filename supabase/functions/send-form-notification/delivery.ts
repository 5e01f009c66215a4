import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { sendEmail } from '../_shared/email-client.ts'
import { subscribeToNewsletter } from '../_shared/newsletter-client.ts'
import { privateLinkRequestUrl, privateLinkUrl } from '../_shared/private-link.ts'
import { inquiryPageUrl } from '../_shared/console-link.ts'
import { leadConfirmation, teamNotification } from './emails.ts'
import type { SubmissionRow } from './map-to-submission.ts'

/**
 * Sending an inquiry's two e-mails and, when the lead ticked the box, its newsletter subscription, right after
 * the answer and again from the retry job until they are sent (docs/decisions/082-notification-retry.md, 142). Whoever sends holds a claim on the inquiry (email_claimed_until);
 * each try is recorded by public.record_inquiry_emails, which also sets the statuses and the next try's time.
 */
export type Env = Record<string, string | undefined>

/** How long a sender holds an inquiry's e-mails (two API calls of at most 8 s each, with room to record). */
export const CLAIM_SECONDS = 120

/** The service-role client, typed by the schema. */
export type ServiceClient = SupabaseClient<Database>

type ClaimedInquiry = Database['public']['Functions']['claim_inquiry_emails']['Returns'][number]

/** What sending needs of a stored inquiry: the row as inserted, its id, first name and e-mail statuses. */
export type StoredInquiry = Omit<
  SubmissionRow,
  'group_size' | 'age_ranges' | 'budget' | 'hotel_preference'
> &
  Pick<
    ClaimedInquiry,
    'id' | 'first_name' | 'notification_status' | 'confirmation_status' | 'newsletter_status'
  >

type Outcome = {
  ok: boolean
  error?: string
}

export function retrySettings(env: Env): { maxTries: number; baseSeconds: number } {
  const maxTries = Number.parseInt(env.EMAIL_MAX_TRIES ?? '', 10)
  const baseSeconds = Number.parseInt(env.EMAIL_RETRY_BASE_SECONDS ?? '', 10)
  return {
    maxTries: Number.isFinite(maxTries) && maxTries >= 1 ? maxTries : 8,
    baseSeconds: Number.isFinite(baseSeconds) && baseSeconds >= 0 ? baseSeconds : 60,
  }
}

/**
 * Sends the inquiry's pending e-mails and subscription once and records the outcome. Never throws. `journeyToken` is the private
 * link just issued (first send only): a retried confirmation cannot know it, and links to /journey instead.
 */
export async function deliverEmails(
  db: ServiceClient,
  env: Env,
  inquiry: StoredInquiry,
  journeyToken?: string,
): Promise<Record<string, Outcome>> {
  const results: Record<string, Outcome> = {}
  const wanted = {
    team: inquiry.notification_status === 'pending',
    lead: inquiry.confirmation_status === 'pending',
  }
  // The provider's hosted form, like the footer's (NEWSLETTER_FORM_URL); only for a lead who ticked the box.
  const newsletter =
    inquiry.newsletter_status === 'pending'
      ? env.NEWSLETTER_FORM_URL
        ? subscribeToNewsletter(env.NEWSLETTER_FORM_URL, inquiry.email).then(
            () => ({ ok: true }),
            (error: unknown) => ({
              ok: false,
              error: error instanceof Error ? error.message : 'failed',
            }),
          )
        : Promise.resolve({ ok: false, error: 'newsletter settings missing (NEWSLETTER_FORM_URL)' })
      : undefined
  if (
    !env.RESEND_API_URL ||
    !env.RESEND_API_KEY ||
    !env.TEAM_NOTIFICATION_EMAIL ||
    !env.MAIL_FROM
  ) {
    const error =
      'e-mail settings missing (RESEND_API_URL, RESEND_API_KEY, TEAM_NOTIFICATION_EMAIL, MAIL_FROM)'
    if (wanted.team) results.team = { ok: false, error }
    if (wanted.lead) results.lead = { ok: false, error }
  } else {
    const config = { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY }
    const row = {
      ...inquiry,
      group_size: null,
      age_ranges: null,
      budget: null,
      hotel_preference: null,
    }
    const context = {
      id: inquiry.id,
      row,
      firstName: inquiry.first_name ?? inquiry.name.split(' ')[0] ?? inquiry.name,
      from: env.MAIL_FROM,
      team: env.TEAM_NOTIFICATION_EMAIL,
      // The team e-mail links to the inquiry's page in the admin console (SITE_URL; no link without it).
      inquiryUrl: inquiryPageUrl(env.SITE_URL, inquiry.id),
      journeyUrl: journeyToken ? privateLinkUrl(env.SITE_URL, journeyToken) : undefined,
      // The same private link opens the call booking (docs/decisions/160).
      bookingUrl: journeyToken
        ? privateLinkUrl(env.SITE_URL, journeyToken)?.replace('/journey/', '/book/')
        : undefined,
      journeyRequestUrl: privateLinkRequestUrl(env.SITE_URL),
    }
    const attempt = async (kind: 'team' | 'lead'): Promise<void> => {
      try {
        const message = kind === 'team' ? teamNotification(context) : leadConfirmation(context)
        // Resend's Idempotency-Key: a retry after a lost answer does not deliver twice.
        await sendEmail(config, message, `inquiry-${inquiry.id}-${kind}`)
        results[kind] = { ok: true }
      } catch (error) {
        results[kind] = { ok: false, error: error instanceof Error ? error.message : 'failed' }
      }
    }
    await Promise.all([
      wanted.team ? attempt('team') : undefined,
      wanted.lead ? attempt('lead') : undefined,
    ])
  }
  if (newsletter) results.newsletter = await newsletter
  if (Object.keys(results).length === 0) return results
  const failed = Object.entries(results).filter(([, outcome]) => !outcome.ok)
  if (failed.length > 0)
    console.warn(
      `send-form-notification: inquiry ${inquiry.id}: ${failed.map(([kind, outcome]) => `${kind}: ${outcome.error}`).join('; ')}`,
    )
  const { maxTries, baseSeconds } = retrySettings(env)
  const { error } = await db.rpc('record_inquiry_emails', {
    inquiry: inquiry.id,
    results,
    max_tries: maxTries,
    base_seconds: baseSeconds,
  })
  if (error)
    console.warn(
      `send-form-notification: could not record the e-mails of ${inquiry.id}: ${error.message}`,
    )
  return results
}

/**
 * One run of the retry job: claims due inquiries in batches and sends their pending e-mails, until none is due
 * or `budgetMs` has passed. Returns how many inquiries it worked on and how many e-mails were sent or failed.
 */
export async function retryDueEmails(
  db: ServiceClient,
  env: Env,
  budgetMs = 20_000,
): Promise<{ inquiries: number; sent: number; failed: number }> {
  const started = Date.now()
  const totals = { inquiries: 0, sent: 0, failed: 0 }
  while (Date.now() - started < budgetMs) {
    const { data, error } = await db.rpc('claim_inquiry_emails', {
      batch_size: 10,
      claim_seconds: CLAIM_SECONDS,
    })
    if (error) throw new Error(`claim failed: ${error.code ?? ''} ${error.message}`)
    const batch: StoredInquiry[] = data ?? []
    if (batch.length === 0) break
    const outcomes = await Promise.all(batch.map((inquiry) => deliverEmails(db, env, inquiry)))
    totals.inquiries += batch.length
    for (const results of outcomes)
      for (const outcome of Object.values(results)) totals[outcome.ok ? 'sent' : 'failed']++
  }
  return totals
}
