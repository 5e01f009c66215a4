import { agencyViewResponseSchema, type AgencyViewResponse } from '@/lib/contracts/agency'
import { callFunction } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'

/**
 * The agency page's calls (docs/product/agency-handoff.md, "The agency function"): the link's token travels in the
 * X-Agency-Token header, never in a query string; every answer is the view, parsed by the contract.
 */
export type AgencyAnswer =
  | { action: 'view' }
  | { action: 'accept'; reference: string; contactPerson: string }
  | { action: 'decline'; reason: string }

export function callAgency(token: string, body: AgencyAnswer): Promise<AgencyViewResponse> {
  return callFunction('agency', {
    method: 'POST',
    body,
    headers: { 'X-Agency-Token': token },
    parse: (data) => agencyViewResponseSchema.parse(data),
  })
}

/** What a failed call means for the page. */
export type AgencyFailure =
  | { kind: 'not-found' }
  | { kind: 'already-answered' }
  | { kind: 'too-many' }
  | { kind: 'field'; field: string; tooLong: boolean }
  | { kind: 'failed' }

export function agencyFailure(error: unknown): AgencyFailure {
  if (!(error instanceof FunctionError)) return { kind: 'failed' }
  if (error.status === 404) return { kind: 'not-found' }
  if (error.status === 409) return { kind: 'already-answered' }
  if (error.status === 429) return { kind: 'too-many' }
  if (error.status === 400 && error.field)
    return {
      kind: 'field',
      field: error.field,
      tooLong: /too long/i.test(error.fieldMessage ?? ''),
    }
  return { kind: 'failed' }
}
