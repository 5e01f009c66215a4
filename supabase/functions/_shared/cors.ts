import { json } from './json.ts'
import { isLocalStack } from './server-env.ts'

/**
 * CORS for browser-called functions (docs functions/cors.mdx): answer the preflight, and put the headers on every
 * response. Origins come from ALLOWED_ORIGINS (comma-separated; `*` allows any origin, for local stacks).
 * Unset, it is `*` on a local stack with a warning, and refused (503, logged) on a deployed one
 * (docs/decisions/194-missing-client-address.md).
 */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type'

let warned = false

/**
 * The ALLOWED_ORIGINS setting a function answers with: as set; unset on a local stack, `*` (warned once);
 * unset on a deployment, null: browserGate then refuses every request until it is set.
 */
export function allowedOrigins(env: {
  ALLOWED_ORIGINS?: string
  SUPABASE_URL?: string
}): string | null {
  if (env.ALLOWED_ORIGINS?.trim()) return env.ALLOWED_ORIGINS
  if (isLocalStack(env.SUPABASE_URL)) {
    if (!warned)
      console.warn('ALLOWED_ORIGINS is not set: any origin is allowed (a local stack only)')
    warned = true
    return '*'
  }
  console.error('ALLOWED_ORIGINS is not set on a deployed project: every request is refused')
  return null
}

export function parseAllowedOrigins(value: string | undefined): string[] {
  const list = (value ?? '*')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return list.length > 0 ? list : ['*']
}

/** Whether a browser at `origin` may call us. Requests without an Origin header (servers, curl) are not CORS. */
export function isOriginAllowed(origin: string | null, allowed: string[]): boolean {
  if (origin === null) return true
  return allowed.includes('*') || allowed.includes(origin)
}

export function corsHeaders(origin: string | null, allowed: string[]): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
  if (allowed.includes('*')) headers['Access-Control-Allow-Origin'] = '*'
  else if (origin !== null && allowed.includes(origin))
    headers['Access-Control-Allow-Origin'] = origin
  return headers
}

/**
 * What every browser-called function checks first, in one place: the preflight (204, or 403 for an origin not
 * allowed), a refused origin (403) and a method not offered (405). `refusal` is the answer to send when there is
 * one; `cors` goes on every other answer. `extra` widens the headers (the journey function's methods and token).
 */
export function browserGate(
  request: Request,
  allowedOrigins: string | null | undefined,
  methods: string[] = ['POST'],
  extra: Record<string, string> = {},
): { cors: Record<string, string>; refusal?: Response } {
  if (allowedOrigins === null)
    return { cors: {}, refusal: json({ error: 'server_misconfigured' }, 503, {}) }
  const allowed = parseAllowedOrigins(allowedOrigins)
  const origin = request.headers.get('origin')
  const cors = { ...corsHeaders(origin, allowed), ...extra }
  if (request.method === 'OPTIONS')
    return {
      cors,
      refusal: new Response(null, {
        status: isOriginAllowed(origin, allowed) ? 204 : 403,
        headers: cors,
      }),
    }
  if (!isOriginAllowed(origin, allowed))
    return { cors, refusal: json({ error: 'origin_not_allowed' }, 403, cors) }
  if (!methods.includes(request.method))
    return {
      cors,
      refusal: json({ error: 'method_not_allowed' }, 405, {
        ...cors,
        Allow: `${methods.join(', ')}, OPTIONS`,
      }),
    }
  return { cors }
}
