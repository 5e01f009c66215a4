import { z } from 'zod'

export { fieldErrors } from './field-errors.ts'

/**
 * The send-form-notification contract (docs/product/inquiry.md, "What the wizard sends"; docs/decisions/200): the
 * request the wizard sends plus the submission key, the context ids, the lead's source and the honeypot. Strict:
 * unknown keys are rejected; every string is bounded (docs/product/quality.md, "Security rules"). The trip
 * durations and genealogy answers are the database's CHECK values, generated beside the function, so the schema
 * takes them as arguments (a contract imports zod only). The app imports the types (no zod on the wizard).
 */
export const TRAVEL_DATE_UNKNOWN = "I don't know yet"

/**
 * Where a lead came from (docs/decisions/170-lead-sources-and-counts.md), as the wizard sends it beside the
 * inquiry: the visit's first page, the referring site (host only), utm_source/medium/campaign and the page on
 * which the wizard was opened. Every field is optional and bounded; a path is a site path without its query.
 * Stored in public.inquiry_sources after the inquiry; the spec's CSV does not change.
 */
const PATH = /^\/[A-Za-z0-9/._~-]{0,199}$/
const HOST = /^[a-z0-9.-]{1,253}$/

/** A private page's path holds its link (docs/decisions/192): never stored as a source. */
const PRIVATE_PATH = /^\/+(?:journey|book|agency|research|results)(?:\/|$)/i

const path = z
  .string()
  .regex(PATH, 'A site path such as /blog/sicily.')
  .refine((value) => !PRIVATE_PATH.test(value), 'A public page of the site, not a private link.')
  .nullable()
  .default(null)
const campaignValue = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null)

export const leadSourceSchema = z.strictObject({
  landingPage: path,
  referrerHost: z
    .string()
    .toLowerCase()
    .regex(HOST, 'A host name such as example.com.')
    .nullable()
    .default(null),
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  openedOn: path,
})

export type LeadSource = z.output<typeof leadSourceSchema>
/** What the app sends. */
export type LeadSourceBody = z.input<typeof leadSourceSchema>

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

/** The values the database's CHECK constraints allow, given by the function (its generated database values). */
type Values = readonly [string, ...string[]]
export interface InquiryLists<D extends Values, G extends Values> {
  tripDurations: D
  genealogyExpectations: G
}

export function createInquiryRequestSchema<D extends Values, G extends Values>(
  { tripDurations, genealogyExpectations }: InquiryLists<D, G>,
  now: () => Date = () => new Date(),
) {
  return z
    .strictObject({
      regions: z.string().trim().max(500).default(''),
      travelDate: z.string().max(40).nullable(),
      travelDateUnknown: z.boolean(),
      tripDuration: z.enum(tripDurations),
      genealogyExpectations: z.enum(genealogyExpectations),
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
      /** Where the lead came from (above); optional, stored beside the inquiry. */
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

/** What the app sends (defaults may be left out; the wizard sends every field). */
export type InquiryRequestBody = z.input<
  ReturnType<typeof createInquiryRequestSchema<Values, Values>>
>
