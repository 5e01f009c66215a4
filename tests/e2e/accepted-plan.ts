import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version'
import { sql } from './stand-in'

/** A draft version sent and accepted as the service role (draft → sent → accepted: ADR 199), with its evidence. */
async function sendAndAccept(versionId: string, hashChar: string): Promise<void> {
  await sql(
    `update public.plan_versions set state = 'sent', content_hash = repeat($2, 64), sent_at = now() where id = $1`,
    [versionId, hashChar],
  )
  await sql(ACCEPT_VERSION_SQL, [versionId])
}

/**
 * An inquiry's plan, accepted, for Zagara Heritage Journeys (`sicilia-heritage`), with the two sample agency
 * contacts the hand-off needs (docs/product/agency-handoff.md).
 */
export async function acceptedPlan(inquiryId: string): Promise<void> {
  await sql(
    `insert into public.agency_contacts (agency_id, handoff_email, contact_person, language, privacy_notice_url, is_sample)
     values ('sicilia-heritage', 'sicilia-heritage@radici.example', 'Giulia Rinaldi (sample)', 'it',
             'https://radici.example/privacy/sicilia-heritage', true),
            ('tuscany-roots', 'tuscany-roots@radici.example', 'Marco Bellini (sample)', 'it',
             'https://radici.example/privacy/tuscany-roots', true)
     on conflict (agency_id) do nothing`,
  )
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, agency_id)
     values ($1, 1, '{"journey":{"days":[{"day":1,"town":"Palermo"}]}}'::jsonb, 'sicilia-heritage') returning id`,
    [inquiryId],
  )
  await sendAndAccept(row!.id, 'b')
}

/**
 * An inquiry's plan, accepted, with a research fee of `feeMinor` US cents (docs/product/payments.md); with `journey`,
 * also its agency, a price per person in euro cents and the number of people (the plan's totals, issue 50 item 4).
 */
export async function acceptedPlanWithFee(
  inquiryId: string,
  feeMinor: number,
  journey?: { agencyId: string; perPersonMinor: number; people: number },
): Promise<void> {
  const content = journey && {
    research: { lines: [], weeks: 8, deliverables: ['report'] },
    journey: {
      dates: 'May 12–20, 2027',
      people: journey.people,
      hotel: '',
      days: [{ town: 'Corleone', title: 'The town of Rosa', text: '', ancestors: [] }],
      included: '',
      notIncluded: '',
    },
    terms: { cancellation: 'Free until 30 days before the journey.' },
  }
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions
       (submission_id, version, research_fee_minor, research_currency, content, agency_id, journey_per_person_minor)
     values ($1, 1, $2, 'USD', coalesce($3::jsonb, '{}'::jsonb), $4, $5) returning id`,
    [
      inquiryId,
      feeMinor,
      content ? JSON.stringify(content) : null,
      journey?.agencyId ?? null,
      journey?.perPersonMinor ?? 0,
    ],
  )
  await sendAndAccept(row!.id, 'c')
}
