import type { z } from 'zod'
import {
  assignResponseSchema,
  researcherSchema,
  teamResearchSchema,
  type assignRequestSchema,
  type ResearcherSave,
  type reviewRequestSchema,
  type TeamResearch,
} from '../_shared/contracts/research.ts'
import { sendEmail } from '../_shared/email-client.ts'
import type { Json } from '../_shared/database.types.ts'
import { json } from '../_shared/json.ts'
import { createPrivateLinkToken, hashPrivateLinkToken } from '../_shared/private-link.ts'
import { positive, type Env, type ServiceClient } from '../_shared/request.ts'
import { withJourneyLink } from '../_shared/research-emails.ts'
import type { Cors } from '../_shared/router.ts'
import { publishedEmail, researcherEmail } from './emails.ts'
import { buildDraft, iso, liveAssignment, type AssignmentRow } from './report.ts'
import { teamPhotoUrl } from './photos.ts'
import { familySurname } from './researcher.ts'

/**
 * The team's routes (docs/product/research.md, "Researchers", "Assigning the research", "Review and publish"). The
 * caller is the signed-in admin: its own client reads the inquiry under RLS first (a non-admin sees none: a 404),
 * then the service role writes through the database's functions, which keep state, history and versions together.
 */

interface Ctx {
  env: Env
  db: ServiceClient
  cors: Cors
}

export type AssignBody = z.output<typeof assignRequestSchema>
export type ReviewBody = z.output<typeof reviewRequestSchema>

/** Local samples live at this domain; check:launch refuses them (docs/product/research.md, "Researchers"). */
const SAMPLE_DOMAIN = '@radici.example'

/** The admin behind the session, if its client may read the inquiry (RLS: admins only); null otherwise. */
async function teamMember(
  admin: ServiceClient,
  request: Request,
  inquiryId: string,
): Promise<{ id: string; label: string } | null> {
  const visible = await admin
    .from('form_submissions')
    .select('id')
    .eq('id', inquiryId)
    .maybeSingle()
  if (visible.error || !visible.data) return null
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  const user = await admin.auth.getUser(token)
  if (!user.data.user) return null
  return { id: user.data.user.id, label: user.data.user.email ?? 'Team' }
}

/** POST /team/researchers/{id}: adds or changes a researcher, with the admin's own session (RLS decides). */
export async function saveResearcher(
  ctx: Ctx,
  admin: ServiceClient,
  id: string,
  body: ResearcherSave,
): Promise<Response> {
  const saved = await admin
    .from('researchers')
    .upsert(
      {
        id,
        name: body.name,
        email: body.email,
        language: body.language,
        privacy_notice_url: body.privacyNoticeUrl,
        active: body.active,
        // A researcher stays labeled a sample while the address is at the samples' domain.
        is_sample: body.email.toLowerCase().endsWith(SAMPLE_DOMAIN),
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'id' },
    )
    .select('id, name, email, language, privacy_notice_url, active, is_sample, updated_at')
    .maybeSingle()
  if (saved.status === 401) return json({ error: 'unauthorized' }, 401, ctx.cors)
  // Row-level security refuses a non-admin (42501) or hides the row: the same bare 404 as an unreadable inquiry.
  if (saved.error?.code === '42501' || (!saved.error && !saved.data))
    return json({ error: 'not_found' }, 404, ctx.cors)
  if (saved.error) throw new Error(`researchers write failed: ${saved.error.message}`)
  const row = saved.data!
  return json(
    researcherSchema.parse({
      id: row.id,
      name: row.name,
      email: row.email,
      language: row.language,
      privacyNoticeUrl: row.privacy_notice_url,
      active: row.active,
      isSample: row.is_sample,
      updatedAt: iso(row.updated_at),
    }),
    200,
    ctx.cors,
  )
}

/** `${SITE_URL}/research/${token}`, or undefined without a usable SITE_URL. */
export function researchLinkUrl(siteUrl: string | undefined, token: string): string | undefined {
  try {
    const origin = siteUrl ? new URL(siteUrl).origin : undefined
    return origin && origin !== 'null'
      ? `${origin}/research/${encodeURIComponent(token)}`
      : undefined
  } catch {
    return undefined
  }
}

