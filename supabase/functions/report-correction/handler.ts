import { z } from 'zod'
import { addressMissing, requireAddress } from '../_shared/client-address.ts'
import { json } from '../_shared/json.ts'
import {
  hmac,
  isHoneypotFilled,
  isJson,
  positive,
  serviceClient,
  type Env,
} from '../_shared/request.ts'
import { readJson } from '../_shared/read-json.ts'
import { functionApp, type Cors } from '../_shared/router.ts'
import { isStorable } from '../_shared/text.ts'
import { correctionFieldErrors, correctionSchema } from '../_shared/contracts/report-correction.ts'
import { normalizeCorrection } from './normalize.ts'

/**
 * report-correction (docs/decisions/131-suggest-a-correction.md): a reader's "Suggest a correction" report.
 * content type → size → JSON → (honeypot) → normalize → validate → one database call that rate-limits by client
 * address and stores (public.submit_correction) → answer. The same defenses as send-form-notification, and
 * nothing else: no e-mail, never an inquiry. Every bad input is a 400 naming the field; the database failing is a
 * 503 the form shows without losing the reader's text.
 */
export type { Env }

const MAX_BODY_BYTES = 16_384
export const CORRECTION_RATE_LIMIT = { max: 5, windowSeconds: 600 }

const submitResult = z.object({
  outcome: z.string(),
  id: z.string().optional(),
  retry_after: z.number().optional(),
})

const app = functionApp('report-correction')
app.post('/', (c) => reportCorrection(c.req.raw, c.env, c.get('cors')))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

/** The database failing is this function's own 503 `unavailable` (the form keeps the text), not the app's 500. */
async function reportCorrection(request: Request, env: Env, cors: Cors): Promise<Response> {
  if (!isJson(request.headers.get('content-type')))
    return json({ error: 'unsupported_media_type', accept: 'application/json' }, 415, cors)

  const read = await readJson(request, MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'too_large')
    return json(
      {
        error: 'payload_too_large',
        fields: {
          message: 'This report is too long to send. Please keep it under 2,000 characters.',
        },
      },
      413,
      cors,
    )
  if (!read.ok)
    return json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
  const body = read.value
  // A filled honeypot is a bot: answer like a success, store nothing.
  if (isHoneypotFilled(body)) return json({ ok: true, id: crypto.randomUUID() }, 200, cors)

  const parsed = correctionSchema.safeParse(normalizeCorrection(body))
  if (!parsed.success)
    return json(
      { error: 'invalid_request', fields: correctionFieldErrors(parsed.error) },
      400,
      cors,
    )
  const { page, message, email } = parsed.data
  for (const [field, value] of Object.entries({ message, email }))
    if (typeof value === 'string' && !isStorable(value))
      return json(
        { error: 'invalid_request', fields: { [field]: 'This value cannot be stored.' } },
        400,
        cors,
      )

  try {
    const secret = env.RATE_LIMIT_SECRET || env.SUPABASE_SERVICE_ROLE_KEY
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY || !secret)
      throw new Error('Supabase environment missing')
    // Limited per address (an IPv6 address by its /64); without one, refused (docs/decisions/194).
    const address = requireAddress(request.headers, env.CLIENT_IP_HEADER)
    if ('missing' in address) return addressMissing(address.missing, 'report-correction', cors)
    const ip = address.ip
    const { data, error } = await serviceClient(env).rpc('submit_correction', {
      report: { page, message, email: email || null },
      ip_key: ip === null ? null : await hmac(secret, `correction-ip:${ip}`),
      max_attempts: positive(env.CORRECTION_RATE_LIMIT_MAX, CORRECTION_RATE_LIMIT.max),
      window_seconds: positive(
        env.CORRECTION_RATE_LIMIT_WINDOW_SECONDS,
        CORRECTION_RATE_LIMIT.windowSeconds,
      ),
    })
    if (error) throw new Error(`submit_correction failed: ${error.code ?? ''} ${error.message}`)
    const result = submitResult.parse(data)
    if (result.outcome === 'rate_limited')
      return json({ error: 'rate_limited' }, 429, {
        ...cors,
        'Retry-After': String(result.retry_after ?? 1),
      })
    return json({ ok: true, id: String(result.id) }, 200, cors)
  } catch (error) {
    console.error(
      'report-correction failed:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return json({ error: 'unavailable' }, 503, cors)
  }
}
