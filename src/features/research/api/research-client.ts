import {
  fileUrlAnswerSchema,
  photoBeginAnswerSchema,
  researcherViewSchema,
  type ResearcherRequest,
  type ResearcherView,
} from '@/lib/contracts/research'
import { callFunction, keyHeaders } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'

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
  body: Exclude<ResearcherRequest, { action: 'fileUrl' | 'photoUrl' | 'beginPhoto' }>,
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

/** A short-lived address of one of this research's photos of a page, for the researcher. */
export async function researcherPhotoUrl(token: string, photoId: string): Promise<string> {
  const answer = await callFunction('research', {
    method: 'POST',
    body: { action: 'photoUrl', photoId },
    headers: { 'X-Research-Token': token },
    parse: (data) => fileUrlAnswerSchema.parse(data),
  })
  return answer.url
}

/**
 * Uploads the researcher's photo of a page (docs/decisions/266): the function records it and answers a signed
 * upload URL; the bytes go straight to Storage; completing it has the function check them and answers the view.
 */
export async function uploadResearcherPhoto(
  token: string,
  recordId: string,
  file: File,
): Promise<ResearcherView> {
  const begun = await callFunction('research', {
    method: 'POST',
    body: { action: 'beginPhoto', recordId, name: file.name, size: file.size, type: file.type },
    headers: { 'X-Research-Token': token },
    parse: (data) => photoBeginAnswerSchema.parse(data),
  })
  const sent = await fetch(begun.upload.signedUrl, {
    method: 'PUT',
    headers: { ...keyHeaders(), 'Content-Type': begun.upload.contentType, 'x-upsert': 'false' },
    body: file,
  }).catch(() => null)
  if (!sent?.ok)
    throw new FunctionError({
      status: sent?.status ?? null,
      code: sent ? `http_${sent.status}` : 'network',
    })
  return callResearcher(token, { action: 'completePhoto', photoId: begun.photo.id })
}
