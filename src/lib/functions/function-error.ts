/**
 * The one failure of a call to an edge function (docs/decisions/180-one-client-one-contract.md): what the server
 * answered, or that nothing answered. The messages people read are chosen from it in ./function-messages.ts.
 */
export type FunctionFailureCode = 'network' | 'timeout' | 'invalid_response' | (string & {})

export interface FunctionErrorDetails {
  /** The HTTP status, or null when nothing answered (offline, DNS, CORS, the timeout). */
  status: number | null
  /** The server's `error` code when it sent one; else 'network', 'timeout', 'invalid_response' or `http_<status>`. */
  code: FunctionFailureCode
  /** Field → message, from a 400's `fields`. */
  fields?: Record<string, string>
  /** Seconds to wait, from the Retry-After header (429, 503). */
  retryAfter?: number | null
  /** The parsed JSON body of the answer ({} when there was none). */
  body?: Record<string, unknown>
  /** The technical text (for the console only, never the screen). */
  technical?: string
}

export class FunctionError extends Error {
  override name = 'FunctionError'
  readonly status: number | null
  readonly code: FunctionFailureCode
  readonly fields: Record<string, string>
  readonly retryAfter: number | null
  readonly body: Record<string, unknown>

  constructor(details: FunctionErrorDetails) {
    super(
      details.technical ??
        (details.status === null ? details.code : `the function answered ${details.status}`),
    )
    this.status = details.status
    this.code = details.code
    this.fields = details.fields ?? {}
    this.retryAfter = details.retryAfter ?? null
    this.body = details.body ?? {}
  }

  /** The first field the server named (a 400's `fields`), or null. */
  get field(): string | null {
    return Object.keys(this.fields)[0] ?? null
  }

  /** The server's own sentence for that field, or null. */
  get fieldMessage(): string | null {
    const field = this.field
    return field === null ? null : (this.fields[field] ?? null)
  }

  /** The server's `message`, when it sent one meant to be read. */
  get serverMessage(): string | null {
    return typeof this.body.message === 'string' ? this.body.message : null
  }

  /** Nothing answered: the call may be sent again. */
  get unreachable(): boolean {
    return this.status === null
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function readRetryAfter(value: string | null, now: () => number = Date.now): number | null {
  if (value === null || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now()) / 1000))
}
