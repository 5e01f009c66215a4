import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { sendEmail } from './email-client.ts'
import { escapeHtml } from './html.ts'
import { clip } from './text.ts'
import { inquiryPageUrl } from './console-link.ts'

/**
 * The team's e-mail when a family adds to its story (docs/decisions/151): at most one an hour per inquiry. A save
 * marks the story's e-mail due (public.save_journey_story); this sends the due ones, after the journey function's
 * answer and from the notification retry job every minute (ADR 082), each under a claim so it goes out once.
 */
type Db = SupabaseClient<Database>
type Env = Record<string, string | undefined>

export async function sendDueStoryEmails(
  db: Db,
  env: Env,
): Promise<{ sent: number; failed: number }> {
  const totals = { sent: 0, failed: 0 }
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY || !env.TEAM_NOTIFICATION_EMAIL || !env.MAIL_FROM)
    return totals
  const { data, error } = await db.rpc('claim_story_emails', { batch_size: 20, claim_seconds: 120 })
  if (error) throw new Error(`claim_story_emails failed: ${error.code ?? ''} ${error.message}`)
  for (const story of data ?? []) {
    const url = inquiryPageUrl(env.SITE_URL, story.submission_id)
    const summary = `${story.ancestors} ancestor${story.ancestors === 1 ? '' : 's'}, ${story.files} file${story.files === 1 ? '' : 's'}`
    let sent = true
    try {
      await sendEmail(
        { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
        {
          from: env.MAIL_FROM,
          to: [env.TEAM_NOTIFICATION_EMAIL],
          subject: `${clip(story.name.replace(/[\p{Cc}]/gu, ' '), 120)} added to their family story`,
          html: `<p style="font:15px/1.6 sans-serif">${escapeHtml(story.name)} has added to their story on their private journey page (${escapeHtml(summary)}).</p>${url ? `<p style="font:15px/1.6 sans-serif"><a href="${escapeHtml(url)}">Open the inquiry in the admin console</a></p>` : ''}`,
          text: `${story.name} has added to their story on their private journey page (${summary}).\n${url ? `\nOpen the inquiry: ${url}\n` : ''}`,
        },
      )
    } catch (sendError) {
      sent = false
      console.warn(
        `journey: team e-mail for ${story.submission_id} failed: ${sendError instanceof Error ? sendError.message : 'unknown'}`,
      )
    }
    const recorded = await db.rpc('record_story_email', { inquiry: story.submission_id, sent })
    if (recorded.error)
      console.warn(`journey: could not record the team e-mail: ${recorded.error.message}`)
    totals[sent ? 'sent' : 'failed']++
  }
  return totals
}
