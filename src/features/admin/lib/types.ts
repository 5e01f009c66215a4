/** A stored inquiry as the dashboard reads it (spec §3 "Form submission"). */
export interface FormSubmission {
  id: string
  name: string
  email: string
  phone: string | null
  planning_stage: string | null
  regions: string | null
  travel_dates: string | null
  trip_duration: string | null
  group_size: string | number | null
  age_ranges: string | string[] | null
  budget: string | number | null
  hotel_preference: string | null
  genealogy_help: string | null
  preferred_contact: string | null
  created_at: string
  status: 'active' | 'cancelled'
  /** The team's notification e-mail: 'failed' means the retry job gave up on it. */
  notification_status?: 'pending' | 'sent' | 'failed'
  /** The lead's confirmation e-mail, likewise. */
  confirmation_status?: 'pending' | 'sent' | 'failed'
}
