import { corsHeaders, isOriginAllowed, parseAllowedOrigins } from '../_shared/cors.ts'
import { json } from '../_shared/json.ts'
import { resolvePrivateLink } from '../_shared/private-link.ts'
import { isRetryCaller, sendDueCallEmails } from './delivery.ts'
import { bookingEmails, cancelEmails, type CallFacts } from './emails.ts'
import { parseRequest, type BookRequest } from './request.ts'
import {
  afterResponse,
  asJson,
  loadContext,
  readOutcome,
  serviceClient,
  teamMemberCan,
  type BookingContext,
  type Env,
  type ServiceClient,
  type StoredCall,
} from './store.ts'
import { computeSlots, groupByDay, type Slot } from './slots.ts'

/**
 * book-call (docs/decisions/160-call-booking.md): the family lists free slots, books, moves and cancels its
 * first video call, authorised by the inquiry's private link (resolvePrivateLink, ADR 150); the team moves and
 * cancels from the console with its session. POST …/book-call/retry (retry secret) sends the calls' due e-mails.
 * Every change is one database transaction with its e-mails and the lead status (public.book_call, move_call,
 * cancel_call); the no-overlap rule is the database's exclusion constraint, so a race ends in one booking and
 * clean 409s ('That time was just taken', with fresh slots).
 */
const RETRY_PATH = /\/book-call\/retry\/?$/
const MAX_BODY_BYTES = 8_192
export const TAKEN_MESSAGE = 'That time was just taken'

export async function handleRequest(request: Request, env: Env): Promise<Response> {
  if (RETRY_PATH.test(new URL(request.url).pathname)) return handleRetry(request, env)
  const allowed = parseAllowedOrigins(env.ALLOWED_ORIGINS)
  const origin = request.headers.get('origin')
  const cors = corsHeaders(origin, allowed)
  if (request.method === 'OPTIONS')
    return new Response(null, {
      status: isOriginAllowed(origin, allowed) ? 204 : 403,
      headers: cors,
    })
  if (!isOriginAllowed(origin, allowed)) return json({ error: 'origin_not_allowed' }, 403, cors)
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { ...cors, Allow: 'POST, OPTIONS' })
  const media = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (media !== 'application/json')
    return json({ error: 'unsupported_media_type', accept: 'application/json' }, 415, cors)

  try {
    const text = await request.text()
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
      return json({ error: 'payload_too_large' }, 413, cors)
    const parsed = parseRequest(text)
    if (!parsed.ok) return json({ error: 'invalid_request', fields: parsed.fields }, 400, cors)
    const input = parsed.value
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      throw new Error('Supabase environment missing')
    const db = serviceClient(env)

    let inquiryId: string
    let actor: 'family' | 'team' = 'family'
    let token: string | undefined
    if (input.action === 'team_move' || input.action === 'team_cancel') {
      const authorization = request.headers.get('authorization') ?? ''
      const allowedCall = await teamMemberCan(env, authorization, input.call_id)
      if (!allowedCall) return json({ error: 'not_found' }, 404, cors)
      inquiryId = allowedCall.inquiry_id
      actor = 'team'
    } else {
      const link = await resolvePrivateLink(db, input.token)
      if (!link) return json({ error: 'not_found' }, 404, cors)
      inquiryId = link.inquiryId
      token = input.token
    }

    const now = Date.now()
    const context = await loadContext(db, inquiryId, now)
    if (!context.inquiry) return json({ error: 'not_found' }, 404, cors)
    const manageUrl = manageLink(env, token)
    const respond = (body: unknown, status: number) => json(body, status, cors)

    switch (input.action) {
      case 'slots':
        return respond(
          { ok: true, ...familyView(context, input.time_zone, now, context.current) },
          200,
        )
      case 'book':
        return await book(db, env, context, input, now, manageUrl, respond)
      case 'move':
      case 'team_move':
        return await move(db, env, context, input, now, actor, manageUrl, respond)
      case 'cancel':
      case 'team_cancel':
        return await cancel(db, env, context, actor, manageUrl, respond)
    }
  } catch (error) {
    console.error('book-call failed:', error instanceof Error ? error.message : 'unknown error')
    return json({ error: 'server_error' }, 500, cors)
  }
}

type Respond = (body: unknown, status: number) => Response

/** What the family sees: its zone, the free slots grouped by its days, and its booked call. */
function familyView(
  context: BookingContext,
  zone: string,
  now: number,
  current: StoredCall | null,
) {
  const members = context.members.map((member) =>
    current ? { ...member, calls: member.calls.filter((call) => call.id !== current.id) } : member,
  )
  const slots = computeSlots({
    settings: context.settings,
    members,
    now,
    ownerEmail: context.inquiry?.owner_email,
  })
  return {
    time_zone: zone,
    call_minutes: context.settings.call_minutes,
    days: groupByDay(slots, zone),
    call: current ? publicCall(context, current) : null,
    slots,
  }
}

