import { z } from 'zod'
import { json } from '../_shared/json.ts'
import { readJson } from '../_shared/read-json.ts'
import { functionApp, originGate, type Cors } from '../_shared/router.ts'
import { issuePrivateLink } from '../_shared/private-link.ts'
import { sendDueStoryEmails } from '../_shared/story-notifications.ts'
import {
  afterResponse,
  hmac,
  isHoneypotFilled,
  isJson,
  isRetryCaller,
  positive,
  serviceClient,
  sha256,
} from '../_shared/request.ts'
import { limitAddress } from '../_shared/client-address.ts'
import { CLAIM_SECONDS, deliverEmails, retryDueEmails, type Env } from './delivery.ts'
import { hasSource, toSourceRow } from './lead-source.ts'
import { mapToSubmission } from './map-to-submission.ts'
import { normalizeRequestBody, unstorableField } from './normalize.ts'
import { createInquiryRequestSchema, fieldErrors, type InquiryRequest } from './schema.ts'

/**
 * send-form-notification: content type → JSON → (honeypot) → normalise → validate → one database call that
 * replays, rate-limits and stores (public.submit_inquiry) → answer → e-mails after the answer.
 * Web-standard APIs only; the environment comes in as a parameter (index.ts passes Deno.env, the stand-in its own).
 * POST …/send-form-notification/retry (with the retry secret) is the scheduled job that re-sends pending e-mails.
 * Every answer is below 500 unless the database or the configuration fails; no answer carries a stack trace.
 */
export type { Env }

const MAX_BODY_BYTES = 16_384

/** What public.submit_inquiry answers (a jsonb object): read, not cast. */
const submitResult = z.object({
  outcome: z.string(),
  id: z.string().optional(),
  retry_after: z.number().optional(),
})
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 }

// The retry job's route answers a server (no CORS); the form's passes the origin gate.
const app = functionApp('send-form-notification', { browser: false })
app.all('/retry', (c) => handleRetry(c.req.raw, c.env))
app.all('/retry/', (c) => handleRetry(c.req.raw, c.env))
app.use('*', originGate())
app.post('/', (c) => submitInquiry(c.req.raw, c.env, c.get('cors')))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

