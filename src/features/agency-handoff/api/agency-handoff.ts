import { agencyViewResponseSchema, type AgencyViewResponse } from '@/lib/contracts/agency'
import { callFunction } from '@/lib/functions/function-client'

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