/** POST /team/{inquiry}/assign: only once the fee is paid; a live earlier assignment is withdrawn. */
export async function assign(
  ctx: Ctx,
  admin: ServiceClient,
  request: Request,
  inquiryId: string,
  body: AssignBody,
): Promise<Response> {
  const actor = await teamMember(admin, request, inquiryId)
  if (!actor) return json({ error: 'not_found' }, 404, ctx.cors)
  const token = createPrivateLinkToken()
  const { data, error } = await ctx.db.rpc('research_assign', {
    inquiry: inquiryId,
    researcher: body.researcherId,
    link_hash: await hashPrivateLinkToken(token),
    actor: actor.id,
    actor_label: actor.label,
  })
  if (error) throw new Error(`research_assign failed: ${error.message}`)
  const row = (data ?? [])[0]
  if (!row || row.outcome === 'not_found') return json({ error: 'not_found' }, 404, ctx.cors)
  if (row.outcome === 'researcher_unavailable')
    return json(
      {
        error: 'invalid_request',
        fields: { researcherId: 'This researcher does not take work.' },
      },
      400,
      ctx.cors,
    )
  if (row.outcome !== 'ok') return json({ error: row.outcome }, 409, ctx.cors)
  const dueAt = iso(String(row.due_at))
  const url = researchLinkUrl(ctx.env.SITE_URL, token)
  const family = await familyOf(ctx.db, inquiryId)
  await mailResearcher(ctx, body.researcherId, `research-assigned:${row.assignment_id}`, {
    kind: 'assigned',
    familyName: family.surname,
    dueAt,
    ...(url ? { url } : {}),
  })
  if (row.withdrawn_researcher)
    await mailResearcher(ctx, row.withdrawn_researcher, `research-withdrawn:${row.assignment_id}`, {
      kind: 'withdrawn',
      familyName: family.surname,
    })
  return json(
    assignResponseSchema.parse({
      ok: true,
      assignmentId: row.assignment_id,
      dueAt,
      withdrawnResearcherId: row.withdrawn_researcher ?? null,
    }),
    200,
    ctx.cors,
  )
}

/** POST /team/{inquiry}/photos/{photo}: a one-minute address of a photo of the research (part 4, ADR 266). */
export async function teamPhoto(
  ctx: Ctx,
  admin: ServiceClient,
  request: Request,
  inquiryId: string,
  photoId: string,
): Promise<Response> {
  if (!(await teamMember(admin, request, inquiryId)))
    return json({ error: 'not_found' }, 404, ctx.cors)
  return teamPhotoUrl(ctx, inquiryId, photoId)
}

/** POST /team/{inquiry}: the assignment, the draft as the family will read it, the published versions. */
export async function teamResearch(
  ctx: Ctx,
  admin: ServiceClient,
  request: Request,
  inquiryId: string,
): Promise<Response> {
  if (!(await teamMember(admin, request, inquiryId)))
    return json({ error: 'not_found' }, 404, ctx.cors)
  return json(await loadTeamResearch(ctx.db, inquiryId), 200, ctx.cors)
}

async function loadTeamResearch(db: ServiceClient, inquiryId: string): Promise<TeamResearch> {
  const [assignment, published] = await Promise.all([
    liveAssignment(db, inquiryId),
    db
      .from('research_reports')
      .select('version, published_at')
      .eq('submission_id', inquiryId)
      .order('version'),
  ])
  if (published.error) throw new Error(`research_reports read failed: ${published.error.message}`)
  const versions = published.data.map((row) => ({
    version: row.version,
    publishedAt: iso(row.published_at),
  }))
  if (!assignment)
    return teamResearchSchema.parse({ assignment: null, draft: null, published: versions })
  const draft = await buildDraft(db, assignment)
  return teamResearchSchema.parse({
    assignment: {
      id: assignment.id,
      state: assignment.state,
      researcherId: assignment.researcher_id,
      researcherName: draft.researcherName,
      assignedAt: iso(assignment.assigned_at),
      dueAt: iso(assignment.due_at),
      submittedAt: assignment.submitted_at ? iso(assignment.submitted_at) : null,
      submitNote: assignment.submit_note,
      returnComment: assignment.return_comment,
    },
    // Once published and not reopened, the draft is the published version itself: nothing new to review.
    draft: assignment.state === 'published' ? null : draft,
    published: versions,
  })
}

