import { sql } from './stand-in'

/**
 * An inquiry's plan, accepted, for Zagara Heritage Journeys (`sicilia-heritage`), with the two sample agency
 * contacts the hand-off needs (docs/product/agency-handoff.md). Made as the service role: draft → sent → accepted.
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
  await sql(
    `update public.plan_versions set state = 'sent', content_hash = repeat('b', 64), sent_at = now() where id = $1`,
    [row!.id],
  )
  await sql(
    `update public.plan_versions set state = 'accepted', accepted_at = now() where id = $1`,
    [row!.id],
  )
}
