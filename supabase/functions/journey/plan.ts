import type { z } from 'zod'
import { sendEmail, type EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'
import type { Tables } from '../_shared/database.types.ts'
import {
  planAcceptSchema,
  planAnswerSchema,
  planContentSchema,
  planDeclineSchema,
  planDraftSchema,
  planMessageSchema,
  type PlanView,
} from '../_shared/contracts/plan.ts'
import { planTotals, type TotalsPayment } from '../_shared/contracts/plan-totals.ts'
import { fieldErrors } from '../_shared/contracts/journey.ts'
import { invalid, json, readJson, type Ctx, type ServiceClient } from './context.ts'
import { addressEvidence } from './evidence.ts'
import { familyPlanMail } from './plan-emails.ts'
import { withJourneyLink } from '../_shared/research-emails.ts'

/**
 * The plan (docs/decisions/220, docs/product/plan.md): the family reads, asks, accepts or declines with its private
 * link; the team drafts, sends and answers with its own session (RLS and the database functions decide).
 */

const MAX_BODY = 220_000
type Row = Tables<'plan_versions'>

function romeToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now)
}

/** What the accepted version carries beside its row: its research payment and the name typed to accept it. */
interface Accepted {
  payment: TotalsPayment | null
  name: string | null
}

/** A version as the contract answers it, with its totals (the research payment: only an accepted version's). */
function versionView(row: Row, accepted: Accepted = { payment: null, name: null }) {
  const parsed = planContentSchema.safeParse(row.content)
  const content = parsed.success ? parsed.data : emptyContent()
  const state = row.state as 'draft' | 'sent' | 'replaced' | 'accepted' | 'declined'
  const expired = row.state === 'sent' && row.valid_until !== null && row.valid_until < romeToday()
  return {
    id: row.id,
    version: row.version,
    state,
    content,
    researchFeeMinor: row.research_fee_minor,
    researchCurrency: row.research_currency,
    journeyPerPersonMinor: row.journey_per_person_minor,
    journeyCurrency: row.journey_currency,
    agencyId: row.agency_id,
    validUntil: row.valid_until,
    sentAt: row.sent_at,
    acceptedAt: row.accepted_at,
    acceptedName: accepted.name,
    expired,
    totals: planTotals(
      {
        state,
        expired,
        researchFeeMinor: row.research_fee_minor,
        researchCurrency: row.research_currency,
        journeyPerPersonMinor: row.journey_per_person_minor,
        journeyCurrency: row.journey_currency,
        people: content.journey.people,
      },
      accepted.payment,
    ),
  }
}

/**
 * The accepted version's research payment, for its totals (docs/product/payments.md), and its acceptance record's
 * name, for the line `Accepted by … on …` (docs/product/plan.md).
 */
async function acceptedExtras(db: ServiceClient, rows: Row[]): Promise<Accepted> {
  const accepted = rows.find((row) => row.state === 'accepted')
  if (!accepted) return { payment: null, name: null }
  const [payment, acceptance] = await Promise.all([
    db
      .from('research_payments')
      .select('state, paid_at, refunded_minor, refund_pending_minor')
      .eq('plan_version_id', accepted.id)
      .maybeSingle(),
    db
      .from('plan_acceptances')
      .select('accepted_name')
      .eq('plan_version_id', accepted.id)
      .maybeSingle(),
  ])
  if (payment.error) throw new Error(`research payment read failed: ${payment.error.message}`)
  if (acceptance.error) throw new Error(`plan acceptance read failed: ${acceptance.error.message}`)
  const data = payment.data
  return {
    payment: data
      ? {
          state: data.state,
          paidAt: data.paid_at,
          refundedMinor: data.refunded_minor,
          refundPendingMinor: data.refund_pending_minor,
        }
      : null,
    name: acceptance.data?.accepted_name ?? null,
  }
}

function emptyContent() {
  return {
    research: { lines: [], weeks: 1, deliverables: [] },
    journey: { dates: '', people: 1, hotel: '', days: [], included: '', notIncluded: '' },
    terms: { cancellation: '' },
  }
}

