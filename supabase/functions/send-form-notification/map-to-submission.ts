import type { TablesInsert } from '../_shared/database.types.ts'
import { calendarDate, TRAVEL_DATE_UNKNOWN, type InquiryRequest } from './schema.ts'

/**
 * A `form_submissions` row as the function inserts it (docs/product/inquiry.md, "How an inquiry is stored"),
 * typed by the schema (../_shared/database.types.ts, generated from the migrations).
 */
export type SubmissionRow = Required<
  Pick<
    TablesInsert<'form_submissions'>,
    | 'name'
    | 'email'
    | 'phone'
    | 'planning_stage'
    | 'regions'
    | 'travel_dates'
    | 'trip_duration'
    | 'group_size'
    | 'age_ranges'
    | 'budget'
    | 'hotel_preference'
    | 'genealogy_help'
    | 'preferred_contact'
    | 'newsletter_consent'
    | 'agency_id'
    | 'itinerary_id'
    | 'submission_key'
    | 'status'
    | 'towns'
  >
>

/** Maps a validated request to the stored row. Pure: the handler adds the request hash and the database the rest. */
export function mapToSubmission(request: InquiryRequest): SubmissionRow {
  const phone = request.phone.trim()
  const regions = request.regions.trim()
  const date =
    request.travelDateUnknown || request.travelDate === null
      ? null
      : calendarDate(request.travelDate)
  return {
    name: `${request.name.trim()} ${request.lastName.trim()}`,
    email: request.email.trim(),
    phone: phone === '' ? null : phone,
    planning_stage: date === null ? 'exploring' : 'dates-set',
    regions: regions === '' ? null : regions,
    travel_dates: date ?? TRAVEL_DATE_UNKNOWN,
    trip_duration: request.tripDuration,
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    genealogy_help: request.genealogyExpectations,
    preferred_contact: phone === '' ? 'email' : 'email-or-phone',
    newsletter_consent: request.newsletterConsent,
    agency_id: request.agencyId,
    itinerary_id: request.itineraryId,
    submission_key: request.submissionKey,
    status: 'active',
    towns: request.towns,
  }
}
