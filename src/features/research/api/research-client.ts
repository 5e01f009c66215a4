import {
  fileUrlAnswerSchema,
  researcherViewSchema,
  type ResearcherRequest,
  type ResearcherView,
} from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'

/**
 * The researcher's page's calls to the `research` function (docs/product/research.md), with its link's token in the
 * X-Research-Token header, never in a query string. The other callers have their own, as features never import
 * each other (ADR 198): the family's read is the journey's (src/features/journey/api/research-client.ts), the
 * team's are the console's (src/features/admin/research/api/research-team.ts). Each answer is parsed by its
 * contract (src/lib/contracts/research.ts); a refusal is a FunctionError (status, field), which the page words.
 */

/** The researcher's view after an action; `fileUrl` answers through researcherFileUrl instead. */
export function callResearcher(
  token: string,
  body: Exclude<ResearcherRequest, { action: 'fileUrl' }>,
): Promise<ResearcherView> {
  return callFunction('research', {
    method: 'POST',
    body,
    headers: { 'X-Research-Token': token },
    parse: (data) => researcherViewSchema.parse(data),
  })
}

/** A short-lived address of one of the family's documents, for the researcher. */
export async function researcherFileUrl(token: string, fileId: string): Promise<string> {
  const answer = await callFunction('research', {
    method: 'POST',
    body: { action: 'fileUrl', fileId },
    headers: { 'X-Research-Token': token },
    parse: (data) => fileUrlAnswerSchema.parse(data),
  })
  return answer.url
}
