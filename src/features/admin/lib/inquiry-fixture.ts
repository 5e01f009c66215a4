import type { FormSubmission } from './types'

/**
 * A whole stored inquiry for tests: every column the schema has, with the database's defaults for the team's
 * workflow and the e-mails, and the given columns changed.
 */
export function storedInquiry(overrides: Partial<FormSubmission> = {}): FormSubmission {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Maria Rossi',
    first_name: null,
    email: 'maria@example.com',
    phone: null,
    planning_stage: 'exploring',
    regions: null,
    travel_dates: "I don't know yet",
    trip_duration: '2-weeks',
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    genealogy_help: 'need-guidance',
    preferred_contact: 'email',
    newsletter_consent: false,
    agency_id: null,
    itinerary_id: null,
    submission_key: '00000000-0000-4000-8000-0000000000ff',
    request_hash: null,
    created_at: '2026-11-21T15:45:00.000Z',
    updated_at: '2026-11-21T15:45:00.000Z',
    status: 'active',
    lead_status: 'new',
    owner_id: null,
    follow_up_on: null,
    version: 1,
    cancelled_at: null,
    cancelled_by: null,
    cancelled_by_name: null,
    cancel_reason: null,
    notification_status: 'sent',
    notification_error: null,
    notified_at: null,
    confirmation_status: 'sent',
    confirmation_error: null,
    confirmation_sent_at: null,
    email_claimed_until: null,
    email_retry_at: null,
    towns: [],
    story_updated_at: null,
    ...overrides,
  }
}
