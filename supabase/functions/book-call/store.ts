import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database, Json } from '../_shared/database.types.ts'
import type { BookingSettings, TeamMember } from './slots.ts'

/** The database side of book-call: clients, the booking context in one call, the team member's check. */
export type Env = Record<string, string | undefined>
export type ServiceClient = SupabaseClient<Database>

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

/** One service-role client per project URL and key for the worker's life. */
const clients = new Map<string, ServiceClient>()

export function serviceClient(env: Env): ServiceClient {
  const url = env.SUPABASE_URL as string
  const key = env.SUPABASE_SERVICE_ROLE_KEY as string
  const cacheKey = `${url}\n${key}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = createClient<Database>(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
    if (clients.size >= 8) clients.clear()
    clients.set(cacheKey, client)
  }
  return client
}

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
  const publishable = publishableKey(env)
  if (!publishable) throw new Error('Supabase publishable key missing')
  const asUser = createClient<Database>(env.SUPABASE_URL as string, publishable, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: authorization } },
  })
  const { data, error } = await asUser
    .from('calls')
    .select(CALL_COLUMNS)
    .eq('id', callId)
    .maybeSingle()
  if (error) return null
  return (data as StoredCall | null) ?? null
}

function publishableKey(env: Env): string | undefined {
  try {
    const keys = JSON.parse(env.SUPABASE_PUBLISHABLE_KEYS ?? '{}') as Record<string, string>
    return keys.default ?? Object.values(keys)[0] ?? env.SUPABASE_ANON_KEY
  } catch {
    return env.SUPABASE_ANON_KEY
  }
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void }
}

/** Supabase's EdgeRuntime.waitUntil (the stand-in provides the same); without one, the work runs detached. */
export function afterResponse(task: Promise<unknown>): void {
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  if (runtime) runtime.waitUntil(task)
  else void task.catch(() => undefined)
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
