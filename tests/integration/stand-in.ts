import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import bcrypt from 'bcryptjs'
import { inject } from 'vitest'
import { installEdgeRuntime, settleBackgroundTasks } from '../../supabase-local/functions.ts'
import { NOTIFICATION_RETRY_SECRET } from '../../supabase-local/keys.ts'

/**
 * What integration tests use to reach the stand-in that global-setup.ts booted for this run.
 * Clients are plain supabase-js clients; nothing here wraps or changes them.
 */

export function standIn() {
  return inject('standIn')
}

/**
 * Which keys the clients below use: the publishable and secret keys (default), or the legacy anon and
 * service_role JWTs with STAND_IN_KEYS=legacy (both must keep working during the migration; ADR 098).
 */
export const USING_LEGACY_KEYS = process.env.STAND_IN_KEYS === 'legacy'

/** The browser's key and the server's key of the chosen kind. */
export function clientKeys(): { browserKey: string; serverKey: string } {
  const keys = standIn()
  return USING_LEGACY_KEYS
    ? { browserKey: keys.anonKey, serverKey: keys.serviceRoleKey }
    : { browserKey: keys.publishableKey, serverKey: keys.secretKey }
}

const noPersistence = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

/** A browser-like client with the publishable (or legacy anon) key; sign in with it to act as a user. */
export function createAnonClient(): SupabaseClient {
  return createClient(standIn().url, clientKeys().browserKey, noPersistence)
}

/** A server-side client with the secret (or legacy service_role) key: bypasses row-level security. */
export function createServiceClient(): SupabaseClient {
  return createClient(standIn().url, clientKeys().serverKey, noPersistence)
}

async function admin(path: string, body: unknown): Promise<Response> {
  const { url, serviceRoleKey } = standIn()
  const response = await fetch(`${url}/_stand-in${path}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`stand-in ${path} failed: ${response.status} ${await response.text()}`)
  return response
}

/** Empties users, sessions, inquiries and every other table back to the seed; forgets captured mail. */
export async function resetStandIn(): Promise<void> {
  await admin('/reset', {})
}

/** Runs SQL as the database owner (what the CLI's direct database port gives you). Test setup only. */
export async function sql<T = Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const response = await admin('/sql', { query, params })
  return ((await response.json()) as { rows: T[] }).rows
}

/**
 * Creates a confirmed user straight in the database, bypassing sign-up and its allowlist hook (the only way to
 * get a signed-in non-admin). Returns the user's id.
 */
export async function createUserInDatabase(input: {
  email: string
  password: string
  fullName?: string
}): Promise<string> {
  const hash = await bcrypt.hash(input.password, 4)
  const [row] = await sql<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             lower($1), $2, now(), '{"provider":"email","providers":["email"]}', $3::jsonb, now(), now())
     returning id`,
    [input.email, hash, JSON.stringify(input.fullName ? { full_name: input.fullName } : {})],
  )
  return (row as { id: string }).id
}

/** A client signed in with e-mail and password (throws when sign-in fails). */
export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const client = createAnonClient()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
  return client
}

/** Signs up one of the seeded admin addresses and returns its signed-in client. */
export async function signUpAdmin(
  email = 'giulia@radici.example',
  password = 'correct-horse-7',
  fullName = 'Giulia Bianchi',
): Promise<SupabaseClient> {
  const client = createAnonClient()
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  })
  if (error || !data.session)
    throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no session'}`)
  return client
}

export interface CapturedEmail {
  id: string
  from: string
  to: string[]
  subject: string
  html: string | null
  text: string | null
  reply_to: string[]
  created_at: string
}

/** E-mails sent to the stand-in's Resend-shaped API, newest first. */
export async function capturedEmails(): Promise<CapturedEmail[]> {
  const response = await fetch(`${standIn().url}/mail/emails`)
  return ((await response.json()) as { data: CapturedEmail[] }).data
}

/** Newsletter form posts received by the stand-in, newest first. */
export async function newsletterSubscriptions(): Promise<
  { email: string; legal_agreement: string | null }[]
> {
  const response = await fetch(`${standIn().url}/newsletter/subscriptions`)
  return ((await response.json()) as { data: { email: string; legal_agreement: string | null }[] })
    .data
}

/** Makes the e-mail API answer `status` (e.g. 503) until called again with null, or until the next reset. */
export async function simulateMailOutage(status: number | null): Promise<void> {
  await admin('/mail-outage', { status })
}

/** Makes the newsletter provider's form answer `status` (e.g. 503) until called again with null, or the next reset. */
export async function simulateNewsletterOutage(status: number | null): Promise<void> {
  await admin('/newsletter-outage', { status })
}

/**
 * Waits until the e-mails the function sends after its answers (EdgeRuntime.waitUntil) have gone out: those of
 * the stand-in's HTTP route and those of handlers called in this test process.
 */
export async function settle(): Promise<void> {
  installEdgeRuntime()
  await settleBackgroundTasks()
  await admin('/settle', {})
}

/** Runs the notification retry job once, as the schedule does (POST …/send-form-notification/retry). */
export async function runRetryJob(): Promise<{ inquiries: number; sent: number; failed: number }> {
  const { url } = standIn()
  const response = await fetch(`${url}/functions/v1/send-form-notification/retry`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${NOTIFICATION_RETRY_SECRET}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  if (!response.ok)
    throw new Error(`retry job answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { inquiries: number; sent: number; failed: number }
}
