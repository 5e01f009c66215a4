import { z } from 'zod'
import type { Json } from '../_shared/database.types.ts'
import {
  afterResponse,
  serviceClient,
  userClient,
  type Env,
  type ServiceClient,
} from '../_shared/request.ts'
import type { BookingSettings, TeamMember } from './slots.ts'

/** The database side of book-call: clients, the booking context in one call, the team member's check. */
export { afterResponse, serviceClient, type Env, type ServiceClient }

export interface StoredCall {
  id: string
  inquiry_id: string
  member_email: string
  starts_at: string
  ends_at: string
  blocked_until?: string
  status: string
  sequence: number
  family_time_zone: string
  meeting_url: string | null
}

export interface BookingContext {
  settings: BookingSettings
  inquiry: {
    id: string
    name: string
    first_name: string | null
    email: string
    status: string
    lead_status: string
    owner_email: string | null
  } | null
  members: (TeamMember & { calls: { id: string; starts_at: string; blocked_until: string }[] })[]
  /** The inquiry's booked call, if any. */
  current: StoredCall | null
  byKey(key: string): Promise<StoredCall | null>
}

const CALL_COLUMNS =
  'id, inquiry_id, member_email, starts_at, ends_at, blocked_until, status, sequence, family_time_zone, meeting_url'

/** Settings, the inquiry (with its owner's address), the team's hours and booked calls, the inquiry's call. */
export async function loadContext(
  db: ServiceClient,
  inquiryId: string,
  now: number,
): Promise<BookingContext> {
  const [context, current] = await Promise.all([
    db.rpc('booking_context', { inquiry: inquiryId, since: new Date(now).toISOString() }),
    db
      .from('calls')
      .select(CALL_COLUMNS)
      .eq('inquiry_id', inquiryId)
      .eq('status', 'booked')
      .maybeSingle(),
  ])
  if (context.error)
    throw new Error(`booking_context failed: ${context.error.code ?? ''} ${context.error.message}`)
  if (current.error)
    throw new Error(`calls failed: ${current.error.code ?? ''} ${current.error.message}`)
  const data = context.data as unknown as Omit<BookingContext, 'current' | 'byKey'>
  return {
    settings: data.settings,
    inquiry: data.inquiry,
    members: data.members,
    current: (current.data as StoredCall | null) ?? null,
    async byKey(key) {
      const { data: found, error } = await db
        .from('calls')
        .select(CALL_COLUMNS)
        .eq('idempotency_key', key)
        .maybeSingle()
      if (error) throw new Error(`calls failed: ${error.code ?? ''} ${error.message}`)
      return (found as StoredCall | null) ?? null
    },
  }
}

/**
 * The team's move and cancel: the caller's own session reads the call through row-level security (admins read
 * calls), so only a signed-in team member sees it. Null for anyone else, or an unknown call.
 */
export async function teamMemberCan(
  env: Env,
  authorization: string,
  callId: string,
): Promise<StoredCall | null> {
  if (!/^Bearer\s+\S+$/i.test(authorization)) return null
  const asUser = userClient(env, authorization.replace(/^Bearer\s+/i, ''))
  const { data, error } = await asUser
    .from('calls')
    .select(CALL_COLUMNS)
    .eq('id', callId)
    .maybeSingle()
  if (error) return null
  return (data as StoredCall | null) ?? null
}

const storedCall = z.object({
  id: z.string(),
  inquiry_id: z.string(),
  member_email: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.string(),
  sequence: z.number(),
  family_time_zone: z.string(),
  meeting_url: z.string().nullable(),
})
const outcome = z.object({ outcome: z.string(), call: storedCall.optional() })

/** What public.book_call, move_call and cancel_call answer (a jsonb object): read, not cast. */
export function readOutcome(data: unknown): { outcome: string; call?: StoredCall } {
  return outcome.parse(data)
}

/** The queued e-mails as the jsonb argument (plain JSON data by construction). */
export function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json
}
