import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version'
import { sql } from './stand-in'

/**
 * The research's e2e setup (docs/product/research.md): the two sample researchers (as supabase-local/demo-data.sql
 * seeds them) and an inquiry's accepted plan with research lines whose fee is paid, so that the team can assign it.
 */
export const SAMPLE_RESEARCHERS = {
  it: '5e5ea7c1-0000-4000-8000-000000000001',
  en: '5e5ea7c1-0000-4000-8000-000000000002',
} as const

export async function seedResearchers(): Promise<void> {
  await sql(
    `insert into public.researchers (id, name, email, language, privacy_notice_url, is_sample)
     values ($1, 'Chiara Esposito (sample)', 'chiara.esposito@radici.example', 'it',
             'https://radici.example/privacy/ricerca', true),
            ($2, 'Daniel Moretti (sample)', 'daniel.moretti@radici.example', 'en',
             'https://radici.example/privacy/research', true)
     on conflict (id) do nothing`,
    [SAMPLE_RESEARCHERS.it, SAMPLE_RESEARCHERS.en],
  )
}

/** An accepted plan with one research line over six weeks, its $890 fee paid. Answers the version's id. */
export async function paidResearchPlan(inquiryId: string): Promise<string> {
  const content = {
    research: {
      lines: [{ kind: 'digital_archives', ancestorLine: 'Giuseppe Russo, Padula', backTo: '1850' }],
      weeks: 6,
      deliverables: ['report', 'record_images'],
    },
  }
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, research_fee_minor, research_currency)
     values ($1, 1, $2::jsonb, 89000, 'USD') returning id`,
    [inquiryId, JSON.stringify(content)],
  )
  const versionId = row!.id
  await sql(
    `update public.plan_versions set state = 'sent', content_hash = repeat('c', 64), sent_at = now() where id = $1`,
    [versionId],
  )
  await sql(ACCEPT_VERSION_SQL, [versionId])
  await sql(
    `insert into public.research_payments (plan_version_id, submission_id, state, amount_minor, currency,
       idempotency_key, paid_at)
     values ($1, $2, 'paid', 89000, 'USD', $3, now())`,
    [versionId, inquiryId, `research-e2e-${versionId}`],
  )
  return versionId
}
