import {
  NOT_SPECIFIED,
  REGIONS_UNKNOWN,
  genealogyLabel,
  planningStageLabel,
  preferredContactLabel,
  tripDurationLabel,
} from '@/content/inquiry-options'
import type { FormSubmission } from './types'
import { readTownRefs } from '@/lib/towns/town-data'

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/** 'November 21, 2026 at 3:45 PM' (docs/product/admin.md, "Dates": US English long form with hours and minutes). */
export function formatSubmittedAt(iso: string, timeZone?: string): string {
  const key = timeZone ?? ''
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    })
    dateTimeFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** 'November 21, 2026' for the summary card. */
export function formatDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso))
}

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
  }
}
