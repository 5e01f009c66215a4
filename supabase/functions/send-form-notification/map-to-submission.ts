import { calendarDate, TRAVEL_DATE_UNKNOWN, type InquiryRequest } from './schema.ts'

/** A `form_submissions` row as the function inserts it (docs/product/inquiry.md, "How an inquiry is stored"). */
export interface SubmissionRow {
  name: string
  email: string
  phone: string | null
  planning_stage: 'exploring' | 'dates-set'
  regions: string | null
  travel_dates: string
  trip_duration: string
  group_size: null
  age_ranges: null
  budget: null
  hotel_preference: null
  genealogy_help: string
  preferred_contact: 'email' | 'email-or-phone'
  newsletter_consent: boolean
  agency_id: string | null
  itinerary_id: string | null
  submission_key: string
  status: 'active'
  /** The comuni chosen in the wizard, each checked by the database against public.comuni. */
  towns: Array<{ comune: string; province: string; region: string }>
}

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
