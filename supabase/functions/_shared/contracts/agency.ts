import { z } from 'zod'

/**
 * The agency contract (docs/product/agency-handoff.md, docs/decisions/215): what the agency's page and the team's
 * console send to the `agency` function, every refusal naming its field, and the answers they read. The function
 * parses with these; the app imports the copy `npm run gen:types` writes to src/lib/contracts/.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is missing.` })
    .trim()
    .min(1, `${field} is missing.`)
    .max(max, `${field} is too long (at most ${max} characters).`)

export const agencyViewRequestSchema = z.object({ action: z.literal('view') })
export const agencyAcceptRequestSchema = z.object({
  action: z.literal('accept'),
  reference: text('The reference', 100),
  contactPerson: text('The contact person', 200),
})
export const agencyDeclineRequestSchema = z.object({
  action: z.literal('decline'),
  reason: text('The reason', 1000),
})
export const agencyRequestSchema = z.discriminatedUnion(
  'action',
  [agencyViewRequestSchema, agencyAcceptRequestSchema, agencyDeclineRequestSchema],
  { error: 'The action must be view, accept or decline.' },
)
export type AgencyRequest = z.infer<typeof agencyRequestSchema>

/** The team's hand-off: POST /team/{inquiry}/handoff. */
export const handoffSendRequestSchema = z.object({
  agencyId: z
    .string({ error: 'The agency is missing.' })
    .regex(/^[a-z0-9-]{1,64}$/, 'The agency is not one of the site’s agencies.'),
})
export type HandoffSendRequest = z.infer<typeof handoffSendRequestSchema>
export const handoffSendResponseSchema = z.object({
  ok: z.literal(true),
  handoffId: z.string(),
  deadlineAt: z.string(),
  withdrawnAgencyId: z.string().nullable(),
})

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * Text as someone wrote it, in their language: the page shows it untranslated and says who wrote it (the family on
 * its page, or the Radici team in the plan). Everything else of the brief is a code the page translates
 * (docs/decisions/223).
 */
export const writtenSchema = z.object({ text: z.string(), by: z.enum(['family', 'team']) })
export type Written = z.infer<typeof writtenSchema>

/** The inquiry's trip length (form_submissions.trip_duration), `unknown` for "I don't know yet". */
export const TRIP_LENGTHS = ['unknown', '10-days', '2-weeks', '3-weeks', 'more'] as const

export const briefDatesSchema = z.discriminatedUnion('kind', [
  /** The family does not know its dates yet. */
  z.object({ kind: z.literal('unknown') }),
  /** The day the family would like to leave (the inquiry's date). */
  z.object({ kind: z.literal('day'), date: isoDay }),
  /** The plan's first and last day. */
  z.object({ kind: z.literal('range'), start: isoDay, end: isoDay }),
  /** Dates the plan or the inquiry hold as words. */
  z.object({ kind: z.literal('written'), written: writtenSchema }),
])
export type BriefDates = z.infer<typeof briefDatesSchema>

export const agencyBriefSchema = z.object({
  dates: briefDatesSchema.nullable(),
  tripLength: z.enum(TRIP_LENGTHS).nullable(),
  people: z.number().int().nullable(),
  ageRanges: writtenSchema.nullable(),
  days: z.array(z.object({ day: z.number().int(), town: z.string() })),
  hotelLevel: writtenSchema.nullable(),
  /** Euros, in all. */
  budget: z.number().nullable(),
  familyLanguage: z.enum(['en', 'it']),
  /** Only while the family's current choice allows ancestors' names and towns. */
  ancestors: z.array(z.object({ name: z.string(), town: z.string().nullable() })).nullable(),
  /**
   * The notes the family typed in its story, only while its current choice gives explicit consent (GDPR Art.
   * 9(2)(a)); written by the family.
   */
  healthNotes: z.string().nullable(),
})
export type AgencyBrief = z.infer<typeof agencyBriefSchema>

export const agencyViewResponseSchema = z.object({
  /** `withdrawn`: the journey went to another agency, or the team revoked the link. */
  state: z.enum(['sent', 'accepted', 'declined', 'withdrawn']),
  agencyId: z.string(),
  /** The language of the agency's e-mails: the page opens in it (docs/decisions/217). */
  language: z.enum(['it', 'en']),
  deadlineAt: z.string(),
  /**
   * While the agency may answer and once it accepted; null once it declined or was withdrawn: its link then reads
   * only the outcome (docs/decisions/256).
   */
  brief: agencyBriefSchema.nullable(),
  /** After accepting only. */
  family: z
    .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  reference: z.string().nullable(),
})
export type AgencyViewResponse = z.infer<typeof agencyViewResponseSchema>

export const agencyErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})

/**
 * The console's Agencies page: POST /team/contacts/{agencyId} as a signed-in admin. Every field is checked here (a
 * 400 naming it) before the row is written under row-level security.
 */
export const agencyContactRequestSchema = z.object({
  handoffEmail: z
    .string({ error: 'The hand-off address is missing.' })
    .trim()
    .min(1, 'The hand-off address is missing.')
    .max(254, 'The hand-off address is too long (at most 254 characters).')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'The hand-off address must be an e-mail address.'),
  contactPerson: text('The contact person', 200),
  language: z.enum(['it', 'en'], { error: 'The language must be Italian or English.' }),
  privacyNoticeUrl: z
    .string({ error: 'The privacy notice URL is missing.' })
    .trim()
    .min(1, 'The privacy notice URL is missing.')
    .max(500, 'The privacy notice URL is too long (at most 500 characters).')
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'The privacy notice URL must start with https://.'),
  takesHandoffs: z.boolean({ error: 'Say whether the agency takes hand-offs.' }),
})
export type AgencyContactRequest = z.infer<typeof agencyContactRequestSchema>

export const agencyContactSchema = agencyContactRequestSchema.extend({
  agencyId: z.string(),
  isSample: z.boolean(),
  updatedAt: z.string(),
})
export type AgencyContact = z.infer<typeof agencyContactSchema>
