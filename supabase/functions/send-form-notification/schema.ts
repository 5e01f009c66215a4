import { z } from 'zod'
import { checkValues } from '../_shared/database-values.ts'
import { leadSourceSchema } from './lead-source.ts'

/**
 * The request the wizard sends (docs/product/inquiry.md, "What the wizard sends") plus the submission key, the context ids and the honeypot.
 * Strict: unknown keys are rejected; every string is bounded (docs/product/quality.md, "Security rules").
 */
/** The values the database's CHECK constraints allow (generated from the migrations: npm run gen:types). */
export const TRIP_DURATIONS = checkValues.form_submissions.trip_duration
export const GENEALOGY_EXPECTATIONS = checkValues.form_submissions.genealogy_help
export const TRAVEL_DATE_UNKNOWN = "I don't know yet"

/** `YYYY-MM-DD`, optionally followed by an ISO time; the calendar date is what counts. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/
const CONTEXT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const PHONE = /^[0-9+()./\s-]*$/
const DAY_MS = 86_400_000

/** The calendar date of an ISO string, or null when it is not a real date. */
export function calendarDate(value: string): string | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const iso = date.toISOString().slice(0, 10)
  return iso === `${year}-${month}-${day}` ? iso : null
}

/** A place name as it may be stored: trimmed, in normalisation form C (as the comuni list writes it). */
const placeName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform((value) => value.normalize('NFC'))

/**
 * A comune chosen in the wizard (docs/decisions/100). Only its shape is checked here; the database checks it is a
 * row of public.comuni (the same ISTAT list the site searches) and the handler answers 400 on `towns` when not.
 */
export const townSchema = z.strictObject({
  comune: placeName,
  province: placeName,
  region: placeName,
})

export function createInquiryRequestSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      regions: z.string().trim().max(500).default(''),
      travelDate: z.string().max(40).nullable(),
      travelDateUnknown: z.boolean(),
      tripDuration: z.enum(TRIP_DURATIONS),
      genealogyExpectations: z.enum(GENEALOGY_EXPECTATIONS),
      name: z.string().trim().min(1, 'Name is required.').max(100),
      lastName: z.string().trim().min(1, 'Last name is required.').max(100),
      email: z.string().trim().min(1, 'Email address is required.').max(254).pipe(z.email()),
      phone: z.string().trim().max(32).regex(PHONE, 'Invalid phone number.').default(''),
      newsletterConsent: z.boolean().default(false),
      submissionKey: z.uuid(),
      agencyId: z.string().regex(CONTEXT_ID).nullable().default(null),
      itineraryId: z.string().regex(CONTEXT_ID).nullable().default(null),
      /** The comuni chosen in step 1, alongside the free text of `regions`; at most 10, no repeats. */
      towns: z
        .array(townSchema)
        .max(10)
        .default([])
        .refine(
          (towns) =>
            new Set(towns.map((town) => `${town.comune}\n${town.province}`)).size === towns.length,
          'The same town is listed twice.',
        ),
      /** Where the lead came from (lead-source.ts); optional, stored beside the inquiry. */
      source: leadSourceSchema.optional(),
      /** The honeypot: people never see it; the handler answers before validation when it is filled. */
      website: z.string().max(500).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.travelDateUnknown) {
        if (value.travelDate !== null) {
          ctx.addIssue({
            code: 'custom',
            path: ['travelDate'],
            message: 'Must be null when the date is unknown.',
          })
        }
        return
      }
      if (value.travelDate === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['travelDate'],
          message: 'A travel date or travelDateUnknown is required.',
        })
        return
      }
      const date = calendarDate(value.travelDate)
      if (date === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['travelDate'],
          message: 'Expected an ISO date (YYYY-MM-DD).',
        })
        return
      }
      // A visitor far west of UTC may still be on "yesterday": allow one day of slack.
      const earliest = new Date(now().getTime() - DAY_MS).toISOString().slice(0, 10)
      const latest = new Date(now().getTime() + 10 * 365 * DAY_MS).toISOString().slice(0, 10)
      if (date < earliest)
        ctx.addIssue({ code: 'custom', path: ['travelDate'], message: 'The date is in the past.' })
      else if (date > latest)
        ctx.addIssue({
          code: 'custom',
          path: ['travelDate'],
          message: 'The date is too far ahead.',
        })
    })
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

/** Field errors as `{ path: message }`, for the 400 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}
