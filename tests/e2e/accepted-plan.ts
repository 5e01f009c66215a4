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

/** An inquiry's plan, accepted, with a research fee of `feeMinor` US cents (docs/product/payments.md). */
export async function acceptedPlanWithFee(inquiryId: string, feeMinor: number): Promise<void> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, research_fee_minor, research_currency)
     values ($1, 1, $2, 'USD') returning id`,
    [inquiryId, feeMinor],
  )
  await sendAndAccept(row!.id, 'c')
}
