/** What an inquiry is about, when it starts from an agency or an itinerary (ids from src/content). */
export interface InquiryContext {
  agencyId?: string
  itineraryId?: string
}
