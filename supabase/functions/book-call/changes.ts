import { bookingEmails, cancelEmails, type CallFacts } from './emails.ts'
import { sendDueCallEmails } from './delivery.ts'
import type { BookRequest } from '../_shared/contracts/book-call.ts'
import type { Slot } from './slots.ts'
import {
  afterResponse,
  asJson,
  loadContext,
  readOutcome,
  type BookingContext,
  type Env,
  type ServiceClient,
  type StoredCall,
} from './store.ts'
import { bookingRule, checkStart, publicCall, TAKEN_MESSAGE, view, type Respond } from './views.ts'

/**
 * Book, move and cancel (docs/decisions/160): each checks the wanted start against fresh slots, then makes its
 * change in one database call (public.book_call, move_call, cancel_call) with the e-mails built here, and sends
 * those e-mails after the answer. An exclusion violation is 'taken': the slot's next free member is tried.
 */
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

/**
 * The database refused the change by its booking rules (ADR 162): the start's notice or window is a 400 naming
 * `start`; a length or gap that no longer matches the settings is a 409 with fresh slots. Null: another error.
 */
async function refusedByRules(
  db: ServiceClient,
  error: { code?: string; message?: string; hint?: string | null },
  context: BookingContext,
  zone: string,
  now: number,
  respond: Respond,
): Promise<Response | null> {
  const refused = bookingRule(error)
  if (!refused) return null
  if (refused.rule === 'call_too_soon' || refused.rule === 'call_too_far')
    return respond({ error: 'invalid_request', fields: { start: refused.hint } }, 400)
  const fresh = await loadContext(db, context.inquiry!.id, now)
  return respond(
    {
      error: 'slot_unavailable',
      message: `This time is not offered any more. ${refused.hint} Here are the free times now.`,
      ...view(fresh, zone, now, fresh.current),
    },
    409,
  )
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

export async function book(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  input: Extract<BookRequest, { action: 'book' }>,
  now: number,
  manageUrl: string | undefined,
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
    if (error) {
      const refused = await refusedByRules(db, error, context, input.time_zone, now, respond)
      if (refused) return refused
      throw new Error(`book_call failed: ${error.code ?? ''} ${error.message}`)
    }
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

export async function move(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  input: Extract<BookRequest, { action: 'move' | 'team_move' }>,
  now: number,
  actor: 'family' | 'team',
  manageUrl: string | undefined,
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
      emails: asJson([
        ...bookingEmails(
          { ...facts(context, env, call), movedFrom: Date.parse(current.starts_at) },
          'update',
        ),
        // Another member takes the moved call: the one who had it gets a cancellation for their calendar.
        ...(memberEmail === current.member_email
          ? []
          : cancelEmails(
              facts(context, env, { ...current, sequence: call.sequence }),
              actor,
            ).filter((email) => email.recipient === 'team')),
      ]),
    })
    if (error) {
      const refused = await refusedByRules(db, error, context, zone, now, respond)
      if (refused) return refused
      throw new Error(`move_call failed: ${error.code ?? ''} ${error.message}`)
    }
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

export async function cancel(
  db: ServiceClient,
  env: Env,
  context: BookingContext,
  actor: 'family' | 'team',
  manageUrl: string | undefined,
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
