import { env } from '@/config/env'

/**
 * Sends a "Suggest a correction" report to the report-correction edge function with a plain fetch and the
 * publishable key, like the inquiry (ADR 042): no supabase-js on the public pages (docs/decisions/131).
 */
export const CORRECTION_FUNCTION_PATH = '/functions/v1/report-correction'
export const MESSAGE_MAX = 2000

export interface CorrectionReport {
  page: string
  message: string
  email: string
  /** The honeypot: empty for people. */
  website: string
}

export type CorrectionOutcome =
  | { ok: true }
  | { ok: false; kind: 'invalid'; fields: Record<string, string> }
  | { ok: false; kind: 'rate_limited' | 'unavailable' }

export function messageLengthError(length: number): string {
  return `Please keep it under ${MESSAGE_MAX.toLocaleString('en-US')} characters (this one has ${length.toLocaleString('en-US')}).`
}

export async function sendCorrection(
  report: CorrectionReport,
  {
    fetchImpl = fetch,
    baseUrl = env.supabaseUrl,
    apiKey = env.supabasePublishableKey,
  }: { fetchImpl?: typeof fetch; baseUrl?: string; apiKey?: string } = {},
): Promise<CorrectionOutcome> {
  let response: Response
  try {
    response = await fetchImpl(`${baseUrl}${CORRECTION_FUNCTION_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: apiKey,
        ...(apiKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${apiKey}` }),
      },
      body: JSON.stringify(report),
    })
  } catch {
    return { ok: false, kind: 'unavailable' }
  }
  if (response.ok) return { ok: true }
  if (response.status === 429) return { ok: false, kind: 'rate_limited' }
  if (response.status === 400 || response.status === 413) {
    const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> }
    return { ok: false, kind: 'invalid', fields: body.fields ?? {} }
  }
  return { ok: false, kind: 'unavailable' }
}
