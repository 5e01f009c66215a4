import { computeSlots, groupByDay, type Slot } from './slots.ts'
import type { BookingContext, StoredCall } from './store.ts'

/** What book-call answers about slots and calls, and the check of a wanted start (docs/decisions/160). */
export const TAKEN_MESSAGE = 'That time was just taken'

export type Respond = (body: unknown, status: number) => Response

/** What the family sees: its zone, the free slots grouped by its days, and its booked call. */
export function familyView(
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

export function publicCall(context: BookingContext, call: StoredCall) {
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

export function view(
  context: BookingContext,
  zone: string,
  now: number,
  current: StoredCall | null,
) {
  const { slots: _slots, ...rest } = familyView(context, zone, now, current)
  return rest
}

/** Checks a wanted start against the slots; an answer when it is not bookable. */
export function checkStart(
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

/**
 * A refusal by the database's booking rules (the calls_booking_rules trigger, ADR 162: SQLSTATE 23514, the rule
 * as the message, a sentence as the hint), or null for any other error. The function checks the same rules first,
 * so this answers only a race with the clock or with a change of the booking settings.
 */
export function bookingRule(
  error: { code?: string; message?: string; hint?: string | null } | null,
): { rule: 'call_length' | 'call_gap' | 'call_too_soon' | 'call_too_far'; hint: string } | null {
  if (!error || error.code !== '23514') return null
  const rule = error.message
  if (
    rule !== 'call_length' &&
    rule !== 'call_gap' &&
    rule !== 'call_too_soon' &&
    rule !== 'call_too_far'
  )
    return null
  return { rule, hint: error.hint || 'This time cannot be booked.' }
}
