import { AGENCY_NAMES } from '../_shared/content-names.ts'
import type { EmailMessage } from '../_shared/email-client.ts'
import type { Env, ServiceClient } from '../_shared/request.ts'
import { tellOnce } from './answer-notices.ts'
import { sharingChoice } from './view.ts'
import { familyMessage, journeyLink, plain, withJourneyLink } from '../_shared/research-emails.ts'

/**
 * The family is told when its agency answers (issue 50 item 5; docs/product/agency-handoff.md, "E-mails"): after a
 * yes, what the agency now has and who will write; after a no, what happens next. In English, with the one-tap link
 * to the family's page (ADR 253), never the agency's link. Sent once per hand-off, as the team's e-mail is
 * (answer-notices.ts, tellOnce): `family_told_at` records it (docs/decisions/260).
 */

export interface FamilyAnswer {
  to: string
  firstName: string
  agencyName: string
  answer: { accepted: true; reference: string; person: string } | { accepted: false }
  /** The family's sharing choices for this agency when it answered. */
  shared: { ancestors: boolean; health: boolean }
}

/** What an agency that said yes has, in the words of the family's page (sharing-panel.tsx). */
function whatTheyHave({ shared }: FamilyAnswer): string {
  const items = [
    'your travel dates, how many of you travel and your age ranges, the towns by day, the hotel level, your budget and your language',
    'your name, e-mail and phone, to organize the journey with you',
    ...(shared.ancestors ? ['your ancestors’ names and towns'] : []),
    ...(shared.health ? ['your health and access notes, as you chose'] : []),
  ]
  return `What they now have: ${items.join('; ')}. Never your documents or your tree file.`
}

export function familyAnswerEmail(env: Env, input: FamilyAnswer): EmailMessage {
  const { agencyName: agency, answer } = input
  const greeting = plain(`Dear ${input.firstName || 'friend'},`)
  if (!answer.accepted)
    return familyMessage(env, input.to, `${agency} cannot take your journey`, [
      greeting,
      plain(
        `${agency} cannot take your journey. Our team chooses another agency for it; your page shows it. You do not need to do anything.`,
      ),
      plain(
        `${agency}’s page no longer shows anything of yours: it shows only that it declined. You have paid nothing to it.`,
      ),
      journeyLink(),
    ])
  const person = answer.person.trim()
  return familyMessage(env, input.to, `${agency} has your journey`, [
    greeting,
    plain(
      `${agency} has accepted your journey.${answer.reference ? ` Their reference for it: ${answer.reference}.` : ''}`,
    ),
    plain(whatTheyHave(input)),
    plain(
      `Who will write to you: ${person ? `${person}, of ${agency}` : agency}, to confirm your journey and set out its own payment terms (how much first, how much later, and by when). Nothing is paid to them before then.`,
    ),
    plain(
      'On your page you can change what they may see from now on; what you untick no longer shows on their page.',
    ),
    journeyLink(),
  ])
}

/** Tells the family of every answered hand-off not yet told (tellOnce: once, a failed send left for the job). */
export function tellFamilyOfAnswers(db: ServiceClient, env: Env, handoffId?: string) {
  return tellOnce(
    db,
    env,
    'family_told_at',
    'handoff-family',
    async (row) => {
      const [inquiry, choice] = await Promise.all([
        db
          .from('form_submissions')
          .select('name, first_name, email')
          .eq('id', row.submission_id)
          .single(),
        sharingChoice(db, row.submission_id, row.agency_id),
      ])
      if (inquiry.error) throw new Error(`the inquiry: ${inquiry.error.message}`)
      if (choice.error) throw new Error(`the sharing choice: ${choice.error.message}`)
      const message = familyAnswerEmail(env, {
        to: inquiry.data.email,
        firstName: inquiry.data.first_name ?? inquiry.data.name.trim().split(' ')[0] ?? '',
        agencyName: AGENCY_NAMES[row.agency_id] ?? row.agency_id,
        answer:
          row.state === 'accepted'
            ? { accepted: true, reference: row.reference ?? '', person: row.contact_person ?? '' }
            : { accepted: false },
        shared: {
          ancestors: choice.data?.share_ancestors === true,
          health: choice.data?.share_health === true,
        },
      })
      // The one-tap link is made now, never stored (ADR 253).
      return withJourneyLink(db, env, row.submission_id, message)
    },
    handoffId,
  )
}
