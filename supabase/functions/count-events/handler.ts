import { z } from 'zod'
import { limitAddress } from '../_shared/client-address.ts'
import { json } from '../_shared/json.ts'
import { readJson } from '../_shared/read-json.ts'
import { hmac, positive, serviceClient, type Env } from '../_shared/request.ts'
import { fieldErrors } from '../_shared/contracts/count-events.ts'
import { functionApp, type Cors } from '../_shared/router.ts'
import { countBatchSchema } from './schema.ts'

/**
 * count-events: the site's aggregate counts (docs/decisions/170-lead-sources-and-counts.md). The browser sends a
 * batch with navigator.sendBeacon once the page is idle: a text/plain body (a CORS-safelisted type, so no
 * preflight) holding JSON. Validate → one database call that rate-limits and adds the counts
 * (public.record_page_events) → 204. Nothing about the sender is stored: no address, no user agent, no id; the
 * rate limit's bucket is an HMAC of the address and the current window, kept for that window only. One route,
 * POST /count-events (the gate and the error handler: _shared/router.ts; an error is a 500 `server_error`).
 */
export type { Env }

const MAX_BODY_BYTES = 4096
export const COUNT_RATE_LIMIT = { max: 120, windowSeconds: 60 }
export const COUNT_SOURCES_MAX = 200

const recordResult = z.object({ outcome: z.string(), retry_after: z.number().optional() })

const app = functionApp('count-events')
app.post('/', (c) => countEvents(c.req.raw, c.env, c.get('cors')))

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

async function countEvents(request: Request, env: Env, cors: Cors): Promise<Response> {
  const media = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (media !== 'text/plain' && media !== 'application/json')
    return json(
      { error: 'unsupported_media_type', accept: 'text/plain, application/json' },
      415,
      cors,
    )

  const read = await readJson(request, MAX_BODY_BYTES)
  if (!read.ok)
    return read.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, cors)
      : json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
  const body = read.value
  const parsed = countBatchSchema.safeParse(body)
  if (!parsed.success)
    return json({ error: 'invalid_request', fields: fieldErrors(parsed.error) }, 400, cors)

  const secret = env.RATE_LIMIT_SECRET || env.SUPABASE_SERVICE_ROLE_KEY
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY || !secret)
    throw new Error('Supabase environment missing')
  const windowSeconds = positive(
    env.COUNT_RATE_LIMIT_WINDOW_SECONDS,
    COUNT_RATE_LIMIT.windowSeconds,
  )
  const window = Math.floor(Date.now() / 1000 / windowSeconds)
  // An IPv6 address by its /64 (docs/decisions/194); no address shares one bucket.
  const address = limitAddress(request.headers, env.CLIENT_IP_HEADER) ?? 'no-address'
  const { data, error } = await serviceClient(env).rpc('record_page_events', {
    events: parsed.data.events,
    bucket_key: await hmac(secret, `count:${window}:${address}`),
    max_requests: positive(env.COUNT_RATE_LIMIT_MAX, COUNT_RATE_LIMIT.max),
    window_seconds: windowSeconds,
    // Past this many distinct sources a day, a new one counts as 'other' (docs/decisions/194).
    max_sources: positive(env.COUNT_SOURCES_MAX, COUNT_SOURCES_MAX),
  })
  if (error) throw new Error(`record failed: ${error.code ?? ''} ${error.message}`)
  const result = recordResult.parse(data)
  if (result.outcome === 'rate_limited')
    return json({ error: 'rate_limited' }, 429, {
      ...cors,
      'Retry-After': String(result.retry_after ?? 1),
    })
  return new Response(null, { status: 204, headers: { ...cors, 'Cache-Control': 'no-store' } })
}