async function submitInquiry(request: Request, env: Env, cors: Cors): Promise<Response> {
  if (!isJson(request.headers.get('content-type')))
    return json({ error: 'unsupported_media_type', accept: 'application/json' }, 415, cors)

  const read = await readJson(request, MAX_BODY_BYTES)
  if (!read.ok)
    return read.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, cors)
      : json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
  const body = read.value

  // A filled honeypot is a bot: answer like a success, store nothing, send nothing.
  if (isHoneypotFilled(body)) return json({ ok: true, id: crypto.randomUUID() }, 200, cors)

  const parsed = createInquiryRequestSchema().safeParse(normalizeRequestBody(body))
  if (!parsed.success) {
    return json({ error: 'invalid_request', fields: fieldErrors(parsed.error) }, 400, cors)
  }
  const input = parsed.data
  const unstorable = unstorableField(input)
  if (unstorable !== null) return cannotStore(unstorable, cors)

  const secret = env.RATE_LIMIT_SECRET || env.SUPABASE_SERVICE_ROLE_KEY
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY || !secret)
    throw new Error('Supabase environment missing')
  const db = serviceClient(env)
  // Per address: an IPv6 address counts by its /64 (the one helper every limit uses: client-address.ts).
  const ip = limitAddress(request.headers, env.CLIENT_IP_HEADER)
  const row = { ...mapToSubmission(input), first_name: input.name.trim() }
  const { data, error } = await db.rpc('submit_inquiry', {
    submission: row,
    request_digest: await sha256(canonicalJson(input)),
    ip_key: ip === null ? null : await hmac(secret, `ip:${ip}`),
    email_key: await hmac(secret, `email:${input.email.trim().toLowerCase()}`),
    max_attempts: positive(env.RATE_LIMIT_MAX, RATE_LIMIT.max),
    window_seconds: positive(env.RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT.windowMs / 1000),
    claim_seconds: CLAIM_SECONDS,
  })
  if (error) {
    const field = storageErrorField(error)
    if (field !== undefined) return cannotStore(field, cors)
    throw new Error(`submit failed: ${error.code ?? ''} ${error.message}`)
  }
  const result = submitResult.parse(data)
  if (result.outcome === 'rate_limited')
    return json({ error: 'rate_limited' }, 429, {
      ...cors,
      'Retry-After': String(result.retry_after ?? 1),
    })
  if (result.outcome === 'conflict') return json({ error: 'submission_key_conflict' }, 409, cors)
  const id = String(result.id)
  if (result.outcome === 'stored' && hasSource(input.source)) {
    // Where the lead came from (ADR 170): kept beside the inquiry; a failure here never loses the inquiry.
    const { error: sourceError } = await db
      .from('inquiry_sources')
      .insert(toSourceRow(id, input.source))
    if (sourceError)
      console.error('send-form-notification: source not stored:', sourceError.message)
  }
  if (result.outcome === 'stored') {
    // The family's private link (docs/decisions/150): in the answer (the thank-you page links to it) and in the
    // confirmation e-mail. A replay gets none: the first answer and the e-mail carry it, and a new one would
    // silently break the e-mailed link. If issuing fails, the inquiry still stands; /journey sends a new link.
    const journeyToken = await issuePrivateLink(db, id).then(
      (link) => link.token,
      (error: unknown) => {
        console.error(
          'send-form-notification: no private link:',
          error instanceof Error ? error.message : 'unknown error',
        )
        return undefined
      },
    )
    // Answer first: the e-mails go out after the answer (EdgeRuntime.waitUntil keeps the worker alive).
    afterResponse(
      deliverEmails(
        db,
        env,
        {
          ...row,
          id,
          notification_status: 'pending',
          confirmation_status: 'pending',
          // What the database's insert trigger set (20261125800000_newsletter_outbox.sql).
          newsletter_status: row.newsletter_consent ? 'pending' : 'none',
        },
        journeyToken,
      ),
    )
    return json({ ok: true, id, ...(journeyToken ? { journeyToken } : {}) }, 200, cors)
  }
  return json({ ok: true, id }, 200, cors)
}

/** The scheduled retry job (pg_cron + pg_net on hosted Supabase, an interval in the stand-in). */
async function handleRetry(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST')
    return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
  if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401)
  try {
    const totals = await retryDueEmails(serviceClient(env), env)
    // The families' story e-mails to the team that are due (docs/decisions/151) ride on the same job.
    await sendDueStoryEmails(serviceClient(env), env).catch((error: unknown) =>
      console.warn('story e-mails failed:', error instanceof Error ? error.message : error),
    )
    return json({ ok: true, ...totals }, 200)
  } catch (error) {
    console.error(
      'send-form-notification retry failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return json({ error: 'server_error' }, 500)
  }
}

function cannotStore(field: string, cors: Record<string, string>): Response {
  const message =
    field === 'towns'
      ? 'Not an Italian comune with this province and region (ISTAT list).'
      : 'This value cannot be stored.'
  return json({ error: 'invalid_request', fields: { [field]: message } }, 400, cors)
}

const COLUMN_FIELDS: Record<string, string> = {
  name: 'name',
  first_name: 'name',
  email: 'email',
  phone: 'phone',
  regions: 'regions',
  travel_dates: 'travelDate',
  agency_id: 'agencyId',
  itinerary_id: 'itineraryId',
  towns: 'towns',
}

/**
 * A database error caused by the data (class 22: data exception, 23514: check violation), with the request field
 * it concerns ('_' when the message names none); undefined for any other error.
 */
function storageErrorField(error: { code?: string; message?: string }): string | undefined {
  const code = error.code ?? ''
  if (!code.startsWith('22') && code !== '23514') return undefined
  const column = /form_submissions_(\w+?)_check/.exec(error.message ?? '')?.[1]
  return (column && COLUMN_FIELDS[column]) || '_'
}

/** JSON with sorted keys and without the honeypot: equal requests hash equally. */
export function canonicalJson(input: InquiryRequest): string {
  const { website: _website, ...rest } = input
  const entries = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(Object.fromEntries(entries))
}