/** What the family sees: every version it was sent, the newest first; never a draft. */
export async function loadPlan(db: ServiceClient, inquiryId: string): Promise<PlanView> {
  const [versions, messages] = await Promise.all([
    db
      .from('plan_versions')
      .select('*')
      .eq('submission_id', inquiryId)
      .neq('state', 'draft')
      .order('version', { ascending: false }),
    db
      .from('plan_messages')
      .select('id, author, author_name, kind, body, day_index, created_at')
      .eq('submission_id', inquiryId)
      .order('created_at'),
  ])
  if (versions.error) throw new Error(`plan load failed: ${versions.error.message}`)
  if (messages.error) throw new Error(`plan messages failed: ${messages.error.message}`)
  const rows = versions.data ?? []
  const accepted = await acceptedExtras(db, rows)
  const [current, ...older] = rows.map((row) =>
    versionView(row, row.state === 'accepted' ? accepted : undefined),
  )
  return {
    current: current ?? null,
    older,
    messages: (messages.data ?? []).map((message) => ({
      id: message.id,
      author: message.author as 'family' | 'team',
      authorName: message.author_name,
      kind: message.kind as 'question' | 'change' | 'answer',
      body: message.body,
      dayIndex: message.day_index,
      createdAt: message.created_at,
    })),
  }
}

/** GET /journey/plan: the plan; the first view of a version is noted in the history once. */
export async function familyPlan(ctx: Ctx, inquiryId: string): Promise<Response> {
  const view = await loadPlan(ctx.db, inquiryId)
  const current = view.current
  if (current && current.state === 'sent') {
    const noted = await ctx.db.rpc('record_plan_event', {
      inquiry: inquiryId,
      event: 'plan_viewed',
      detail: `v${current.version}`,
      actor: 'the family',
    })
    if (noted.error) console.warn('journey: plan view not noted:', noted.error.message)
  }
  return json(view, 200, ctx.cors)
}

/**
 * The one body prologue of the plan's handlers: read the JSON (at most MAX_BODY bytes, `_shared/read-json.ts`), then
 * parse it with the handler's contract; a 413 when too large, otherwise a 400 naming the field.
 */
async function parseBody<T>(
  ctx: Ctx,
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ data: T; response?: undefined } | { response: Response }> {
  const read = await readJson(request, MAX_BODY, { emptyIs: {} })
  if (!read.ok)
    return {
      response:
        read.reason === 'too_large'
          ? json({ error: 'payload_too_large' }, 413, ctx.cors)
          : invalid({ _: 'The body must be JSON.' }, ctx.cors),
    }
  const parsed = schema.safeParse(read.value)
  if (!parsed.success) return { response: invalid(fieldErrors(parsed.error), ctx.cors) }
  return { data: parsed.data }
}

const CONFLICTS: Record<string, [string, string]> = {
  already_accepted: ['already_accepted', 'This plan has already been accepted.'],
  not_current: [
    'not_current',
    'A newer version of your plan is on this page: please read it first.',
  ],
  expired: [
    'plan_expired',
    'This plan has expired. Ask us for an updated plan and we will send a new version.',
  ],
}

/** POST /journey/plan/accept: the evidence stored with the version (ADR 220); a second acceptance is a 409. */
export async function acceptPlan(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
  ip: string | null,
): Promise<Response> {
  const parsed = await parseBody(ctx, request, planAcceptSchema)
  if (parsed.response) return parsed.response
  const { data, error } = await ctx.db.rpc('accept_plan', {
    inquiry: inquiryId,
    version_id: parsed.data.versionId,
    name: parsed.data.name,
    user_agent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    // Without a client address header (CLIENT_IP_HEADER=none, ADR 194) there is no address to keep a trace of.
    ...(await addressEvidence(ctx.env, ip)),
  })
  if (error) throw new Error(`accept failed: ${error.message}`)
  const outcome = (data as { outcome?: string } | null)?.outcome
  if (outcome !== 'accepted') {
    const [code, message] = CONFLICTS[outcome ?? ''] ?? [
      'conflict',
      'This plan cannot be accepted.',
    ]
    return json({ error: code, message }, 409, ctx.cors)
  }
  await notify(ctx, inquiryId, 'accepted', parsed.data.name)
  return json({ ok: true, ...(await loadPlan(ctx.db, inquiryId)) }, 200, ctx.cors)
}

/** POST /journey/plan/decline. */
export async function declinePlan(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
): Promise<Response> {
  const parsed = await parseBody(ctx, request, planDeclineSchema)
  if (parsed.response) return parsed.response
  const { data, error } = await ctx.db.rpc('decline_plan', {
    inquiry: inquiryId,
    version_id: parsed.data.versionId,
    reason: parsed.data.reason,
  })
  if (error) throw new Error(`decline failed: ${error.message}`)
  if ((data as { outcome?: string } | null)?.outcome !== 'declined') {
    const [code, message] = CONFLICTS.not_current!
    return json({ error: code, message }, 409, ctx.cors)
  }
  await notify(ctx, inquiryId, 'declined', parsed.data.reason)
  return json({ ok: true, ...(await loadPlan(ctx.db, inquiryId)) }, 200, ctx.cors)
}

