/**
 * The pieces every public edge function's request path shares (send-form-notification, report-correction, count-events, journey, book-call):
 * the JSON content type, the honeypot, positive settings, the service-role and the caller's clients, the digests
 * that key the rate limit, work after the answer, and the check that a call comes from the scheduled jobs.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { keyFromDictionary } from './server-env.ts'

export type Env = Record<string, string | undefined>
export type ServiceClient = SupabaseClient<Database>

export function isJson(contentType: string | null): boolean {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
  return media === 'application/json'
}

/** The honeypot counts only as a non-blank string; any other type is left to validation (a 400). */
export function isHoneypotFilled(body: unknown, field = 'website'): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value.trim() !== ''
}

export function positive(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : fallback
}

/** One service-role client per project URL and key for the worker's life (a client is not cheap to build). */
const clients = new Map<string, ServiceClient>()

/** A client acting as the signed-in user whose access token came with the request (row-level security applies). */
export function userClient(env: Env, accessToken: string): ServiceClient {
  const key = keyFromDictionary(env.SUPABASE_PUBLISHABLE_KEYS) ?? env.SUPABASE_ANON_KEY ?? ''
  return createClient<Database>(env.SUPABASE_URL as string, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  })
}

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

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void }
}

/**
 * Work after the answer: Supabase's EdgeRuntime.waitUntil (the stand-in provides the same); without one, the work
 * runs detached. A failure is logged, never thrown at the runtime.
 */
export function afterResponse(task: Promise<unknown>): void {
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  const guarded = task.catch((error: unknown) =>
    console.warn('background task failed:', error instanceof Error ? error.message : error),
  )
  if (runtime) runtime.waitUntil(guarded)
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

export async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
}

/**
 * Whether a request comes from a scheduled job (pg_cron + pg_net on hosted Supabase, a timer in the stand-in):
 * Bearer NOTIFICATION_RETRY_SECRET, or the service role key (docs/decisions/082-notification-retry.md).
 * Digests are compared, so the time taken does not depend on how much of the token matched.
 */
export async function isRetryCaller(request: Request, env: Env): Promise<boolean> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
  if (!token) return false
  const accepted = [env.NOTIFICATION_RETRY_SECRET, env.SUPABASE_SERVICE_ROLE_KEY].filter(
    (value): value is string => typeof value === 'string' && value.length >= 16,
  )
  const given = await sha256(token)
  let match = false
  for (const value of accepted) if ((await sha256(value)) === given) match = true
  return match
}
