import { describe, expect, inject, it } from 'vitest'
import { fileUrlAnswerSchema } from '@/lib/contracts/journey'
import { callFunction, keyHeaders, type FunctionRequest } from './function-client'
import { FunctionError, readRetryAfter } from './function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from './function-messages'

/**
 * The one client against a real HTTP server on 127.0.0.1 (tests/setup/answer-server.ts; docs/decisions/180): one
 * test per failure shape and the sentence each shows. Only "network down" uses a fetch that never connects.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    answerServerUrl: string
  }
}

const baseUrl = inject('answerServerUrl')

/** Asks the server to answer with `status`, `body` and `headers` (after `delayMs`). */
const answered = (
  answer: { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number },
  request: FunctionRequest<Record<string, unknown>> = {},
): FunctionRequest<Record<string, unknown>> => ({
  ...request,
  headers: { 'X-Answer': JSON.stringify(answer) },
})

const key = 'sb_publishable_test'
const failure = async (promise: Promise<unknown>): Promise<FunctionError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof FunctionError)) throw new Error(`expected a FunctionError, got ${error}`)
  return error
}

describe('callFunction', () => {
  it('sends JSON with the key once and returns the answer', async () => {
    const echo = await callFunction(
      'send-form-notification',
      { body: { a: 1 } },
      { baseUrl, apiKey: key },
    )
    expect(echo).toMatchObject({
      method: 'POST',
      path: '/functions/v1/send-form-notification',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: '{"a":1}',
    })
    expect(echo.headers).not.toHaveProperty('authorization')
    const answer = answered({ status: 200, body: { id: 'abc' } })
    expect(await callFunction('journey', answer, { baseUrl, apiKey: key })).toEqual({ id: 'abc' })
  })

  it('the key rule: a legacy JWT key goes in Authorization too; a session token replaces it', () => {
    expect(keyHeaders('sb_publishable_x')).toEqual({ apikey: 'sb_publishable_x' })
    expect(keyHeaders('eyJ.legacy')).toEqual({
      apikey: 'eyJ.legacy',
      Authorization: 'Bearer eyJ.legacy',
    })
    expect(keyHeaders('sb_publishable_x', 'session')).toEqual({
      apikey: 'sb_publishable_x',
      Authorization: 'Bearer session',
    })
  })

  it('network down: status null, code network; the sentence of each screen', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'))
    const error = await failure(
      callFunction('journey', { path: '/link' }, { fetchImpl: down, baseUrl }),
    )
    expect([error.status, error.code, error.unreachable]).toEqual([null, 'network', true])
    expect(functionErrorMessage(FUNCTION_MESSAGES.booking, error)).toBe(
      'We could not reach our server. Please try again.',
    )
    expect(functionErrorMessage(FUNCTION_MESSAGES.console, error)).toBe(
      'The server could not be reached. Please try again.',
    )
    expect(functionErrorMessage(FUNCTION_MESSAGES.inquiry, error)).toBe(
      'There was a problem submitting your request. Please try again.',
    )
  })

  it('timeout: the call is aborted after timeoutMs, code timeout', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )
    const started = Date.now()
    const error = await failure(
      callFunction('journey', { timeoutMs: 50 }, { fetchImpl: never, baseUrl }),
    )
    expect(Date.now() - started).toBeLessThan(1000)
    expect([error.status, error.code]).toEqual([null, 'timeout'])
    expect(functionErrorMessage(FUNCTION_MESSAGES.correction, error)).toBe(
      'We could not save your report just now. Your text is still here: please try again in a minute.',
    )
  })

  it('a slow real server past the timeout is a timeout too', async () => {
    const slow = answered({ status: 200, body: {}, delayMs: 500 }, { timeoutMs: 100 })
    const error = await failure(callFunction('journey', slow, { baseUrl, apiKey: key }))
    expect(error.code).toBe('timeout')
  })

  it('400 naming a field: the field, its sentence, the code', async () => {
    const invalid = answered({
      status: 400,
      body: {
        error: 'invalid_request',
        fields: { email: 'An e-mail address such as name@example.com.' },
      },
    })
    const error = await failure(callFunction('journey', invalid, { baseUrl, apiKey: key }))
    expect([error.status, error.code, error.field]).toEqual([400, 'invalid_request', 'email'])
    expect(error.fieldMessage).toBe('An e-mail address such as name@example.com.')
    expect(functionErrorMessage(FUNCTION_MESSAGES.linkRequest, error)).toBe(
      'Please enter an e-mail address such as name@example.com.',
    )
    expect(functionErrorMessage(FUNCTION_MESSAGES.upload, error)).toBe(
      'An e-mail address such as name@example.com.',
    )
  })

  it('404: the status, the code the server sent', async () => {
    const missing = answered({ status: 404, body: { error: 'not_found' } }, { method: 'GET' })
    const error = await failure(callFunction('journey', missing, { baseUrl, apiKey: key }))
    expect([error.status, error.code, error.field]).toEqual([404, 'not_found', null])
    expect(functionErrorMessage(FUNCTION_MESSAGES.linkRequest, error)).toBe(
      'We could not send it just now: please try again.',
    )
  })

  it('409: the body travels with the error (the latest story, the free times)', async () => {
    const taken = answered({
      status: 409,
      body: { error: 'slot_taken', message: 'That time was just taken', days: [] },
    })
    const error = await failure(callFunction('book-call', taken, { baseUrl, apiKey: key }))
    expect([error.status, error.code]).toEqual([409, 'slot_taken'])
    expect(error.body.days).toEqual([])
    expect(functionErrorMessage(FUNCTION_MESSAGES.booking, error)).toBe('That time was just taken')
  })

  it('429 with Retry-After: the seconds to wait, and the sentence', async () => {
    const limited = answered({
      status: 429,
      body: { error: 'rate_limited' },
      headers: { 'Retry-After': '600' },
    })
    const error = await failure(
      callFunction('report-correction', limited, { baseUrl, apiKey: key }),
    )
    expect([error.status, error.code, error.retryAfter]).toEqual([429, 'rate_limited', 600])
    expect(functionErrorMessage(FUNCTION_MESSAGES.correction, error)).toBe(
      'You have sent several reports in a few minutes. Please try again in ten minutes; your text is still here.',
    )
    expect(functionErrorMessage(FUNCTION_MESSAGES.linkRequest, error)).toBe(
      'Too many requests: please try again in an hour.',
    )
  })

  it('5xx without a body: code http_503, the fallback sentence', async () => {
    const down = answered({ status: 503 })
    const error = await failure(callFunction('book-call', down, { baseUrl, apiKey: key }))
    expect([error.status, error.code, error.retryAfter]).toEqual([503, 'http_503', null])
    expect(functionErrorMessage(FUNCTION_MESSAGES.booking, error)).toBe(
      'That did not work. Please try again.',
    )
    expect(functionErrorMessage(FUNCTION_MESSAGES.upload, error)).toBe(
      'The upload failed (the connection may have dropped).',
    )
  })

  it('an answer the contract (its zod schema) refuses is invalid_response, never a half-read object', async () => {
    const parse = (data: unknown) => fileUrlAnswerSchema.parse(data)
    const wrong = { ...answered({ status: 200, body: { url: 42 } }), parse }
    const error = await failure(callFunction('journey', wrong, { baseUrl, apiKey: key }))
    expect([error.status, error.code]).toEqual([200, 'invalid_response'])
  })
})

describe('readRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(readRetryAfter('120')).toBe(120)
    expect(readRetryAfter(new Date(61_000).toUTCString(), () => 0)).toBe(61)
    expect(readRetryAfter(null)).toBeNull()
    expect(readRetryAfter('soon')).toBeNull()
  })
})
