import { handoffSendRequestSchema, handoffSendResponseSchema } from '../_shared/contracts/agency.ts'
import { sendEmail } from '../_shared/email-client.ts'
import { json } from '../_shared/json.ts'
import { createPrivateLinkToken, hashPrivateLinkToken } from '../_shared/private-link.ts'
import { readJson } from '../_shared/read-json.ts'
import { positive, userClient, type Env, type ServiceClient } from '../_shared/request.ts'
import { agencyEmail } from './emails.ts'

interface Ctx {
  env: Env
  db: ServiceClient
  cors: Record<string, string>
}

/** `${SITE_URL}/agency/${token}`, or undefined without a usable SITE_URL. */
export function agencyLinkUrl(siteUrl: string | undefined, token: string): string | undefined {
  try {
    const origin = siteUrl ? new URL(siteUrl).origin : undefined
    return origin && origin !== 'null' ? `${origin}/agency/${encodeURIComponent(token)}` : undefined
  } catch {
    return undefined
  }
}

/**
 * POST /team/{inquiry}/handoff {agencyId}: the team hands the accepted journey to an agency (or reassigns it). The
 * caller must read the inquiry through RLS (admins only); the database then withdraws any waiting hand-off, stores
 * the new link's hash and the deadline (AGENCY_ANSWER_HOURS, default 48), and the agencies are e-mailed.
 */
export async function sendHandoff(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
): Promise<Response> {
  const accessToken = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!accessToken || accessToken.startsWith('sb_'))
    return json({ error: 'unauthorized' }, 401, ctx.cors)
  const admin = userClient(ctx.env, accessToken)
  const visible = await admin
    .from('form_submissions')
    .select('id')
    .eq('id', inquiryId)
    .maybeSingle()
  if (visible.error || !visible.data) return json({ error: 'not_found' }, 404, ctx.cors)
  const user = await admin.auth.getUser(accessToken)
  const read = await readJson(request, 1024)
  if (!read.ok)
    return json(
      { error: 'invalid_request', fields: { _: 'The body must be JSON.' } },
      400,
      ctx.cors,
    )
  const parsed = handoffSendRequestSchema.safeParse(read.value)
  if (!parsed.success)
    return json(
      {
        error: 'invalid_request',
        fields: { agencyId: parsed.error.issues[0]?.message ?? 'Invalid.' },
      },
      400,
      ctx.cors,
    )
  const token = createPrivateLinkToken()
  const { data, error } = await ctx.db.rpc('agency_handoff_send', {
    inquiry: inquiryId,
    agency: parsed.data.agencyId,
    link_hash: await hashPrivateLinkToken(token),
    answer_hours: positive(ctx.env.AGENCY_ANSWER_HOURS, 48),
    actor: user.data.user?.id ?? null,
    actor_label: user.data.user?.email ?? 'Team',
  })
  if (error) throw new Error(`agency_handoff_send failed: ${error.message}`)
  const row = (data ?? [])[0]
  if (!row || row.outcome === 'not_found') return json({ error: 'not_found' }, 404, ctx.cors)
  if (row.outcome === 'agency_unavailable')
    return json(
      { error: 'invalid_request', fields: { agencyId: 'This agency does not take hand-offs.' } },
      400,
      ctx.cors,
    )
  if (row.outcome !== 'ok') return json({ error: row.outcome }, 409, ctx.cors)

  const url = agencyLinkUrl(ctx.env.SITE_URL, token)
  await mailAgency(ctx, parsed.data.agencyId, 'handoff', {
    ...(url ? { url } : {}),
    deadlineAt: new Date(String(row.deadline_at)).toISOString(),
  })
  if (row.withdrawn_agency) await mailAgency(ctx, row.withdrawn_agency, 'withdrawn')
  return json(
    handoffSendResponseSchema.parse({
      ok: true,
      handoffId: row.handoff_id,
      deadlineAt: new Date(String(row.deadline_at)).toISOString(),
      withdrawnAgencyId: row.withdrawn_agency ?? null,
    }),
    200,
    ctx.cors,
  )
}

async function mailAgency(
  ctx: Ctx,
  agencyId: string,
  kind: 'handoff' | 'withdrawn',
  letter: { url?: string; deadlineAt?: string } = {},
): Promise<void> {
  const { env } = ctx
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY || !env.MAIL_FROM) return
  const contact = await ctx.db
    .from('agency_contacts')
    .select('handoff_email, language, contact_person')
    .eq('agency_id', agencyId)
    .maybeSingle()
  if (!contact.data) return
  try {
    await sendEmail(
      { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY },
      agencyEmail({
        kind,
        language: contact.data.language === 'en' ? 'en' : 'it',
        from: env.MAIL_FROM,
        to: contact.data.handoff_email,
        contactPerson: contact.data.contact_person,
        ...letter,
      }),
    )
  } catch (failure) {
    console.warn('agency: e-mail failed:', failure instanceof Error ? failure.message : failure)
  }
}
