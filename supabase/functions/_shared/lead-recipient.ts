import type { Env, ServiceClient } from './request.ts'

/**
 * Who the team's e-mail about one lead goes to: the lead's owner, or the team's address (TEAM_NOTIFICATION_EMAIL)
 * when the lead has no owner. Undefined when neither is known: then nothing is sent.
 */
export async function leadRecipient(
  db: ServiceClient,
  env: Env,
  inquiryId: string,
): Promise<string | undefined> {
  const { data, error } = await db.rpc('lead_owner_email', { inquiry: inquiryId })
  if (error) throw new Error(`lead_owner_email failed: ${error.message}`)
  return data || env.TEAM_NOTIFICATION_EMAIL || undefined
}
