import { inquiryPageUrl } from '../_shared/console-link.ts'
import { AGENCY_NAMES } from '../_shared/content-names.ts'
import type { EmailMessage } from '../_shared/email-client.ts'
import type { Env, ServiceClient } from '../_shared/request.ts'
import { overdueEmail } from './emails.ts'

/**
 * The team's e-mail for one hand-off past its deadline: the family's name read from the inquiry, the agency's name
 * from the content's copy, the lead page from SITE_URL (docs/product/agency-handoff.md, "Deadline").
 */
export async function overdueNotice(
  db: ServiceClient,
  env: Env,
  row: { submission_id: string; agency_id: string },
  address: { from: string; to: string },
): Promise<EmailMessage> {
  const inquiry = await db
    .from('form_submissions')
    .select('name')
    .eq('id', row.submission_id)
    .maybeSingle()
  if (inquiry.error)
    throw new Error(`the inquiry's name could not be read: ${inquiry.error.message}`)
  return overdueEmail({
    ...address,
    familyName: inquiry.data?.name.trim() || 'A family',
    agencyName: AGENCY_NAMES[row.agency_id] ?? row.agency_id,
    leadUrl: inquiryPageUrl(env.SITE_URL, row.submission_id),
  })
}
