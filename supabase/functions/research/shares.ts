import {
  familySharesSchema,
  researchReportSchema,
  shareCreatedSchema,
  sharedResultsSchema,
  type FamilyShares,
  type ShareCreateRequest,
} from '../_shared/contracts/research.ts'
import { json } from '../_shared/json.ts'
import { createPrivateLinkToken, hashPrivateLinkToken } from '../_shared/private-link.ts'
import type { ServiceClient } from '../_shared/request.ts'
import type { Cors } from '../_shared/router.ts'
import { iso } from './report.ts'
import { familySurname } from './researcher.ts'

/**
 * The read-only links to the results for relatives (docs/product/research.md, "Sharing the results with
 * relatives"; docs/decisions/270). The family, through its journey link, makes, lists and stops them; a relative
 * reads, through one of them, the latest published report and the family's surname, nothing else. Only a token's
 * SHA-256 is stored: the token is in the one answer that made it.
 */

/** Live links a family may hold at once: enough for each branch of a family, few enough to keep track of. */
export const MAX_LIVE_SHARES = 10

interface Ctx {
  db: ServiceClient
  cors: Cors
}

/** The family's live links, newest first. */
export async function familyShares(db: ServiceClient, inquiryId: string): Promise<FamilyShares> {
  const { data, error } = await db
    .from('research_share_links')
    .select('id, label, created_at')
    .eq('submission_id', inquiryId)
    .is('revoked_at', null)
    .order('created_at', { ascending: false })
  if (error) throw new Error(`research_share_links read failed: ${error.message}`)
  return familySharesSchema.parse({
    links: data.map((row) => ({ id: row.id, label: row.label, createdAt: iso(row.created_at) })),
  })
}

/** A new link: refused (409) before a version is published, and past MAX_LIVE_SHARES live links. */
export async function createShare(
  { db, cors }: Ctx,
  inquiryId: string,
  body: Required<ShareCreateRequest>,
): Promise<Response> {
  const token = createPrivateLinkToken()
  const { data, error } = await db.rpc('research_share_create', {
    inquiry: inquiryId,
    link_hash: await hashPrivateLinkToken(token),
    link_label: body.label,
    max_live: MAX_LIVE_SHARES,
  })
  if (error) throw new Error(`research_share_create failed: ${error.message}`)
  const row = data[0]
  if (row?.outcome === 'not_published') return json({ error: 'not_published' }, 409, cors)
  if (row?.outcome === 'too_many') return json({ error: 'too_many_links' }, 409, cors)
  if (row?.outcome !== 'ok' || !row.link_id || !row.created_at)
    return json({ error: 'not_found' }, 404, cors)
  const created = shareCreatedSchema.parse({
    link: { id: row.link_id, label: body.label || null, createdAt: iso(row.created_at) },
    token,
  })
  return json(created, 201, cors)
}

/** Stops one of the family's links; another family's link, or one already stopped, is a 404. */
export async function revokeShare(
  { db, cors }: Ctx,
  inquiryId: string,
  linkId: string,
): Promise<Response> {
  const { data, error } = await db.rpc('research_share_revoke', {
    inquiry: inquiryId,
    link: linkId,
  })
  if (error) throw new Error(`research_share_revoke failed: ${error.message}`)
  if (data !== 'ok') return json({ error: 'not_found' }, 404, cors)
  return json(await familyShares(db, inquiryId), 200, cors)
}

/** A relative's read through a live link: the latest published report and the surname; any other link, a 404. */
export async function sharedResults({ db, cors }: Ctx, linkHash: string): Promise<Response> {
  const notFound = () => json({ error: 'not_found' }, 404, cors)
  const link = await db
    .from('research_share_links')
    .select('submission_id')
    .eq('token_hash', linkHash)
    .is('revoked_at', null)
    .maybeSingle()
  if (link.error) throw new Error(`research_share_links read failed: ${link.error.message}`)
  if (!link.data) return notFound()
  const inquiryId = link.data.submission_id
  const [latest, inquiry] = await Promise.all([
    db
      .from('research_reports')
      .select('content')
      .eq('submission_id', inquiryId)
      .order('version', { ascending: false })
      .limit(1)
      .maybeSingle(),
    db.from('form_submissions').select('name').eq('id', inquiryId).maybeSingle(),
  ])
  if (latest.error) throw new Error(`research_reports read failed: ${latest.error.message}`)
  if (inquiry.error) throw new Error(`form_submissions read failed: ${inquiry.error.message}`)
  if (!latest.data) return notFound()
  const surname = inquiry.data ? familySurname(inquiry.data.name) : ''
  return json(
    sharedResultsSchema.parse({
      familyName: surname || null,
      report: researchReportSchema.parse(latest.data.content),
    }),
    200,
    cors,
  )
}