const NOT_THIS_PLAN = 'Not a version of this plan.'

/** Whether the version is one this inquiry's family was sent (not a draft, not another inquiry's). */
async function sentVersionOf(db: ServiceClient, inquiryId: string, versionId: string) {
  const { data, error } = await db
    .from('plan_versions')
    .select('id')
    .eq('id', versionId)
    .eq('submission_id', inquiryId)
    .neq('state', 'draft')
    .maybeSingle()
  if (error) throw new Error(`plan version check failed: ${error.message}`)
  return data !== null
}

/** POST /journey/plan/messages: the team hears at most once an hour per inquiry (as for the story). */
export async function familyMessage(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
): Promise<Response> {
  const parsed = await parseBody(ctx, request, planMessageSchema)
  if (parsed.response) return parsed.response
  if (parsed.data.versionId && !(await sentVersionOf(ctx.db, inquiryId, parsed.data.versionId)))
    return invalid({ versionId: NOT_THIS_PLAN }, ctx.cors)
  const since = new Date(Date.now() - 3_600_000).toISOString()
  const recent = await ctx.db
    .from('plan_messages')
    .select('id')
    .eq('submission_id', inquiryId)
    .eq('author', 'family')
    .gte('created_at', since)
    .limit(1)
  const inserted = await ctx.db.from('plan_messages').insert({
    submission_id: inquiryId,
    plan_version_id: parsed.data.versionId ?? null,
    author: 'family',
    author_name: 'The family',
    kind: parsed.data.kind,
    body: parsed.data.body,
    day_index: parsed.data.dayIndex ?? null,
    ancestor_id: parsed.data.ancestorId || null,
  })
  if (inserted.error) throw new Error(`message failed: ${inserted.error.message}`)
  await event(ctx, inquiryId, 'plan_question', parsed.data.body, 'the family')
  if (!recent.error && (recent.data ?? []).length === 0)
    await notify(ctx, inquiryId, 'question', parsed.data.body)
  return json({ ok: true, ...(await loadPlan(ctx.db, inquiryId)) }, 200, ctx.cors)
}

/** PUT /team/{inquiry}/plan: the draft, through the admin's own session (save_plan_draft checks is_admin). */
export async function saveDraft(
  ctx: Ctx,
  request: Request,
  admin: ServiceClient,
  inquiryId: string,
) {
  const parsed = await parseBody(ctx, request, planDraftSchema)
  if (parsed.response) return parsed.response
  if (parsed.data.validUntil < romeToday())
    return invalid({ validUntil: 'A date from today on.' }, ctx.cors)
  const { data, error } = await admin.rpc('save_plan_draft', {
    inquiry: inquiryId,
    content: parsed.data.content,
    agency: parsed.data.agencyId,
    valid_until: parsed.data.validUntil,
    journey_per_person_minor: parsed.data.journeyPerPersonMinor,
  })
  if (error?.code === '42501' || error?.code === '23503')
    return json({ error: 'not_found' }, 404, ctx.cors)
  if (error?.code === '22023') return invalid({ _: error.message }, ctx.cors)
  if (error) throw new Error(`draft failed: ${error.message}`)
  return json({ ok: true, draft: versionView(data as Row) }, 200, ctx.cors)
}

/** POST /team/{inquiry}/plan/send: freezes the draft and e-mails the family. */
export async function sendPlan(ctx: Ctx, admin: ServiceClient, inquiryId: string) {
  const { data, error } = await admin.rpc('send_plan', { inquiry: inquiryId })
  if (error?.code === '42501') return json({ error: 'not_found' }, 404, ctx.cors)
  if (error?.code === 'P0002')
    return json({ error: 'no_draft', message: 'There is no draft to send.' }, 409, ctx.cors)
  if (error?.code === '55000')
    return json({ error: 'already_accepted', message: error.message }, 409, ctx.cors)
  if (error?.code === '22023') return invalid({ _: error.message }, ctx.cors)
  if (error) throw new Error(`send failed: ${error.message}`)
  await notify(ctx, inquiryId, 'sent', `v${(data as Row).version}`)
  return json({ ok: true, sent: versionView(data as Row) }, 200, ctx.cors)
}