function publicCall(context: BookingContext, call: StoredCall) {
  const member = context.members.find((candidate) => candidate.email === call.member_email)
  return {
    id: call.id,
    starts_at: new Date(call.starts_at).toISOString(),
    ends_at: new Date(call.ends_at).toISOString(),
    status: call.status,
    sequence: call.sequence,
    time_zone: call.family_time_zone,
    meeting_url: call.meeting_url,
    with: member?.name ?? 'the Radici team',
  }
}

function view(context: BookingContext, zone: string, now: number, current: StoredCall | null) {
  const { slots: _slots, ...rest } = familyView(context, zone, now, current)
  return rest
}

/** Checks a wanted start against the slots; an answer when it is not bookable. */
function checkStart(
  context: BookingContext,
  start: number,
  zone: string,
  now: number,
  current: StoredCall | null,
  respond: Respond,
): { slot: Slot } | { response: Response } {
  const { settings } = context
  if (start <= now)
    return {
      response: respond(
        { error: 'invalid_request', fields: { start: 'This time is in the past.' } },
        400,
      ),
    }
  if (start < now + settings.notice_hours * 3_600_000)
    return {
      response: respond(
        {
          error: 'invalid_request',
          fields: { start: `Calls are booked at least ${settings.notice_hours} hours ahead.` },
        },
        400,
      ),
    }
  if (start >= now + settings.window_days * 86_400_000)
    return {
      response: respond(
        {
          error: 'invalid_request',
          fields: { start: `Calls are booked at most ${settings.window_days} days ahead.` },
        },
        400,
      ),
    }
  const full = familyView(context, zone, now, current)
  const slot = full.slots.find((candidate) => candidate.start === start)
  if (!slot) {
    const { slots: _slots, ...rest } = full
    // Within someone's hours but booked: the family lost a race (or looked at old slots).
    const free = computeSlots({
      settings,
      members: context.members.map((member) => ({ ...member, calls: [] })),
      now,
      ownerEmail: context.inquiry?.owner_email,
    })
    const taken = free.some((candidate) => candidate.start === start)
    return {
      response: respond(
        taken
          ? { error: 'slot_taken', message: TAKEN_MESSAGE, ...rest }
          : {
              error: 'slot_unavailable',
              message: 'This time is not offered: it is outside the team’s hours.',
              ...rest,
            },
        409,
      ),
    }
  }
  return { slot }
}

function facts(context: BookingContext, env: Env, call: StoredCall): CallFacts {
  const member = context.members.find((candidate) => candidate.email === call.member_email)
  const inquiry = context.inquiry!
  return {
    id: call.id,
    sequence: call.sequence,
    start: Date.parse(call.starts_at),
    end: Date.parse(call.ends_at),
    familyZone: call.family_time_zone,
    meetingUrl: call.meeting_url,
    member: { name: member?.name ?? 'Radici', email: call.member_email },
    family: {
      name: inquiry.name,
      firstName: inquiry.first_name?.split(' ')[0] || inquiry.name.split(' ')[0] || inquiry.name,
      email: inquiry.email,
    },
    from: env.MAIL_FROM ?? 'Radici <hello@radici.example>',
  }
}

function draft(
  context: BookingContext,
  slot: Slot,
  memberEmail: string,
  id: string,
  sequence: number,
  zone: string,
): StoredCall {
  const member = context.members.find((candidate) => candidate.email === memberEmail)
  return {
    id,
    inquiry_id: context.inquiry!.id,
    member_email: memberEmail,
    starts_at: new Date(slot.start).toISOString(),
    ends_at: new Date(slot.end).toISOString(),
    blocked_until: new Date(slot.end + context.settings.buffer_minutes * 60_000).toISOString(),
    status: 'booked',
    sequence,
    family_time_zone: zone,
    meeting_url: member?.meeting_url ?? null,
  }
}

async function book(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  input: Extract<BookRequest, { action: 'book' }>,
  now: number,
  manageUrl: string,
  respond: Respond,
): Promise<Response> {
  // A re-sent request answers with the booking it made, whatever the slots say now.
  const replay = await context.byKey(input.idempotency_key)
  if (replay) {
    if (replay.inquiry_id !== context.inquiry!.id)
      return respond({ error: 'idempotency_key_conflict' }, 409)
    return respond({ ok: true, replayed: true, call: publicCall(context, replay) }, 200)
  }
  if (context.current)
    return respond(
      {
        error: 'already_booked',
        message: 'This inquiry already has a call: move or cancel it.',
        call: publicCall(context, context.current),
      },
      409,
    )
  const checked = checkStart(context, input.start, input.time_zone, now, null, respond)
  if ('response' in checked) return checked.response
  const id = crypto.randomUUID()
  for (const memberEmail of checked.slot.members) {
    const call = draft(context, checked.slot, memberEmail, id, 0, input.time_zone)
    const { data, error } = await db.rpc('book_call', {
      call: { ...call, idempotency_key: input.idempotency_key, booked_by: 'family' },
      emails: asJson(bookingEmails(facts(context, env, call), 'invite')),
    })
    if (error) throw new Error(`book_call failed: ${error.code ?? ''} ${error.message}`)
    const result = readOutcome(data)
    if (result.outcome === 'taken') continue
    if (result.outcome === 'booked' || result.outcome === 'replayed') {
      if (result.outcome === 'booked')
        afterResponse(sendDueCallEmails(db, env, { callId: id, manageUrl }))
      return respond(
        {
          ok: true,
          replayed: result.outcome === 'replayed',
          call: publicCall(context, result.call!),
        },
        200,
      )
    }
    if (result.outcome === 'already_booked')
      return respond(
        {
          error: 'already_booked',
          message: 'This inquiry already has a call: move or cancel it.',
          call: publicCall(context, result.call!),
        },
        409,
      )
    if (result.outcome === 'key_conflict')
      return respond({ error: 'idempotency_key_conflict' }, 409)
    return respond({ error: 'not_found' }, 404)
  }
  const fresh = await loadContext(db, context.inquiry!.id, now)
  return respond(
    { error: 'slot_taken', message: TAKEN_MESSAGE, ...view(fresh, input.time_zone, now, null) },
    409,
  )
}

