import { env } from '@/config/env'
import { FunctionError, readRetryAfter } from './function-error'
import { functionUrl, type FunctionName } from './function-url'

/**
 * The one way the app calls an edge function (docs/decisions/180-one-client-one-contract.md): a plain fetch (no
 * supabase-js on the public pages, ADR 042), the key rule written once, a timeout, and one failure shape,
 * FunctionError, read from the answer's status, `error`, `fields` and Retry-After. The wire shapes are the
 * contracts in src/lib/contracts/ (copies of supabase/functions/_shared/contracts/, made by `npm run gen:types`).
 */
export const DEFAULT_TIMEOUT_MS = 20_000

export interface FunctionRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** After the function's name, e.g. '/story'. */
  path?: string
  /** Sent as JSON. */
  body?: unknown
  /** Extra headers, e.g. the journey's X-Journey-Token. */
  headers?: Record<string, string>
  /** A signed-in team member's access token: sent as the Authorization bearer instead of the key's rule. */
  accessToken?: string
  keepalive?: boolean
  timeoutMs?: number
  /** The contract's response schema (its `parse`): a body it refuses fails as 'invalid_response'. */
  parse?: (data: unknown) => T
}

export interface FunctionClientOptions {
  fetchImpl?: typeof fetch
  baseUrl?: string
  /** The publishable key (or, during the migration, a legacy anon key: ADR 098). */
  apiKey?: string
}

/**
 * The key rule, once: the key always travels as `apikey`. A legacy anon key is a JWT and goes in Authorization
 * too; a publishable key is not a JWT and the functions do not ask for one (verify_jwt = false, ADR 011). A team
 * member's session token, when given, is the Authorization bearer.
 */
export function keyHeaders(
  apiKey = env.supabasePublishableKey,
  accessToken?: string,
): Record<string, string> {
  const bearer = accessToken ?? (apiKey.startsWith('sb_') ? undefined : apiKey)
  return { apikey: apiKey, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) }
}

function readBody(text: string): Record<string, unknown> | null {
  if (text === '') return {}
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? Object.fromEntries(Object.entries(data))
      : null
  } catch {
    return null
  }
}

function readFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/** Calls `name` and returns its JSON answer (parsed by `parse` when given); any failure throws a FunctionError. */
export async function callFunction<T = Record<string, unknown>>(
  name: FunctionName,
  request: FunctionRequest<T> = {},
  {
    fetchImpl = fetch,
    baseUrl = env.supabaseUrl,
    apiKey = env.supabasePublishableKey,
  }: FunctionClientOptions = {},
): Promise<T> {
  const { method = 'POST', path = '', body, timeoutMs = DEFAULT_TIMEOUT_MS } = request
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetchImpl(functionUrl(name, path, baseUrl), {
      method,
      headers: {
        ...keyHeaders(apiKey, request.accessToken),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive: request.keepalive,
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    })
    text = await response.text()
  } catch (error) {
    const technical = error instanceof Error ? error.message : String(error)
    throw new FunctionError({ status: null, code: timedOut ? 'timeout' : 'network', technical })
  } finally {
    clearTimeout(timer)
  }
  const data = readBody(text)
  if (!response.ok) {
    const answer = data ?? {}
    throw new FunctionError({
      status: response.status,
      code: typeof answer.error === 'string' ? answer.error : `http_${response.status}`,
      fields: readFields(answer.fields),
      retryAfter: readRetryAfter(response.headers.get('Retry-After')),
      body: answer,
    })
  }
  if (data === null)
    throw new FunctionError({ status: response.status, code: 'invalid_response', technical: text })
  if (!request.parse) {
    // No schema on this route (zod stays off the public pages: ADR 180): the contract's type is the shape.
    const typed: T = JSON.parse(text === '' ? '{}' : text)
    return typed
  }
  try {
    return request.parse(data)
  } catch (error) {
    throw new FunctionError({
      status: response.status,
      code: 'invalid_response',
      body: data,
      technical: error instanceof Error ? error.message : String(error),
    })
  }
}
