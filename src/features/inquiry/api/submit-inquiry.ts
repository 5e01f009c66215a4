import type { InquiryRequestBody } from '@/features/inquiry/lib/inquiry-request'
import { callFunction, type FunctionClientOptions } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'

/**
 * Sends an inquiry to the send-form-notification edge function through the one client (src/lib/functions,
 * docs/decisions/180): no supabase-js in the wizard (ADR 042). No answer and 5xx answers are retried with the
 * same submission key (the function is idempotent); 4xx answers are not. Fails with a FunctionError.
 */
export interface SubmitOptions extends FunctionClientOptions {
  /** Waits before each retry, in ms. */
  retryDelays?: number[]
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function submitInquiry(
  body: InquiryRequestBody,
  { retryDelays = [600, 1500], ...client }: SubmitOptions = {},
): Promise<{ id: string; journeyToken?: string }> {
  let lastError = new FunctionError({ status: null, code: 'network', technical: 'not sent' })
  for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
    if (attempt > 0) await wait(retryDelays[attempt - 1] ?? 0)
    try {
      const data = await callFunction('send-form-notification', { body }, client)
      return {
        id: typeof data.id === 'string' ? data.id : '',
        // The family's private link (docs/decisions/150), when this answer issued one.
        ...(typeof data.journeyToken === 'string' ? { journeyToken: data.journeyToken } : {}),
      }
    } catch (error) {
      if (!(error instanceof FunctionError)) throw error
      lastError = error
      if (error.status !== null && error.status < 500) break
    }
  }
  throw lastError
}
