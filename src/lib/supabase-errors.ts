/**
 * supabase-js *returns* most failures as error objects instead of throwing them, network failures included:
 * PostgREST answers `{ error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 }`, Auth an
 * `AuthRetryableFetchError` (status 0, or 502–504). These helpers tell a refusal by the server (its message is
 * meant to be read) from no answer at all (its message is technical: for the console only). See
 * docs/decisions/141-one-mapping-for-supabase-errors.md, amended by 180 (the edge functions' FunctionError).
 */
import { FunctionError } from '@/lib/functions/function-error'
import { NETWORK_FAILURE_MESSAGE } from '@/lib/functions/function-messages'

/** What the team reads when the server could not be reached (defined beside the functions' messages). */
export { NETWORK_FAILURE_MESSAGE }

/** The server answered and refused: `message` is the server's, fit to show. */
export class ServerRefusal extends Error {
  override name = 'ServerRefusal'
}

/** No answer (offline, DNS, CORS, a timeout): `message` is a plain sentence, `technical` the raw text. */
export class NetworkFailure extends Error {
  override name = 'NetworkFailure'
  readonly technical: string
  constructor(technical: string) {
    super(NETWORK_FAILURE_MESSAGE)
    this.technical = technical
  }
}

const NETWORK_TEXT =
  /^(TypeError|FetchError|AbortError)\b|Failed to fetch|NetworkError when attempting|Load failed|fetch failed|Network request failed/i

/** True for a failure to reach the server, thrown or returned, from PostgREST, Auth or fetch itself. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkFailure) return true
  // An edge function's call (src/lib/functions, docs/decisions/180): nothing answered, or the timeout.
  if (error instanceof FunctionError) return error.unreachable
  if (typeof error !== 'object' || error === null) return false
  const { name, message, status } = error as { name?: unknown; message?: unknown; status?: unknown }
  if (name === 'AuthRetryableFetchError' || name === 'TypeError') return true
  if (status === 0) return true
  return typeof message === 'string' && NETWORK_TEXT.test(message)
}

/**
 * The Error to throw for an error object supabase-js returned: a NetworkFailure when nothing answered, else
 * `Refusal` (a ServerRefusal subclass) with the server's message.
 */
export function fromSupabaseError<E extends ServerRefusal>(
  error: { message: string; status?: number; code?: string },
  Refusal: new (message: string) => E,
): E | NetworkFailure {
  return isNetworkFailure(error) ? new NetworkFailure(error.message) : new Refusal(error.message)
}
