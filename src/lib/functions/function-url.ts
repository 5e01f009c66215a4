import { env } from '@/config/env'

/**
 * Where an edge function answers (docs/decisions/180): the one place that builds a `functions/v1` URL. Kept apart
 * from the client so that the page-count beacon, on every page, carries nothing else.
 */
export type FunctionName =
  | 'send-form-notification'
  | 'journey'
  | 'book-call'
  | 'report-correction'
  | 'count-events'
  | 'agency'
  | 'research-fee'
  | 'research'

export function functionUrl(name: FunctionName, path = '', baseUrl = env.supabaseUrl): string {
  return `${baseUrl}/functions/v1/${name}${path}`
}

/**
 * Sends `body` as a beacon (navigator.sendBeacon; a keepalive fetch when the browser refuses), for answers nobody
 * reads (count-events). A string body travels as text/plain: no preflight.
 */
export function sendBeacon(name: FunctionName, body: unknown, baseUrl = env.supabaseUrl): void {
  const url = functionUrl(name, '', baseUrl)
  const text = JSON.stringify(body)
  try {
    if (!navigator.sendBeacon?.(url, text))
      void fetch(url, { method: 'POST', body: text, keepalive: true }).catch(() => undefined)
  } catch {
    // Counting never breaks the page.
  }
}