/** POST /team/{inquiry}/review: publish the submitted draft (a frozen version), or send it back with a comment. */
export async function review(
  ctx: Ctx,
  admin: ServiceClient,
  request: Request,
  inquiryId: string,
  body: ReviewBody,
): Promise<Response> {
  const actor = await teamMember(admin, request, inquiryId)
  if (!actor) return json({ error: 'not_found' }, 404, ctx.cors)
  const assignment = await liveAssignment(ctx.db, inquiryId)
  if (!assignment) return json({ error: 'not_found' }, 404, ctx.cors)
  if (body.action === 'return') {
    const { data, error } = await ctx.db.rpc('research_return', {
      inquiry: inquiryId,
      comment: body.comment,
      actor: actor.id,
      actor_label: actor.label,
    })
    if (error) throw new Error(`research_return failed: ${error.message}`)
    if (data !== 'ok') return json({ error: data }, data === 'not_found' ? 404 : 409, ctx.cors)
    const family = await familyOf(ctx.db, inquiryId)
    await mailResearcher(
      ctx,
      assignment.researcher_id,
      `research-returned:${assignment.id}:${Date.now()}`,
      { kind: 'returned', familyName: family.surname, comment: body.comment },
    )
  } else {
    const refused = await publish(ctx, actor, assignment, body.changes ?? null)
    if (refused) return refused
  }
  return json(await loadTeamResearch(ctx.db, inquiryId), 200, ctx.cors)
}

async function publish(
  ctx: Ctx,
  actor: { id: string; label: string },
  assignment: AssignmentRow,
  changes: string | null,
): Promise<Response | null> {
  if (assignment.state !== 'submitted') return json({ error: 'not_submitted' }, 409, ctx.cors)
  const report = await buildDraft(ctx.db, assignment)
  const { data, error } = await ctx.db.rpc('research_publish', {
    inquiry: assignment.submission_id,
    // The submission the snapshot was built from (a resubmission meanwhile is a 409 `conflict`).
    submitted: assignment.submitted_at as string,
    report: report as unknown as Json,
    what_changed: changes ?? '',
    link_days: positive(ctx.env.RESEARCH_LINK_DAYS_AFTER_PUBLISH, 90),
    actor: actor.id,
    actor_label: actor.label,
  })
  if (error) throw new Error(`research_publish failed: ${error.message}`)
  const row = (data ?? [])[0]
  if (row?.outcome === 'changes_required')
    return json(
      {
        error: 'invalid_request',
        fields: { changes: 'Say what changed since the version before.' },
      },
      400,
      ctx.cors,
    )
  if (!row || row.outcome !== 'ok')
    return json({ error: row?.outcome ?? 'not_found' }, 409, ctx.cors)
  await mailFamily(ctx, assignment.submission_id, report.researcherName, row.version as number)
  return null
}

async function familyOf(db: ServiceClient, inquiryId: string) {
  const { data, error } = await db
    .from('form_submissions')
    .select('name, first_name, email')
    .eq('id', inquiryId)
    .single()
  if (error) throw new Error(`form_submissions read failed: ${error.message}`)
  return {
    surname: familySurname(data.name),
    firstName: data.first_name ?? data.name.trim().split(/\s+/)[0] ?? '',
    email: data.email,
  }
}

const mailConfig = (env: Env) =>
  env.RESEND_API_URL && env.RESEND_API_KEY && env.MAIL_FROM
    ? { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM }
    : null

/** A failed e-mail is logged, never undoes the step: the console shows the state, and the team can write. */
async function mailResearcher(
  ctx: Ctx,
  researcherId: string,
  idempotencyKey: string,
  letter: {
    kind: 'assigned' | 'returned' | 'withdrawn'
    familyName: string
    url?: string
    dueAt?: string
    comment?: string
  },
): Promise<void> {
  const config = mailConfig(ctx.env)
  if (!config) return
  const { data } = await ctx.db
    .from('researchers')
    .select('name, email, language')
    .eq('id', researcherId)
    .maybeSingle()
  if (!data) return
  try {
    await sendEmail(
      config,
      researcherEmail({
        ...letter,
        language: data.language === 'en' ? 'en' : 'it',
        from: config.from,
        to: data.email,
        researcherName: data.name,
      }),
      idempotencyKey,
    )
  } catch (failure) {
    console.warn('research: e-mail failed:', failure instanceof Error ? failure.message : failure)
  }
}

async function mailFamily(
  ctx: Ctx,
  inquiryId: string,
  name: string,
  version: number,
): Promise<void> {
  const config = mailConfig(ctx.env)
  if (!config) return
  try {
    const family = await familyOf(ctx.db, inquiryId)
    const message = publishedEmail(ctx.env, {
      to: family.email,
      firstName: family.firstName,
      researcherName: name,
      version,
    })
    await sendEmail(
      config,
      await withJourneyLink(ctx.db, ctx.env, inquiryId, message),
      `research-published:${inquiryId}:${version}`,
    )
  } catch (failure) {
    console.warn('research: e-mail failed:', failure instanceof Error ? failure.message : failure)
  }
}
