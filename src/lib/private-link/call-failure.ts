import { FunctionError } from '@/lib/functions/function-error'

/**
 * What a failed call from a private link's page means for the page (the agency's, the researcher's): the link is
 * unknown or withdrawn (404), someone changed the state first (409), too many tries (429), a field refused (400,
 * every field the server named, by path), or it failed (the network, the server).
 */
export type LinkCallFailure =
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'too-many' }
  | { kind: 'field'; field: string; tooLong: boolean; fields: Record<string, string> }
  | { kind: 'failed'; unreachable: boolean }

export function linkCallFailure(error: unknown): LinkCallFailure {
  if (!(error instanceof FunctionError)) return { kind: 'failed', unreachable: false }
  if (error.status === 404) return { kind: 'not-found' }
  if (error.status === 409) return { kind: 'conflict' }
  if (error.status === 429) return { kind: 'too-many' }
  if (error.status === 400 && error.field)
    return {
      kind: 'field',
      field: error.field,
      tooLong: /too long/i.test(error.fieldMessage ?? ''),
      fields: error.fields,
    }
  return { kind: 'failed', unreachable: error.unreachable }
}
