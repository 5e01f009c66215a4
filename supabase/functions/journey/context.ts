import {
  afterResponse,
  serviceClient,
  userClient,
  type Env,
  type ServiceClient,
} from '../_shared/request.ts'

/** What every route of the journey function shares (docs/decisions/151). */
export { afterResponse, serviceClient, userClient, type Env, type ServiceClient }

export const BUCKET = 'journey-files'

export interface Ctx {
  env: Env
  db: ServiceClient
  cors: Record<string, string>
}

export function json(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
  })
}

export function invalid(fields: Record<string, string>, cors: Record<string, string>): Response {
  return json({ error: 'invalid_request', fields }, 400, cors)
}

/** A bare 404: says nothing about why (unknown, expired, revoked link; another inquiry's file). */
export function notFound(cors: Record<string, string>): Response {
  return json({ error: 'not_found' }, 404, cors)
}

export async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: 'too_large' | 'not_json' }> {
  const text = await request.text()
  if (new TextEncoder().encode(text).length > maxBytes) return { ok: false, response: 'too_large' }
  try {
    return { ok: true, value: text === '' ? {} : JSON.parse(text) }
  } catch {
    return { ok: false, response: 'not_json' }
  }
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
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

export function positive(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : fallback
}

/**
 * Counts an attempt for `key` and answers the seconds to wait (0: go ahead). `record: false` only checks.
 * The keys are HMACs (RATE_LIMIT_SECRET) of the link's hash or the address: the log holds neither.
 */
export async function rateLimited(
  ctx: Ctx,
  key: string,
  max: number,
  windowSeconds: number,
  record = true,
): Promise<number> {
  const secret = ctx.env.RATE_LIMIT_SECRET || (ctx.env.SUPABASE_SERVICE_ROLE_KEY as string)
  const { data, error } = await ctx.db.rpc('journey_rate_limit', {
    key: await hmac(secret, key),
    max_attempts: max,
    window_seconds: windowSeconds,
    record,
  })
  if (error) throw new Error(`journey_rate_limit failed: ${error.message}`)
  return Number(data ?? 0)
}

export function tooMany(seconds: number, cors: Record<string, string>): Response {
  return json({ error: 'rate_limited' }, 429, { ...cors, 'Retry-After': String(seconds) })
}
