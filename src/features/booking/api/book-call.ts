import type {
  BookCallAnswer,
  BookCallRequest,
  BookedCall,
  SlotDay,
} from '@/lib/contracts/book-call'
import { callFunction } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

/**
 * The book-call edge function (docs/decisions/160) through the one client (src/lib/functions, ADR 180): no
 * supabase-js in the booking chunk. The family acts with its private link's token.
 */

export type { BookedCall, SlotDay }

/** What the booking screen reads: the function's answer (the contract's) with its status. */
export interface BookingAnswer extends BookCallAnswer {
  status: number
  ok: boolean
}

/** The family's requests (the team's go through admin/calls/api/calls.ts). */
export type BookingRequest = Extract<
  BookCallRequest,
  { action: 'slots' | 'call' | 'book' | 'move' | 'cancel' | 'team_move' | 'team_cancel' }
>

/**
 * Sends one request and answers in the shape the booking screen reads: the function's JSON with its status, or,
 * for a failure (a FunctionError from the one client), its code, `fields`, the days a 409 carries and the
 * sentence chosen in src/lib/functions/function-messages.ts.
 */
export async function callBookingFunction(
  body: BookingRequest,
  options: { accessToken?: string; fetchImpl?: typeof fetch } = {},
): Promise<BookingAnswer> {
  try {
    const data = await callFunction<BookCallAnswer>(
      'book-call',
      { body, accessToken: options.accessToken },
      { fetchImpl: options.fetchImpl },
    )
    return { ...data, status: 200, ok: true }
  } catch (error) {
    if (!(error instanceof FunctionError)) throw error
    const days = readDays(error.body.days)
    return {
      status: error.status ?? 0,
      ok: false,
      error: error.code,
      ...(error.unreachable || error.serverMessage
        ? { message: functionErrorMessage(FUNCTION_MESSAGES.booking, error) }
        : {}),
      fields: error.fields,
      ...(days ? { days } : {}),
    }
  }
}

function readDays(value: unknown): SlotDay[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(
    (day): day is SlotDay =>
      typeof day === 'object' &&
      day !== null &&
      'date' in day &&
      typeof day.date === 'string' &&
      'slots' in day &&
      Array.isArray(day.slots),
  )
}
