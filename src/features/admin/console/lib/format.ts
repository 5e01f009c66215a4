import {
  NOT_SPECIFIED,
  REGIONS_UNKNOWN,
  genealogyLabel,
  planningStageLabel,
  preferredContactLabel,
  tripDurationLabel,
} from '@/content/inquiry-options'
import { findAgency } from '@/content/agencies'
import { findItinerary } from '@/content/itineraries'
import type { FormSubmission } from './types'
import { readTownRefs } from '@/lib/towns/town-data'

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(String).join(', ')
  return String(value).trim()
}

function orNotSpecified(value: unknown): string {
  return text(value) || NOT_SPECIFIED
}

const euro = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

/** Budget in EUR: a number is formatted as euros, a text range is shown as entered. */
export function formatBudget(value: string | number | null): string {
  const raw = text(value)
  if (!raw) return NOT_SPECIFIED
  if (/^\d+(\.\d+)?$/.test(raw)) return euro.format(Number(raw))
  return /eur|€/i.test(raw) ? raw : `${raw} EUR`
}

/** Every field as the dashboard and the CSV show it (docs/product/inquiry.md, "How an inquiry is stored"). */
export interface InquiryView {
  name: string
  email: string
  phone: string
  planningStage: string
  regions: string
  travelDates: string
  tripDuration: string
  groupSize: string
  ageRanges: string
  budget: string
  /** Empty when the lead gave none: the card then hides it, the CSV writes 'N/A'. */
  hotelPreference: string
  genealogyHelp: string
  preferredContact: string
  /** 'Cefalù (Palermo, Sicilia); …', the comuni chosen in the wizard; empty when none (not in the CSV). */
  towns: string
  /** 'May 12, 2027' for a date (the card and the page; the CSV keeps `travelDates` as stored). */
  travelDatesLong: string
  /** The agency's and the itinerary's names (ids the content does not know are shown as they are). */
  agency: string
  itinerary: string
}

/** '2027-05-12' → 'May 12, 2027'; "I don't know yet" and any other text as it is. */
export function formatTravelDates(value: string | null): string {
  const raw = text(value)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return raw || NOT_SPECIFIED
  const date = new Date(`${raw}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? raw : longDate(raw)
}

/** A calendar date in the console's US long form: '1890-03-14' → 'March 14, 1890', '1890-03' → 'March 1890'. */
export function longDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number)
  if (!year || !month || month > 12) return value
  // Intl names the month (no list of our own); a calendar date, so UTC and no zone shift.
  const at = Date.UTC(year, month - 1, day || 1)
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(day ? { day: 'numeric' } : {}),
  }).format(at)
}

/** Whether the newsletter the lead asked for went through (issue 27; the retry job keeps trying while pending). */
export function newsletterLabel(
  row: Pick<FormSubmission, 'newsletter_consent' | 'newsletter_status' | 'newsletter_error'>,
): string {
  if (!row.newsletter_consent) return 'No'
  switch (row.newsletter_status) {
    case 'sent':
      return 'Yes: subscribed'
    case 'failed':
      return `Yes, but the subscription failed${row.newsletter_error ? ` (${row.newsletter_error})` : ''}: subscribe them by hand`
    default:
      return 'Yes: subscription pending, retried automatically'
  }
}

export function toInquiryView(row: FormSubmission): InquiryView {
  return {
    name: text(row.name),
    email: text(row.email),
    phone: orNotSpecified(row.phone),
    planningStage: row.planning_stage ? planningStageLabel(row.planning_stage) : NOT_SPECIFIED,
    regions: text(row.regions) || REGIONS_UNKNOWN,
    travelDates: orNotSpecified(row.travel_dates),
    tripDuration: row.trip_duration ? tripDurationLabel(row.trip_duration) : NOT_SPECIFIED,
    groupSize: orNotSpecified(row.group_size),
    ageRanges: orNotSpecified(row.age_ranges),
    budget: formatBudget(row.budget),
    hotelPreference: text(row.hotel_preference),
    genealogyHelp: row.genealogy_help ? genealogyLabel(row.genealogy_help) : NOT_SPECIFIED,
    preferredContact: row.preferred_contact
      ? preferredContactLabel(row.preferred_contact)
      : NOT_SPECIFIED,
    towns: readTownRefs(row.towns)
      .map((town) => `${town.comune} (${town.province}, ${town.region})`)
      .join('; '),
    travelDatesLong: formatTravelDates(row.travel_dates),
    agency: row.agency_id ? (findAgency(row.agency_id)?.name ?? row.agency_id) : 'None',
    itinerary: row.itinerary_id
      ? (findItinerary(row.itinerary_id)?.title ?? row.itinerary_id)
      : 'None',
  }
}
