/** What an inquiry is about, when it starts from an agency or an itinerary (ids from src/content). */
export interface InquiryContext {
  agencyId?: string
  itineraryId?: string
  /** From the town finder (ADR 100): a comune's slug, to choose it in step 1. */
  town?: string
  /** From the finder's "not found": the place name as the visitor typed it, for step 1's text. */
  place?: string
}
