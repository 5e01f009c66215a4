import type { IncomingMessage } from 'node:http'

/** A response the router writes; `body` undefined means no body. */
export interface Reply {
  status: number
  headers?: Record<string, string>
  body?: string | Uint8Array
}

export const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Preference-Applied',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
].join(', ')

export function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    ...(request.method === 'OPTIONS'
      ? {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
          'Access-Control-Allow-Headers':
            String(request.headers['access-control-request-headers'] ?? '') ||
            'authorization, x-client-info, apikey, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count',
          'Access-Control-Max-Age': '3600',
        }
      : {}),
  }
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  }
}

export function html(status: number, body: string): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body }
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

export async function readBody(request: IncomingMessage, limit = 5 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new Error('Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  if (body.length === 0) return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) }
  } catch {
    return { ok: false }
  }
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A small accessible HTML page (the newsletter answer lands in a hidden frame that axe also inspects). */
export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#fbf7f0;color:#2b2420;margin:0;padding:2rem;line-height:1.5}
main{max-width:72rem;margin:0 auto}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #e3d9cc;padding:.5rem;text-align:left;vertical-align:top}
th{background:#f3ebe0}
iframe{width:100%;min-height:12rem;border:1px solid #e3d9cc;background:#fff}
a{color:#8f3b22}
</style>
</head>
<body><main>${content}</main></body>
</html>`
}
