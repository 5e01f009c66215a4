import type { z } from 'zod'
import { checkValues } from '../_shared/database-values.ts'
import {
  createInquiryRequestSchema as createSchema,
  townSchema,
} from '../_shared/contracts/send-form-notification.ts'

/**
 * The inquiry's schema is the contract, ../_shared/contracts/send-form-notification.ts; here it gets the values the
 * database's CHECK constraints allow (generated from the migrations: npm run gen:types).
 */
export const TRIP_DURATIONS = checkValues.form_submissions.trip_duration
export const GENEALOGY_EXPECTATIONS = checkValues.form_submissions.genealogy_help
export {
  calendarDate,
  fieldErrors,
  TRAVEL_DATE_UNKNOWN,
} from '../_shared/contracts/send-form-notification.ts'

export function createInquiryRequestSchema(now: () => Date = () => new Date()) {
  return createSchema(
    { tripDurations: TRIP_DURATIONS, genealogyExpectations: GENEALOGY_EXPECTATIONS },
    now,
  )
}

/**
 * The towns of a stored row (form_submissions.towns is jsonb, typed Json): the well-formed entries. The
 * database has checked each one when it was stored (ADR 100); a row read back without towns has none.
 */
export function readStoredTowns(value: unknown): Array<z.output<typeof townSchema>> {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const town = townSchema.safeParse(entry)
    return town.success ? [town.data] : []
  })
}

export type InquiryRequest = z.output<ReturnType<typeof createInquiryRequestSchema>>
