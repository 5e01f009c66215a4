import { env } from '@/config/env'

/**
 * The book-call edge function (docs/decisions/160) with a plain fetch and the publishable key, like the inquiry
 * submit (ADR 042): no supabase-js in the booking chunk. The family acts with its private link's token.
 */
export const BOOK_CALL_PATH = '/functions/v1/book-call'

export interface SlotDay {
  /** 'YYYY-MM-DD' in the family's zone. */
  date: string
  slots: { start: string; end: string }[]
}

export interface BookedCall {
  id: string
  starts_at: string
  ends_at: string
  status: 'booked' | 'cancelled'
  sequence: number
  time_zone: string
  meeting_url: string | null
  with: string
}

export interface BookingAnswer {
  status: number
  ok: boolean
  error?: string
  message?: string
  fields?: Record<string, string>
  days?: SlotDay[]
  call?: BookedCall | null
}

export type BookingRequest =
  | { action: 'slots'; token: string; time_zone: string }
  | { action: 'call'; token: string }
  | { action: 'book'; token: string; time_zone: string; start: string; idempotency_key: string }
  | { action: 'move'; token: string; time_zone: string; start: string }
  | { action: 'cancel'; token: string }
  | { action: 'team_move'; call_id: string; start: string }
  | { action: 'team_cancel'; call_id: string }

export async function callBookingFunction(
  body: BookingRequest,
  options: { accessToken?: string; fetchImpl?: typeof fetch } = {},
): Promise<BookingAnswer> {
  const apiKey = env.supabasePublishableKey
  const authorization: Record<string, string> = options.accessToken
    ? { Authorization: `Bearer ${options.accessToken}` }
    : apiKey.startsWith('sb_')
      ? {}
      : { Authorization: `Bearer ${apiKey}` }
  let response: Response
  try {
    response = await (options.fetchImpl ?? fetch)(`${env.supabaseUrl}${BOOK_CALL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: apiKey, ...authorization },
      body: JSON.stringify(body),
    })
  } catch {
    return {
      status: 0,
      ok: false,
      error: 'network',
      message: 'We could not reach our server. Please try again.',
    }
  }
  const data = (await response.json().catch(() => ({}))) as Omit<BookingAnswer, 'status'>
  return { ...data, status: response.status, ok: response.ok }
}
