import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { corsHeaders, isOriginAllowed, parseAllowedOrigins } from '../_shared/cors.ts'
import { sendEmail } from '../_shared/email-client.ts'
import { json } from '../_shared/json.ts'
import { inquiryPageUrl, leadConfirmation, teamNotification } from './emails.ts'
import { mapToSubmission } from './map-to-submission.ts'
import { createInquiryRequestSchema, fieldErrors, type InquiryRequest } from './schema.ts'

/**
 * send-form-notification: validate → (honeypot) → idempotency → rate limit → store → notify.
 * Web-standard APIs only; the environment comes in as a parameter (index.ts passes Deno.env, the stand-in its own).
 * Stored first, notified second: an e-mail failure is recorded on the inquiry and never loses or rejects it.
 */
export type Env = Record<string, string | undefined>

const MAX_BODY_BYTES = 16_384
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 }

interface Existing {
  id: string
  request_hash: string | null
}

export async function handleRequest(request: Request, env: Env): Promise<Response> {
  const allowed = parseAllowedOrigins(env.ALLOWED_ORIGINS)
  const origin = request.headers.get('origin')
  const cors = corsHeaders(origin, allowed)

  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: isOriginAllowed(origin, allowed) ? 204 : 403,
      headers: cors,
    })
  }
  if (!isOriginAllowed(origin, allowed)) return json({ error: 'origin_not_allowed' }, 403, cors)
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { ...cors, Allow: 'POST, OPTIONS' })

  try {
    const text = await request.text()
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
      return json({ error: 'payload_too_large' }, 413, cors)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
    }

    // A filled honeypot is a bot: answer like a success, store nothing, send nothing.
    if (isHoneypotFilled(body)) return json({ ok: true, id: crypto.randomUUID() }, 200, cors)

    const parsed = createInquiryRequestSchema().safeParse(body)
    if (!parsed.success) {
      return json({ error: 'invalid_request', fields: fieldErrors(parsed.error) }, 400, cors)
    }
    const input = parsed.data
    const secret = env.RATE_LIMIT_SECRET || env.SUPABASE_SERVICE_ROLE_KEY
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY || !secret)
      throw new Error('Supabase environment missing')

    const db = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
    const requestHash = await sha256(canonicalJson(input))

    // Idempotency: a known key answers as the first time did (or 409 when the body changed).
    const existing = await findBySubmissionKey(db, input.submissionKey)
    if (existing) return replay(existing, requestHash, cors)

    const limited = await checkRateLimit(db, secret, clientIp(request), input.email)
    if (limited !== null) {
      return json({ error: 'rate_limited' }, 429, { ...cors, 'Retry-After': String(limited) })
    }

    const row = mapToSubmission(input)
    const inserted = await db
      .from('form_submissions')
      .insert({ ...row, request_hash: requestHash })
      .select('id')
      .single()
    if (inserted.error) {
      if (inserted.error.code === '23505') {
        // Two attempts with the same key raced: the other one stored it.
        const winner = await findBySubmissionKey(db, input.submissionKey)
        if (winner) return replay(winner, requestHash, cors)
      }
      throw new Error(`insert failed: ${inserted.error.code ?? ''} ${inserted.error.message}`)
    }
    const id = String((inserted.data as { id: string }).id)

    await notify(db, env, id, input)
    return json({ ok: true, id }, 200, cors)
  } catch (error) {
    console.error(
      'send-form-notification failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return json({ error: 'server_error' }, 500, cors)
  }
}

function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>).website
  return value !== undefined && value !== null && String(value).trim() !== ''
}

function replay(existing: Existing, requestHash: string, cors: Record<string, string>): Response {
  if (existing.request_hash !== null && existing.request_hash !== requestHash) {
    return json({ error: 'submission_key_conflict' }, 409, cors)
  }
  return json({ ok: true, id: String(existing.id) }, 200, cors)
}

async function findBySubmissionKey(db: SupabaseClient, key: string): Promise<Existing | null> {
  const { data, error } = await db
    .from('form_submissions')
    .select('id, request_hash')
    .eq('submission_key', key)
    .maybeSingle()
  if (error) throw new Error(`lookup failed: ${error.code ?? ''} ${error.message}`)
  return (data as Existing | null) ?? null
}

