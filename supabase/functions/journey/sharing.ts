import {
  sharingChoiceRequestSchema,
  sharingViewSchema,
  type SharingView,
} from '../_shared/contracts/journey-sharing.ts'
import { json, readJson, type Ctx } from './context.ts'

/**
 * The family's sharing choices for the agency hand-off (docs/product/agency-handoff.md, docs/decisions/216).
 * GET answers what the page shows; PUT stores a new choice (append only, with the wording and time), before the
 * hand-off and after the agency accepted alike (docs/decisions/254).
 */
export async function loadSharing(ctx: Ctx, inquiryId: string): Promise<SharingView> {
  const [version, choice, handoff] = await Promise.all([
    ctx.db
      .from('plan_versions')
      .select('agency_id')
      .eq('submission_id', inquiryId)
      .eq('state', 'accepted')
      .maybeSingle(),
    ctx.db
      .from('agency_sharing')
      .select('share_ancestors, share_health, chosen_at, agency_id')
      .eq('submission_id', inquiryId)
      .order('chosen_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle(),
    ctx.db
      .from('agency_handoffs')
      .select('agency_id, state, deadline_at, overdue_at, reference, contact_person')
      .eq('submission_id', inquiryId)
      .in('state', ['sent', 'accepted', 'declined'])
      .order('sent_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ])
  if (version.error || choice.error || handoff.error) throw new Error('sharing read failed')
  const agencyId = handoff.data?.agency_id ?? version.data?.agency_id ?? null
  const contact = agencyId
    ? await ctx.db
        .from('agency_contacts')
        .select('contact_person, privacy_notice_url')
        .eq('agency_id', agencyId)
        .maybeSingle()
    : null
  const row = handoff.data
  return sharingViewSchema.parse({
    agency: agencyId
      ? {
          id: agencyId,
          contactPerson: contact?.data?.contact_person ?? null,
          privacyNoticeUrl: contact?.data?.privacy_notice_url ?? null,
        }
      : null,
    choice: choice.data
      ? {
          shareAncestors: choice.data.share_ancestors,
          shareHealth: choice.data.share_health,
          chosenAt: new Date(choice.data.chosen_at).toISOString(),
        }
      : null,
    handoff:
      row && (row.state === 'sent' || row.state === 'accepted' || row.state === 'declined')
        ? {
            agencyId: row.agency_id,
            state: row.state,
            deadlineAt: new Date(row.deadline_at).toISOString(),
            overdue: row.overdue_at !== null,
            reference: row.state === 'accepted' ? row.reference : null,
            contactPerson: row.state === 'accepted' ? row.contact_person : null,
          }
        : null,
  })
}

export async function saveSharing(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
): Promise<Response> {
  const read = await readJson(request, 8192)
  if (!read.ok)
    return json(
      { error: 'invalid_request', fields: { _: 'The body must be JSON.' } },
      400,
      ctx.cors,
    )
  const parsed = sharingChoiceRequestSchema.safeParse(read.value)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
    return json({ error: 'invalid_request', fields }, 400, ctx.cors)
  }
  const { data, error } = await ctx.db.rpc('agency_sharing_choose', {
    inquiry: inquiryId,
    agency: parsed.data.agencyId,
    ancestors: parsed.data.shareAncestors,
    health: parsed.data.shareHealth,
    shown_wording: parsed.data.wording,
  })
  if (error) throw new Error(`agency_sharing_choose failed: ${error.message}`)
  if (data !== 'ok') return json({ error: 'not_found' }, 404, ctx.cors)
  return json(await loadSharing(ctx, inquiryId), 200, ctx.cors)
}
