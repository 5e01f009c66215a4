import { z } from 'zod'

/**
 * The journey contract (docs/decisions/151 and 180), copied to src/lib/contracts/ by `npm run gen:types`.
 *
 * What the family may save (docs/decisions/151-journey-story.md): every field bounded, every error named by its
 * path (`ancestors.2.birthDate`), as the 400 answer's `fields` shows it. The page checks the same limits first;
 * this is the rule.
 */
export const MAX_ANCESTORS = 50
/** The health and access notes' limit (characters), as the database's CHECK has it. */
export const MAX_HEALTH_NOTES = 1000

export const RELATIONS = ['parent', 'grandparent', 'great-grandparent', 'other'] as const
export const CHECKLIST_ITEMS = [
  'birth_certificate',
  'marriage_certificate',
  'death_certificate',
  'naturalization_papers',
  'passenger_list',
  'passport',
  'military_records',
  'photos',
  'letters',
  'other',
] as const

const THIS_YEAR = new Date().getUTCFullYear()

const text = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters.`)
    .transform((value) => value.trim())
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const year = (min: number) =>
  z
    .number()
    .int('A whole year.')
    .min(min, `A year from ${min}.`)
    .max(THIS_YEAR, `A year up to ${THIS_YEAR}.`)
    .nullable()
    .optional()
    .transform((value) => value ?? null)

const birthDate = z
  .object({
    kind: z.enum(['exact', 'year', 'about']),
    value: z.string().max(10),
  })
  .superRefine((date, context) => {
    const valid =
      date.kind === 'exact'
        ? /^\d{4}-\d{2}-\d{2}$/.test(date.value) &&
          !Number.isNaN(Date.parse(`${date.value}T00:00:00Z`)) &&
          new Date(`${date.value}T00:00:00Z`).toISOString().startsWith(date.value)
        : /^\d{4}$/.test(date.value)
    const yearValue = Number(date.value.slice(0, 4))
    if (!valid || yearValue < 1500 || yearValue > THIS_YEAR)
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          date.kind === 'exact'
            ? 'A date such as 1890-04-12, from 1500 to today.'
            : 'A year such as 1890, from 1500 to today.',
      })
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null)

const birthPlace = z
  .object({
    comune: z.string().min(1).max(100),
    province: z.string().min(1).max(100),
    region: z.string().min(1).max(100),
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null)

/**
 * Issue 45 part 5, the tree grows from the records (docs/decisions/267): what the research says of an ancestor.
 * Written only by the publication of a research report (the database's merge); the page keeps it as it came.
 * `found`: added by research (`key` names the record person it came from: `<record id>:<role>:<n>`);
 * `confirmed`: one the family named, pointed at by a record. `written`: what research last wrote into the card's
 * fields (a field that no longer equals it was changed by the family and is never overwritten).
 */
export const RESEARCH_MARKS = ['found', 'confirmed'] as const
export const researchMarkSchema = z.object({
  status: z.enum(RESEARCH_MARKS),
  key: z.string().max(80).nullable().optional(),
  records: z
    .array(
      z.object({
        id: z.string().max(40),
        type: z.string().max(30),
        year: z.number().int().nullable(),
        comune: z.string().max(100).nullable(),
      }),
    )
    .max(50),
  written: z.record(z.string(), z.unknown()).optional(),
})
export type ResearchMark = z.output<typeof researchMarkSchema>

const ancestorIds = (max: number) =>
  z.array(z.string().uuid('An id (UUID).')).max(max, `At most ${max}.`).optional()

export const ancestorSchema = z.object({
  id: z.string().uuid('An id (UUID).'),
  /** Who is whose (docs/decisions/267): this ancestor's parents and spouses, by id; children are implied. */
  parentIds: ancestorIds(2),
  spouseIds: ancestorIds(10),
  research: researchMarkSchema.optional(),
  givenNames: text(100),
  surnameItaly: text(100),
  surnameAmerica: text(100),
  relation: z
    .enum(RELATIONS)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  birthDate,
  birthPlace,
  /** Free text when the comune is unknown or not in Italy today. */
  birthPlaceText: text(200),
  emigrationYear: year(1700),
  departurePort: text(100),
  ship: text(100),
  arrivalPort: text(100),
  arrivalYear: year(1700),
  notes: text(2000),
})

export const wishesSchema = z
  .object({
    groupSize: z
      .number()
      .int('A whole number.')
      .min(1, 'At least 1.')
      .max(100, 'At most 100.')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    ageRanges: text(200),
    budget: z
      .number()
      .int('A whole number of euros.')
      .min(0, 'Not negative.')
      .max(10_000_000, 'At most 10,000,000.')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    hotelPreference: text(200),
    notes: text(2000),
    /**
     * The family's health and access notes (mobility, diet): special-category data, seen by the team and by the
     * agency only with the family's consent (docs/decisions/222). Left out of a save (a page loaded before the field
     * existed), the stored notes stay as they are; null or blank clears them.
     */
    healthNotes: z
      .string()
      .max(
        MAX_HEALTH_NOTES,
        `The health and access notes are too long (at most ${MAX_HEALTH_NOTES.toLocaleString('en-US')} characters).`,
      )
      .transform((value) => value.trim() || null)
      .nullable()
      .optional(),
  })
  .strict()

export const storySaveSchema = z
  .object({
    version: z.number().int().min(1),
    visitId: z.string().uuid('An id (UUID).'),
    ancestors: z.array(ancestorSchema).max(MAX_ANCESTORS, `At most ${MAX_ANCESTORS} ancestors.`),
    checklist: z
      .array(z.enum(CHECKLIST_ITEMS))
      .max(CHECKLIST_ITEMS.length)
      .transform((items) => [...new Set(items)]),
    wishes: wishesSchema,
  })
  .strict()

export type StorySave = z.infer<typeof storySaveSchema>
export type Ancestor = z.infer<typeof ancestorSchema>

/** `{ 'ancestors.2.birthDate.value': 'A year such as …' }`: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** A stored file of the story, as the journey page lists it. */
export const storyFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  size: z.number(),
  createdAt: z.string(),
})

/** GET /journey/story: the story with the family's first name, its version and its files. */
export const loadedStorySchema = z.object({
  firstName: z.string().nullable(),
  version: z.number().int(),
  savedAt: z.string().nullable(),
  ancestors: z.array(ancestorSchema),
  checklist: z.array(z.enum(CHECKLIST_ITEMS)),
  wishes: wishesSchema,
  files: z.array(storyFileSchema),
})

export type LoadedStory = z.output<typeof loadedStorySchema>
export type StoryFile = z.output<typeof storyFileSchema>
export type Wishes = z.output<typeof wishesSchema>

/** GET /journey/files/{id}/url and GET /journey/team/files/{id}/url: a one-minute signed URL. */
export const fileUrlAnswerSchema = z.object({ url: z.string() })

/** POST /journey/team/{inquiry}/link: the link shown once, or `sent` when it was e-mailed. */
export const teamLinkAnswerSchema = z.object({
  ok: z.literal(true),
  url: z.string().nullable().optional(),
  sent: z.boolean().optional(),
})

/** PUT /journey/story: the saved version. */
export const storySavedAnswerSchema = z.object({ version: z.number().int(), savedAt: z.string() })

/** POST /journey/link {email}: the answer never says whether the address matched. */
export const linkRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('An e-mail address such as name@example.com.')
    .max(254),
})

/** POST /journey/team/{inquiry}/link {send}: `send` e-mails the new link; otherwise it is shown once. */
export const teamLinkRequestSchema = z.object({ send: z.boolean().optional() })
