import {
  familyResearchSchema,
  fileUrlAnswerSchema,
  type FamilyResearch,
} from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'

/**
 * The family's research (docs/product/research.md, "The family's page"): who is doing it and, once published, the
 * latest version of the report. POST /research/family with the journey's token.
 */
export function loadFamilyResearch(journeyToken: string): Promise<FamilyResearch> {
  return callFunction('research', {
    method: 'POST',
    path: '/family',
    body: {},
    headers: { 'X-Journey-Token': journeyToken },
    parse: (data) => familyResearchSchema.parse(data),
  })
}

/** A one-minute address of a photo the published report shows (POST /research/family/photos/{id}). */
export async function familyPhotoUrl(journeyToken: string, photoId: string): Promise<string> {
  const answer = await callFunction('research', {
    method: 'POST',
    path: `/family/photos/${photoId}`,
    body: {},
    headers: { 'X-Journey-Token': journeyToken },
    parse: (data) => fileUrlAnswerSchema.parse(data),
  })
  return answer.url
}