/** POST /team/{inquiry}/plan/answer: the team's answer, in the thread and by e-mail to the family. */
export async function answer(ctx: Ctx, request: Request, admin: ServiceClient, inquiryId: string) {
  const parsed = await parseBody(ctx, request, planAnswerSchema)
  if (parsed.response) return parsed.response
  // The database signs it with the member's profile name (never the sign-in's editable metadata).
  const inserted = await admin
    .from('plan_messages')
    .insert({ submission_id: inquiryId, author: 'team', kind: 'answer', body: parsed.data.body })
    .select('author_name')
    .single()
  if (inserted.error) return json({ error: 'not_found' }, 404, ctx.cors)
  await event(ctx, inquiryId, 'plan_answer', parsed.data.body, inserted.data.author_name)
  await notify(ctx, inquiryId, 'answer', parsed.data.body)
  return json({ ok: true }, 200, ctx.cors)
}

/** A history entry of the plan (record_plan_event); a failure is logged, never undoes what was stored. */
async function event(
  ctx: Ctx,
  inquiryId: string,
  kind: 'plan_question' | 'plan_answer',
  detail: string,
  actor: string,
) {
  const { error } = await ctx.db.rpc('record_plan_event', {
    inquiry: inquiryId,
    event: kind,
    detail,
    actor,
  })
  if (error) console.warn(`journey: ${kind} not noted:`, error.message)
}

type Event = 'sent' | 'answer' | 'question' | 'accepted' | 'declined'

/** The e-mails of the plan; a failure is logged and never undoes what was stored. */
async function notify(ctx: Ctx, inquiryId: string, event: Event, detail: string): Promise<void> {
  const env = ctx.env
  if (!env.RESEND_API_URL || !env.RESEND_API_KEY || !env.MAIL_FROM) {
    console.warn(`journey: plan e-mail (${event}) not sent: e-mail settings missing`)
    return
  }
  const inquiry = await ctx.db
    .from('form_submissions')
    .select('name, first_name, email')
    .eq('id', inquiryId)
    .single()
  if (inquiry.error) return
  const site = (env.SITE_URL ?? '').replace(/\/+$/, '')
  const first = inquiry.data.first_name ?? inquiry.data.name.split(' ')[0] ?? ''
  const consoleUrl = `${site}/admin/inquiries/${inquiryId}`
  const toTeam: Partial<Record<Event, [string, string]>> = {
    question: [
      'A family asked about its plan',
      `${inquiry.data.name} wrote: ${detail}\n\n${consoleUrl}`,
    ],
    accepted: [
      'A plan was accepted',
      `${inquiry.data.name} accepted the plan (${detail}).\n\n${consoleUrl}`,
    ],
    declined: [
      'A plan was declined',
      `${inquiry.data.name} declined the plan: ${detail}\n\n${consoleUrl}`,
    ],
  }
  const messages: EmailMessage[] = []
  if (event === 'sent' || event === 'answer' || event === 'accepted') {
    try {
      const family = await familyPlanMail(ctx.db, env, inquiryId, event, detail, {
        email: inquiry.data.email,
        firstName: first,
      })
      // The one-tap link to the family's page (ADR 253), made now and never stored.
      messages.push(await withJourneyLink(ctx.db, env, inquiryId, family))
    } catch (error) {
      console.warn(
        `journey: plan e-mail (${event}) not made:`,
        error instanceof Error ? error.message : error,
      )
    }
  }
  const team = toTeam[event]
  if (team && env.TEAM_NOTIFICATION_EMAIL)
    messages.push(mail(env.MAIL_FROM, env.TEAM_NOTIFICATION_EMAIL, team, 'Hello,'))
  for (const message of messages) {
    try {
      await sendEmail({ apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY }, message)
    } catch (error) {
      console.warn(
        `journey: plan e-mail (${event}) failed:`,
        error instanceof Error ? error.message : error,
      )
    }
  }
}

function mail(
  from: string,
  to: string,
  [subject, text]: [string, string],
  greeting: string,
): EmailMessage {
  const paragraphs = [greeting, ...text.split('\n\n'), 'A presto,\nThe Radici team']
  return {
    from,
    to: [to],
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) => `<p style="font:15px/1.6 sans-serif">${escapeHtml(p)}</p>`)
      .join(''),
  }
}