async function move(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  input: Extract<BookRequest, { action: 'move' | 'team_move' }>,
  now: number,
  actor: 'family' | 'team',
  manageUrl: string,
  respond: Respond,
): Promise<Response> {
  const current = context.current
  if (!current)
    return respond({ error: 'no_call', message: 'There is no booked call to move.' }, 409)
  const zone = input.action === 'move' ? input.time_zone : current.family_time_zone
  const checked = checkStart(context, input.start, zone, now, current, respond)
  if ('response' in checked) return checked.response
  // The same team member when free, else the slot's order.
  const members = [...checked.slot.members].sort((a, b) =>
    a === current.member_email ? -1 : b === current.member_email ? 1 : 0,
  )
  for (const memberEmail of members) {
    const call = draft(context, checked.slot, memberEmail, current.id, current.sequence + 1, zone)
    const { data, error } = await db.rpc('move_call', {
      call_id: current.id,
      from_sequence: current.sequence,
      target: { ...call, changed_by: actor },
      emails: asJson(bookingEmails(facts(context, env, call), 'update')),
    })
    if (error) throw new Error(`move_call failed: ${error.code ?? ''} ${error.message}`)
    const result = readOutcome(data)
    if (result.outcome === 'taken') continue
    if (result.outcome === 'moved') {
      afterResponse(sendDueCallEmails(db, env, { callId: current.id, manageUrl }))
      return respond({ ok: true, call: publicCall(context, result.call!) }, 200)
    }
    if (result.outcome === 'stale')
      return respond(
        {
          error: 'stale',
          message: 'The call changed meanwhile; it has been reloaded.',
          call: publicCall(context, result.call!),
        },
        409,
      )
    return respond({ error: 'no_call', message: 'There is no booked call to move.' }, 409)
  }
  const fresh = await loadContext(db, context.inquiry!.id, now)
  return respond(
    { error: 'slot_taken', message: TAKEN_MESSAGE, ...view(fresh, zone, now, fresh.current) },
    409,
  )
}

async function cancel(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  actor: 'family' | 'team',
  manageUrl: string,
  respond: Respond,
): Promise<Response> {
  const current = context.current
  if (!current)
    return respond({ error: 'no_call', message: 'There is no booked call to cancel.' }, 409)
  const cancelled = { ...current, sequence: current.sequence + 1 }
  const { data, error } = await db.rpc('cancel_call', {
    call_id: current.id,
    from_sequence: current.sequence,
    actor,
    emails: asJson(cancelEmails(facts(context, env, cancelled), actor)),
  })
  if (error) throw new Error(`cancel_call failed: ${error.code ?? ''} ${error.message}`)
  const result = readOutcome(data)
  if (result.outcome === 'stale')
    return respond(
      {
        error: 'stale',
        message: 'The call changed meanwhile; it has been reloaded.',
        call: publicCall(context, result.call!),
      },
      409,
    )
  if (result.outcome !== 'cancelled') return respond({ error: 'no_call' }, 409)
  afterResponse(sendDueCallEmails(db, env, { callId: current.id, manageUrl }))
  return respond({ ok: true, call: publicCall(context, result.call!) }, 200)
}

/** The family's link back to its booking (first send only), else the page that sends a fresh link. */
function manageLink(env: Env, token: string | undefined): string {
  let origin = 'http://localhost:8080'
  try {
    if (env.SITE_URL) origin = new URL(env.SITE_URL).origin
  } catch {
    /* the default */
  }
  return token ? `${origin}/book/${encodeURIComponent(token)}` : `${origin}/journey`
}

async function handleRetry(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
  if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401)
  try {
    const totals = await sendDueCallEmails(serviceClient(env), env, {})
    return json({ ok: true, ...totals }, 200)
  } catch (error) {
    console.error(
      'book-call retry failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return json({ error: 'server_error' }, 500)
  }
}
