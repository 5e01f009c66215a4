/**
 * CORS for browser-called functions (docs functions/cors.mdx): answer the preflight, and put the headers on every
 * response. Origins come from ALLOWED_ORIGINS (comma-separated; `*` allows any origin, for local stacks).
 */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type'

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
