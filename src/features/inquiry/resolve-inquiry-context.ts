import type { InquiryContext } from './inquiry-context'

export interface ResolvedInquiryContext {
  /** Only ids that name known content; unknown ids are dropped (decisions.md, "Contact dialogs and context"). */
  ids: InquiryContext
  /** e.g. 'Sicily Roots · Sicilia Heritage Tours', or null without context. */
  label: string | null
  /** The itinerary's region, to pre-fill step 1. */
  region: string | null
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/

// Until the itinerary and agency content lands in main, ids are only checked for shape.
export function resolveInquiryContext(context: InquiryContext = {}): ResolvedInquiryContext {
  const ids: InquiryContext = {}
  if (context.agencyId && ID.test(context.agencyId)) ids.agencyId = context.agencyId
  if (context.itineraryId && ID.test(context.itineraryId)) ids.itineraryId = context.itineraryId
  return { ids, label: null, region: null }
}
