import type { EmailMessage } from '../_shared/email-client.ts'
import {
  familyMessage,
  formatAmount,
  journeyLink,
  plain,
  romeDay,
} from '../_shared/research-emails.ts'
import type { Env, ServiceClient } from './context.ts'

/**
 * The plan's e-mails to the family (docs/product/plan.md, "E-mails"; issue 50 item 5): each leads to the family's
 * page in one tap (the link is made when it is sent: research-emails.ts, withJourneyLink), and the acceptance is a
 * record of what was accepted: the version, the amounts, the terms, who and when (Rome time, and the family's own
 * time when a call told us their zone).
 */
export type FamilyPlanEvent = 'sent' | 'answer' | 'accepted'

/** 'Saturday, November 28, 2026 at 5:05 PM' in `zone`. */
function timeIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** '… at 5:05 PM Rome time (Saturday, November 28, 2026 at 11:05 AM New York time)'. */
export function acceptedWhen(iso: string, familyZone: string | null): string {
  const rome = `${timeIn(iso, 'Europe/Rome')} Rome time`
  if (!familyZone || familyZone === 'Europe/Rome') return rome
  const city = (familyZone.split('/').pop() ?? familyZone).replace(/_/g, ' ')
  return `${rome} (${timeIn(iso, familyZone)} ${city} time)`
}

/** What the acceptance e-mail states: the accepted version, its acceptance, the family's zone if known. */
async function acceptanceFacts(db: ServiceClient, inquiryId: string) {
  const { data: version, error } = await db
    .from('plan_versions')
    .select(
      'id, version, sent_at, accepted_at, research_fee_minor, research_currency, journey_per_person_minor, journey_currency, content',
    )
    .eq('submission_id', inquiryId)
    .eq('state', 'accepted')
    .single()
  if (error) throw new Error(`plan_versions read failed: ${error.message}`)
  const [acceptance, call] = await Promise.all([
    db
      .from('plan_acceptances')
      .select('accepted_name, accepted_at')
      .eq('plan_version_id', version.id)
      .maybeSingle(),
    db
      .from('calls')
      .select('family_time_zone')
      .eq('inquiry_id', inquiryId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ])
  if (acceptance.error) throw new Error(`plan_acceptances read failed: ${acceptance.error.message}`)
  const content = (version.content ?? {}) as {
    journey?: { people?: number }
    terms?: { cancellation?: string }
  }
  return {
    version,
    name: acceptance.data?.accepted_name ?? '',
    at: acceptance.data?.accepted_at ?? version.accepted_at ?? new Date().toISOString(),
    zone: call.data?.family_time_zone ?? null,
    people: content.journey?.people ?? null,
    terms: content.terms?.cancellation?.trim() ?? '',
  }
}

/** The family's e-mail for a plan event, its link still to be filled (withJourneyLink). */
export async function familyPlanMail(
  db: ServiceClient,
  env: Env,
  inquiryId: string,
  event: FamilyPlanEvent,
  detail: string,
  family: { email: string; firstName: string },
): Promise<EmailMessage> {
  const greeting = plain(`Dear ${family.firstName},`)
  if (event === 'sent')
    return familyMessage(env, family.email, 'Your Radici plan is ready', [
      greeting,
      plain(
        `Your plan (${detail}) is on your private journey page: the research, the days of your journey, the prices and the terms.`,
      ),
      journeyLink(),
    ])
  if (event === 'answer')
    return familyMessage(env, family.email, 'We answered your question about your plan', [
      greeting,
      plain(detail),
      plain('The whole conversation is on your private journey page.'),
      journeyLink(),
    ])
  const facts = await acceptanceFacts(db, inquiryId)
  const v = facts.version
  const journey =
    v.journey_per_person_minor > 0
      ? `The journey: ${formatAmount(v.journey_per_person_minor, v.journey_currency)} per person${
          facts.people
            ? ` for ${facts.people} ${facts.people === 1 ? 'person' : 'people'} (${formatAmount(
                v.journey_per_person_minor * facts.people,
                v.journey_currency,
              )} in all)`
            : ''
        }, booked with the agency later`
      : null
  const record = [
    `Accepted by: ${facts.name}`,
    `When: ${acceptedWhen(facts.at, facts.zone)}`,
    `Plan: version ${v.version}${v.sent_at ? `, sent on ${romeDay(v.sent_at)}` : ''}`,
    `Research fee: ${formatAmount(v.research_fee_minor, v.research_currency)}, paid before the research starts`,
    ...(journey ? [journey] : []),
  ]
  return familyMessage(env, family.email, `You accepted your Radici plan (version ${v.version})`, [
    greeting,
    plain('Thank you: we have your acceptance. Keep this e-mail as your record of it.'),
    plain(record.join('\n')),
    plain(
      facts.terms
        ? `The terms you accepted: ${facts.terms}`
        : 'The terms you accepted are on your journey page, with the whole plan.',
    ),
    plain(
      'The next step is the research fee: your journey page shows how to pay it, beside the whole plan you accepted.',
    ),
    journeyLink(),
  ])
}
