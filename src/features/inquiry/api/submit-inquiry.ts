import { env } from '@/config/env'
import type { InquiryRequestBody } from '../inquiry-request'

/**
 * Sends an inquiry to the send-form-notification edge function with a plain fetch and the anon key, as
 * supabase-js's `functions.invoke` would (docs/decisions/042-inquiry-submit-with-fetch.md): no supabase-js in the
 * wizard. Network errors and 5xx answers are retried with the same submission key (the function is idempotent);
 * 4xx answers are not.
 */
export const FUNCTION_PATH = '/functions/v1/send-form-notification'

export class InquirySubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'InquirySubmitError'
  }
}

export interface SubmitOptions {
  /** Waits before each retry, in ms. */
  retryDelays?: number[]
  fetchImpl?: typeof fetch
  baseUrl?: string
  /** The publishable key (or, during the migration, a legacy anon key). */
  apiKey?: string
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function submitInquiry(
  body: InquiryRequestBody,
  {
    retryDelays = [600, 1500],
    fetchImpl = fetch,
    baseUrl = env.supabaseUrl,
    apiKey = env.supabasePublishableKey,
  }: SubmitOptions = {},
): Promise<{ id: string; journeyToken?: string }> {
  let lastError: InquirySubmitError = new InquirySubmitError('not sent', null)
  for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
    if (attempt > 0) await wait(retryDelays[attempt - 1] ?? 0)
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${FUNCTION_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: apiKey,
          // A legacy anon key is a JWT and goes in Authorization too; a publishable key is not a JWT, and the
          // function does not ask for one (verify_jwt = false, ADR 011), so it travels as the apikey only.
          ...(apiKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${apiKey}` }),
        },
        body: JSON.stringify(body),
      })
    } catch (error) {
      lastError = new InquirySubmitError(
        error instanceof Error ? error.message : 'network error',
        null,
      )
      continue
    }
    if (response.ok) {
      const data = (await response.json().catch(() => ({}))) as {
        id?: unknown
        journeyToken?: unknown
      }
      return {
        id: typeof data.id === 'string' ? data.id : '',
        // The family's private link (docs/decisions/150), when this answer issued one.
        ...(typeof data.journeyToken === 'string' ? { journeyToken: data.journeyToken } : {}),
      }
    }
    lastError = new InquirySubmitError(
      `send-form-notification answered ${response.status}`,
      response.status,
    )
    if (response.status < 500) break
  }
  throw lastError
}
