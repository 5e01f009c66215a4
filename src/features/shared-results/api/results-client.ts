import { sharedResultsSchema, type SharedResults } from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'

/**
 * A relative's read of a family's research results (docs/decisions/270): POST /research/shared with the link's
 * token in the X-Results-Token header, never in a query string. A stopped or wrong link is a 404 (a FunctionError).
 */
export function readSharedResults(token: string): Promise<SharedResults> {
  return callFunction('research', {
    method: 'POST',
    path: '/shared',
    body: {},
    headers: { 'X-Results-Token': token },
    parse: (data) => sharedResultsSchema.parse(data),
  })
}
