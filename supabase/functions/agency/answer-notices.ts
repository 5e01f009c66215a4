import { inquiryPageUrl } from '../_shared/console-link.ts'
import { AGENCY_NAMES } from '../_shared/content-names.ts'
import { sendEmail, type EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'
import { leadRecipient } from '../_shared/lead-recipient.ts'
import type { Env, ServiceClient } from '../_shared/request.ts'

/**
 * The team is told when an agency answers (docs/product/agency-handoff.md, "E-mails"; docs/decisions/256): one
 * English e-mail to the lead's owner, or to the team when the lead has no owner, with the agency, the family, the
 * agency's reference or reason, and the lead page. Never the agency's link. Sent once per hand-off: the
 * Idempotency-Key keeps a repeated send from delivering twice, and `team_told_at` records it, so the deadline job
 * sends only what a failed send left behind.
 */

export interface AnswerNotice {
  from: string
  to: string
  agencyName: string
  familyName: string
  answer:
    { accepted: true; reference: string; person: string } | { accepted: false; reason: string }
  leadUrl?: string
}

const paragraph = (text: string) =>
  `<p style="font:15px/1.6 sans-serif;white-space:pre-line">${escapeHtml(text)}</p>`

export function answerNoticeEmail(input: AnswerNotice): EmailMessage {
  const { agencyName: agency, familyName: family, answer } = input
  const lines = answer.accepted
    ? [
        `${agency} accepted ${family}'s journey.`,
        `Their reference: ${answer.reference}`,
        `Their contact person: ${answer.person}`,
      ]
    : [`${agency} declined ${family}'s journey.`, `Their reason: ${answer.reason}`]
  const next = input.leadUrl
    ? answer.accepted
      ? 'The lead page:'
      : 'Hand it to another agency from the lead page:'
    : answer.accepted
      ? `See ${family}'s page in the admin console.`
      : `Hand it to another agency from ${family}'s page in the admin console.`
  const link = input.leadUrl
    ? `<p style="font:15px/1.6 sans-serif"><a href="${escapeHtml(input.leadUrl)}">${escapeHtml(input.leadUrl)}</a></p>`
    : ''
  return {
    from: input.from,
    to: [input.to],
    subject: `${answer.accepted ? 'Agency accepted' : 'Agency declined'}: ${family}`,
    html: `${lines.map(paragraph).join('')}${paragraph(next)}${link}`,
    text: `${lines.join('\n')}\n\n${next}${input.leadUrl ? `\n${input.leadUrl}` : ''}\n`,
  }
}

/** An answered hand-off, as the e-mails about its answer read it. */
export interface AnsweredHandoff {
  id: string
  state: string
  agency_id: string
  submission_id: string
  reference: string | null
  contact_person: string | null
  decline_reason: string | null
}

/**
 * Sends one e-mail per answered hand-off whose `told` column is empty (`handoffId`: that one only), then fills the
 * column; `compose` makes the message (null: nobody to tell). The Idempotency-Key `{key}:{hand-off}` keeps a retried
 * send from delivering twice. Answers how many went out; a failed send is logged and left for the next run.
 */
export async function tellOnce(
  db: ServiceClient,
  env: Env,
  told: 'team_told_at' | 'family_told_at',
  key: string,
  compose: (row: AnsweredHandoff, from: string) => Promise<EmailMessage | null>,
  handoffId?: string,
): Promise<number> {
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY || !env.MAIL_FROM) return 0
  let query = db
    .from('agency_handoffs')
    .select('id, state, agency_id, submission_id, reference, contact_person, decline_reason')
    .in('state', ['accepted', 'declined'])
    .is(told, null)
  if (handoffId) query = query.eq('id', handoffId)
  const { data, error } = await query.order('answered_at').limit(50)
  if (error) throw new Error(`agency_handoffs read failed: ${error.message}`)
  let sent = 0
  for (const row of data ?? []) {
    try {
      const message = await compose(row, env.MAIL_FROM)
      if (!message) continue
      await sendEmail(
        { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
        message,
        `${key}:${row.id}`,
      )
      const done = await db
        .from('agency_handoffs')
        .update(
          told === 'team_told_at'
            ? { team_told_at: new Date().toISOString() }
            : { family_told_at: new Date().toISOString() },
        )
        .eq('id', row.id)
        .is(told, null)
      if (done.error) throw new Error(`${told} not recorded: ${done.error.message}`)
      sent++
    } catch (failure) {
      console.warn(
        `agency: an answer e-mail (${key}) failed:`,
        failure instanceof Error ? failure.message : failure,
      )
    }
  }
  return sent
}

/** Tells the lead's owner (or the team) about every answered hand-off not yet told. */
export function tellTeamOfAnswers(db: ServiceClient, env: Env, handoffId?: string) {
  return tellOnce(
    db,
    env,
    'team_told_at',
    'handoff-answer',
    async (row, from) => {
      const to = await leadRecipient(db, env, row.submission_id)
      if (!to) return null
      const inquiry = await db
        .from('form_submissions')
        .select('name')
        .eq('id', row.submission_id)
        .maybeSingle()
      if (inquiry.error) throw new Error(`the inquiry's name: ${inquiry.error.message}`)
      return answerNoticeEmail({
        from,
        to,
        agencyName: AGENCY_NAMES[row.agency_id] ?? row.agency_id,
        familyName: inquiry.data?.name.trim() || 'A family',
        answer:
          row.state === 'accepted'
            ? { accepted: true, reference: row.reference ?? '', person: row.contact_person ?? '' }
            : { accepted: false, reason: row.decline_reason ?? '' },
        leadUrl: inquiryPageUrl(env.SITE_URL, row.submission_id),
      })
    },
    handoffId,
  )
}