/**
 * At most RATE_LIMIT.max stored attempts per IP hash and per e-mail hash in the window. Returns the seconds to wait,
 * or null (and records the attempt). Raw IPs and e-mails are never stored: HMAC-SHA-256 with a server secret.
 */
async function checkRateLimit(
  db: SupabaseClient,
  secret: string,
  ip: string,
  email: string,
): Promise<number | null> {
  const now = Date.now()
  const since = new Date(now - RATE_LIMIT.windowMs).toISOString()
  const ipHash = await hmac(secret, `ip:${ip}`)
  const emailHash = await hmac(secret, `email:${email.trim().toLowerCase()}`)
  let wait: number | null = null
  for (const [column, value] of [
    ['ip_hash', ipHash],
    ['email_hash', emailHash],
  ] as const) {
    const { data, error } = await db
      .from('inquiry_attempts')
      .select('created_at')
      .eq(column, value)
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .limit(RATE_LIMIT.max)
    if (error) throw new Error(`rate-limit lookup failed: ${error.code ?? ''} ${error.message}`)
    const attempts = (data ?? []) as Array<{ created_at: string }>
    if (attempts.length >= RATE_LIMIT.max) {
      const oldest = Date.parse(attempts[attempts.length - 1]!.created_at)
      const seconds = Math.max(1, Math.ceil((oldest + RATE_LIMIT.windowMs - now) / 1000))
      wait = Math.max(wait ?? 0, seconds)
    }
  }
  if (wait !== null) return wait
  const { error } = await db
    .from('inquiry_attempts')
    .insert({ ip_hash: ipHash, email_hash: emailHash })
  if (error) throw new Error(`rate-limit insert failed: ${error.code ?? ''} ${error.message}`)
  return null
}

async function notify(
  db: SupabaseClient,
  env: Env,
  id: string,
  input: InquiryRequest,
): Promise<void> {
  const row = mapToSubmission(input)
  let failure: string | null = null
  if (
    !env.RESEND_API_URL ||
    !env.RESEND_API_KEY ||
    !env.TEAM_NOTIFICATION_EMAIL ||
    !env.MAIL_FROM
  ) {
    failure =
      'e-mail settings missing (RESEND_API_URL, RESEND_API_KEY, TEAM_NOTIFICATION_EMAIL, MAIL_FROM)'
  } else {
    const config = { apiUrl: env.RESEND_API_URL, apiKey: env.RESEND_API_KEY }
    const context = {
      id,
      row,
      firstName: input.name.trim(),
      from: env.MAIL_FROM,
      team: env.TEAM_NOTIFICATION_EMAIL,
      inquiryUrl: inquiryPageUrl(env.SITE_URL, id),
    }
    const results = await Promise.allSettled([
      sendEmail(config, teamNotification(context), `inquiry-${id}-team`),
      sendEmail(config, leadConfirmation(context), `inquiry-${id}-lead`),
    ])
    const errors = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [
            `${index === 0 ? 'team' : 'lead'}: ${result.reason instanceof Error ? result.reason.message : 'failed'}`,
          ]
        : [],
    )
    if (errors.length > 0) failure = errors.join('; ')
  }
  if (failure !== null)
    console.warn(`send-form-notification: inquiry ${id} stored, e-mail failed: ${failure}`)
  const { error } = await db
    .from('form_submissions')
    .update({
      notification_status: failure === null ? 'sent' : 'failed',
      notification_error: failure?.slice(0, 500) ?? null,
      notified_at: failure === null ? new Date().toISOString() : null,
    })
    .eq('id', id)
  if (error)
    console.warn(
      `send-form-notification: could not record the notification status of ${id}: ${error.message}`,
    )
}

function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const first = forwarded?.split(',')[0]?.trim()
  return first || request.headers.get('x-real-ip') || 'unknown'
}

/** JSON with sorted keys and without the honeypot: equal requests hash equally. */
export function canonicalJson(input: InquiryRequest): string {
  const { website: _website, ...rest } = input
  const entries = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(Object.fromEntries(entries))
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
}
