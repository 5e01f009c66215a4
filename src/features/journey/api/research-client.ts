import {
  familyResearchSchema,
  familySharesSchema,
  fileUrlAnswerSchema,
  shareCreatedSchema,
  type FamilyResearch,
  type FamilyShares,
  type ShareCreated,
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

/** The family's live read-only links for relatives (docs/decisions/270), newest first. */
export function loadShares(journeyToken: string): Promise<FamilyShares> {
  return callFunction('research', {
    method: 'POST',
    path: '/family/shares',
    body: {},
    headers: { 'X-Journey-Token': journeyToken },
    parse: (data) => familySharesSchema.parse(data),
  })
}

/** A new link; its token is in this answer only. A 409 `not_published` or `too_many_links` is a FunctionError. */
export function createShare(journeyToken: string, label: string): Promise<ShareCreated> {
  return callFunction('research', {
    method: 'POST',
    path: '/family/shares/create',
    body: { label },
    headers: { 'X-Journey-Token': journeyToken },
    parse: (data) => shareCreatedSchema.parse(data),
  })
}

/** Stops one link; answers the links still live. */
export function revokeShare(journeyToken: string, linkId: string): Promise<FamilyShares> {
  return callFunction('research', {
    method: 'POST',
    path: `/family/shares/${encodeURIComponent(linkId)}/revoke`,
    body: {},
    headers: { 'X-Journey-Token': journeyToken },
    parse: (data) => familySharesSchema.parse(data),
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
