import { agencyContactRequestSchema, agencyContactSchema } from '../_shared/contracts/agency.ts'
import { json } from '../_shared/json.ts'
import { readJson } from '../_shared/read-json.ts'
import { userClient, type Env, type ServiceClient } from '../_shared/request.ts'

interface Ctx {
  env: Env
  db: ServiceClient
  cors: Record<string, string>
}

const AGENCY_ID = /^[a-z0-9-]{1,64}$/
/** The local samples live at this domain (docs/product/agency-handoff.md, "Agency contacts"). */
const SAMPLE_DOMAIN = '@radici.example'

/**
 * POST /team/contacts/{agencyId}: the console's Agencies page saves one agency's contact (docs/decisions/218). Every
 * field is checked first (a 400 naming it); the row is then written with the caller's own session, so row-level
 * security decides (only admins may): a signed-in non-admin gets a 404, as for an inquiry it cannot read.
 */
export async function saveContact(ctx: Ctx, request: Request, agencyId: string): Promise<Response> {
  const accessToken = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!accessToken || accessToken.startsWith('sb_'))
    return json({ error: 'unauthorized' }, 401, ctx.cors)
  if (!AGENCY_ID.test(agencyId))
    return json(
      {
        error: 'invalid_request',
        fields: { agencyId: 'The agency is not one of the site’s agencies.' },
      },
      400,
      ctx.cors,
    )
  const read = await readJson(request, 4096)
  if (!read.ok)
    return json(
      { error: 'invalid_request', fields: { _: 'The body must be JSON.' } },
      400,
      ctx.cors,
    )
  const parsed = agencyContactRequestSchema.safeParse(read.value)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
    return json({ error: 'invalid_request', fields }, 400, ctx.cors)
  }
  const contact = parsed.data
  const admin = userClient(ctx.env, accessToken)
  const saved = await admin
    .from('agency_contacts')
    .upsert(
      {
        agency_id: agencyId,
        handoff_email: contact.handoffEmail,
        contact_person: contact.contactPerson,
        language: contact.language,
        privacy_notice_url: contact.privacyNoticeUrl,
        takes_handoffs: contact.takesHandoffs,
        // A contact stays labeled a sample while its address is at the samples' domain.
        is_sample: contact.handoffEmail.toLowerCase().endsWith(SAMPLE_DOMAIN),
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'agency_id' },
    )
    .select(
      'agency_id, handoff_email, contact_person, language, privacy_notice_url, takes_handoffs, is_sample, updated_at',
    )
    .maybeSingle()
  if (saved.status === 401) return json({ error: 'unauthorized' }, 401, ctx.cors)
  // Row-level security refuses a non-admin (42501) or hides the row: the same bare 404 as an unreadable inquiry.
  if (saved.error?.code === '42501' || (!saved.error && !saved.data))
    return json({ error: 'not_found' }, 404, ctx.cors)
  if (saved.error) throw new Error(`agency_contacts write failed: ${saved.error.message}`)
  const row = saved.data
  if (!row) return json({ error: 'not_found' }, 404, ctx.cors)
  return json(
    agencyContactSchema.parse({
      agencyId: row.agency_id,
      handoffEmail: row.handoff_email,
      contactPerson: row.contact_person,
      language: row.language,
      privacyNoticeUrl: row.privacy_notice_url,
      takesHandoffs: row.takes_handoffs,
      isSample: row.is_sample,
      updatedAt: new Date(row.updated_at).toISOString(),
    }),
    200,
    ctx.cors,
  )
}
