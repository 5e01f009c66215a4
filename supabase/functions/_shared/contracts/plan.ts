import { z } from 'zod'
import { planTotalsSchema } from './plan-totals.ts'

/**
 * The plan's contract (docs/decisions/220, docs/product/plan.md), copied to src/lib/contracts/ by `npm run gen:types`.
 * The team writes a draft (research lines, journey days, terms) through the journey function's team routes; the
 * family reads the latest sent version, asks, accepts or declines through its private link. Every field is bounded
 * and every error is named by its path, as the 400 answer's `fields` shows it. Money is integer minor units, and the
 * research fee is computed by the database from the price list, never taken from a browser.
 */
export const RESEARCH_KINDS = ['digital_archives', 'in_person_archives', 'church_archives'] as const
export type ResearchKind = (typeof RESEARCH_KINDS)[number]

export const RESEARCH_KIND_LABELS: Record<ResearchKind, string> = {
  digital_archives: 'Digital archives (civil records, to the 1700s)',
  in_person_archives: 'In-person research in Italian archives',
  church_archives: 'Church archives (parish books, from the 1500s, often in Latin)',
}

export const DELIVERABLES = ['report', 'record_images', 'tree_file'] as const
export const DELIVERABLE_LABELS: Record<(typeof DELIVERABLES)[number], string> = {
  report: 'A written report',
  record_images: 'Images of every record found',
  tree_file: 'A family-tree file (GEDCOM)',
}

const line = (max: number) => z.string().trim().max(max, `At most ${max} characters.`)
const required = (max: number, message: string) => line(max).min(1, message)

export const planContentSchema = z.object({
  research: z.object({
    lines: z
      .array(
        z.object({
          kind: z.enum(RESEARCH_KINDS, { error: 'Choose the kind of research.' }),
          ancestorLine: required(200, 'Name the ancestor line.'),
          backTo: line(60),
        }),
      )
      .max(12, 'At most 12 research lines.'),
    weeks: z.number().int('Whole weeks.').min(1, 'At least one week.').max(52, 'At most 52 weeks.'),
    deliverables: z.array(z.enum(DELIVERABLES)).max(DELIVERABLES.length),
  }),
  journey: z.object({
    dates: line(100),
    people: z.number().int().min(1, 'At least one person.').max(40, 'At most 40 people.'),
    hotel: line(100),
    days: z
      .array(
        z.object({
          town: line(100),
          title: required(120, 'Give the day a title.'),
          text: line(2000),
          ancestors: z.array(line(200)).max(10, 'At most 10 ancestors a day.'),
        }),
      )
      .max(30, 'At most 30 days.')
      // A day without a town is named by its number (the team's editor shows the sentence as it is).
      .superRefine((days, ctx) =>
        days.forEach((day, index) => {
          if (!day.town)
            ctx.addIssue({
              code: 'custom',
              path: [index, 'town'],
              message: `Name the town for day ${index + 1}.`,
            })
        }),
      ),
    included: line(2000),
    notIncluded: line(2000),
  }),
  terms: z.object({ cancellation: line(2000) }),
})
export type PlanContent = z.infer<typeof planContentSchema>

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.')

/** PUT /journey/team/{inquiry}/plan: the team's draft. */
export const planDraftSchema = z.object({
  content: planContentSchema,
  agencyId: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'Choose an agency from the list.')
    .nullable(),
  validUntil: isoDay,
  journeyPerPersonMinor: z
    .number()
    .int('Whole cents.')
    .min(0, 'Not below zero.')
    .max(100_000_000, 'At most €1,000,000 a person.'),
})
export type PlanDraft = z.infer<typeof planDraftSchema>

const versionId = z.uuid('Not a plan version.')

/** POST /journey/plan/accept: the name typed and the terms ticked. */
export const planAcceptSchema = z.object({
  versionId,
  name: required(200, 'Type the name of the person accepting.').refine(
    (value) => value.length >= 2,
    'Type the name of the person accepting.',
  ),
  terms: z.literal(true, { error: 'Tick the box to accept the terms.' }),
})

/** POST /journey/plan/decline. */
export const planDeclineSchema = z.object({
  versionId,
  reason: required(2000, 'Tell us why, in a few words.'),
})

/** POST /journey/plan/messages: a question or a change request, optionally about one day or one ancestor. */
export const planMessageSchema = z.object({
  kind: z.enum(['question', 'change']),
  body: required(4000, 'Write your question.'),
  versionId: versionId.optional(),
  dayIndex: z.number().int().min(0).max(59).optional(),
  ancestorId: line(64).optional(),
})

/** POST /journey/team/{inquiry}/plan/answer. */
export const planAnswerSchema = z.object({ body: required(4000, 'Write the answer.') })

export const planVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  state: z.enum(['draft', 'sent', 'replaced', 'accepted', 'declined']),
  content: planContentSchema,
  researchFeeMinor: z.number(),
  researchCurrency: z.string(),
  journeyPerPersonMinor: z.number(),
  journeyCurrency: z.string(),
  agencyId: z.string().nullable(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The name the family typed to accept (an accepted version's acceptance record; null otherwise). */
  acceptedName: z.string().nullable(),
  expired: z.boolean(),
  /** Per currency, who is paid what and when, computed by the server (plan-totals.ts). */
  totals: planTotalsSchema,
})
export type PlanVersion = z.infer<typeof planVersionSchema>

export const planMessageViewSchema = z.object({
  id: z.number(),
  author: z.enum(['family', 'team']),
  authorName: z.string(),
  kind: z.enum(['question', 'change', 'answer']),
  body: z.string(),
  dayIndex: z.number().nullable(),
  createdAt: z.string(),
})
export type PlanMessageView = z.infer<typeof planMessageViewSchema>

/** GET /journey/plan: the latest version the family was sent (or accepted), the older ones, the thread. */
export const planViewSchema = z.object({
  current: planVersionSchema.nullable(),
  older: z.array(planVersionSchema),
  messages: z.array(planMessageViewSchema),
})
export type PlanView = z.infer<typeof planViewSchema>

/** What accept, decline and a message answer: the plan as it is now. */
export const planActionAnswerSchema = planViewSchema.extend({ ok: z.literal(true) })
