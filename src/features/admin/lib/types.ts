import type { LeadStatus } from './lead-status'

/** A stored inquiry as the dashboard reads it (docs/product/rules.md, "Form submission"). */
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
  newsletter_consent?: boolean | null
  agency_id?: string | null
  itinerary_id?: string | null
  /** Comuni the lead chose in the wizard's step 1 (ADR 100), each one of the ISTAT list. */
  towns?: Array<{ comune: string; province: string; region: string }> | null
  /** The team's notification e-mail: 'failed' means the retry job gave up on it. */
  notification_status?: 'pending' | 'sent' | 'failed' | null
  /** The lead's confirmation e-mail, likewise. */
  confirmation_status?: 'pending' | 'sent' | 'failed' | null
  // The team's workflow (issue 13); optional so that rows read before the migration still type-check.
  lead_status?: LeadStatus
  owner_id?: string | null
  /** A calendar day, 'YYYY-MM-DD'. */
  follow_up_on?: string | null
  /** Optimistic concurrency: sent back with every change; the database refuses a stale one. */
  version?: number
  updated_at?: string
  cancelled_at?: string | null
  cancelled_by_name?: string | null
  cancel_reason?: string | null
}

/** A row of the history the database keeps (triggers, never the browser). */
export interface HistoryEntry {
  id: number
  submission_id: string
  kind:
    'created' | 'lead_status' | 'owner' | 'follow_up' | 'note' | 'cancelled' | 'restored' | 'email'
  from_value: string | null
  to_value: string | null
  actor_id: string | null
  actor_name: string
  created_at: string
}

export interface InquiryNote {
  id: string
  submission_id: string
  author_id: string
  author_name: string
  body: string
  created_at: string
}

export interface TeamMember {
  id: string
  full_name: string
  email: string
}
