import { agenciesAreSamples, findAgency } from '@/content/agencies'
import { findItinerary, itinerariesAreSamples } from '@/content/itineraries'
import type { InquiryContext } from './inquiry-context'

export interface ResolvedInquiryContext {
  /** Only ids that name known content; unknown ids are dropped (docs/product/inquiry.md, "Context from agencies and itineraries"). */
  ids: InquiryContext
  /** e.g. 'Sicilian Roots Journey · Zagara Heritage Journeys', or null without a known context. */
  label: string | null
  /** The itinerary's region, to pre-fill step 1. */
  region: string | null
}

/**
 * What an inquiry is about, from the ids in the URL or a dialog's context. An itinerary brings its agency along
 * when no (known) agency is given.
 */
export function resolveInquiryContext(context: InquiryContext = {}): ResolvedInquiryContext {
  const itinerary = context.itineraryId ? findItinerary(context.itineraryId) : undefined
  const agency =
    (context.agencyId ? findAgency(context.agencyId) : undefined) ??
    (itinerary ? findAgency(itinerary.agencyId) : undefined)
  const ids: InquiryContext = {}
  if (agency) ids.agencyId = agency.id
  if (itinerary) ids.itineraryId = itinerary.id
  // Samples say so wherever they are named (docs/decisions/130).
  const parts = [
    itinerary && (itinerariesAreSamples ? `${itinerary.title} (sample journey)` : itinerary.title),
    agency && (agenciesAreSamples ? `${agency.name} (sample agency profile)` : agency.name),
  ].filter((part): part is string => Boolean(part))
  return {
    ids,
    label: parts.length > 0 ? parts.join(' · ') : null,
    region: itinerary?.region ?? null,
  }
}
