import { z } from 'zod'
import { ancestorSchema, storyFileSchema } from './journey.ts'
import { DELIVERABLES, RESEARCH_KINDS } from './plan.ts'

/**
 * The research contract (docs/product/research.md): what the researcher's page (/research/{token}), the team's
 * console and the family's journey page send to the `research` function, and what they read. Copied to
 * src/lib/contracts/ by `npm run gen:types`. Every refusal names its field (the 400's `fields`, keyed by path).
 *
 * The report has one draft at a time, worked on through the researcher's link; the team publishes it as a frozen
 * version (as plan versions are); a correction is the next version and says what changed.
 */

const THIS_YEAR = new Date().getUTCFullYear()

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is missing.` })
    .trim()
    .min(1, `${field} is missing.`)
    .max(max, `${field} is too long (at most ${max} characters).`)

/** Optional words: '' and null both read as null. */
const optional = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is too long (at most ${max} characters).`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const isoDay = z
  .string({ error: 'A date such as 2026-11-28.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2026-11-28.')

const year = (field: string) =>
  z
    .number({ error: `${field} is missing.` })
    .int(`${field} must be a whole year.`)
    .min(1500, `${field} must be from 1500.`)
    .max(THIS_YEAR, `${field} must be up to ${THIS_YEAR}.`)

/**
 * The Antenati portal's permanent addresses (ARK, NAAN 12657): a register (archival unit, `an_ua…`, or a document
 * unit, `an_ud…`), optionally one of its images (`…/w9DWR8x`). Any other address there is refused: a search result
 * or a viewer address changes, the permanent one does not.
 */
export const ANTENATI_REGISTER =
  /^https:\/\/antenati\.cultura\.gov\.it\/ark:\/12657\/an_u[ad]\d{1,12}(\/[A-Za-z0-9]{1,40})?\/?$/
export const ANTENATI_PAGE =
  /^https:\/\/antenati\.cultura\.gov\.it\/ark:\/12657\/an_u[ad]\d{1,12}\/[A-Za-z0-9]{1,40}\/?$/
const ANTENATI_MESSAGE =
  'Use the permanent address of the Antenati portal, such as https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x.'

const portalAddress = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(300, 'The Antenati address is too long (at most 300 characters).')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || pattern.test(value), message)

/** A comune as the town finder names it (the journey's birth place has the same shape). */
export const comuneSchema = z.object({
  comune: text('The comune', 100),
  province: text('The province', 100),
  region: text('The region', 100),
})
export type Comune = z.infer<typeof comuneSchema>

export const ARCHIVE_KINDS = [
  'state_archive',
  'parish',
  'comune_office',
  'diocesan_archive',
  'other',
] as const
export const NOT_FOUND_REASONS = [
  'not_digitised',
  'privacy_window',
  'register_missing',
  'before_civil_registration',
  'variant_not_indexed',
  'archive_closed',
  'other',
] as const
export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number]

/** One row of the research log: one search, found or not. */
export const searchInputSchema = z
  .object({
    /** Absent: a new row. Present: that row, changed. */
    id: z.string().uuid('The search is not one of this research’s.').optional(),
    archiveKind: z.enum(ARCHIVE_KINDS, { error: 'Choose the kind of archive.' }),
    /** e.g. "Archivio di Stato di Salerno", "Parrocchia di San Michele Arcangelo". */
    archive: text('The archive', 200),
    /** The register or series, e.g. "Stato civile italiano, Nati". */
    series: text('The register or series', 200),
    comune: comuneSchema,
    yearFrom: year('The first year'),
    yearTo: year('The last year'),
    /** The names and spellings searched, as the researcher wrote them. */
    names: text('The names searched', 500),
    registerUrl: portalAddress(ANTENATI_REGISTER, ANTENATI_MESSAGE),
    result: z.enum(['found', 'not_found'], { error: 'Say whether the search found a record.' }),
    notFoundReason: z
      .enum(NOT_FOUND_REASONS)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    /** The reason in words: required when the reason is `other`. */
    reasonText: optional('The reason', 500),
    searchedOn: isoDay,
    notes: optional('The notes', 2000),
  })
  .superRefine((search, ctx) => {
    if (search.yearTo < search.yearFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['yearTo'],
        message: 'The last year is before the first.',
      })
    if (search.result === 'not_found' && !search.notFoundReason)
      ctx.addIssue({
        code: 'custom',
        path: ['notFoundReason'],
        message: 'Say why nothing was found.',
      })
    if (search.result === 'found' && search.notFoundReason)
      ctx.addIssue({
        code: 'custom',
        path: ['notFoundReason'],
        message: 'A found search has no reason.',
      })
    if (search.notFoundReason === 'other' && !search.reasonText)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'Say the reason in words.' })
  })
export type SearchInput = z.output<typeof searchInputSchema>
export type Search = SearchInput & { id: string }

export const RECORD_TYPES = [
  'birth',
  'baptism',
  'marriage',
  'marriage_documents',
  'death',
  'draft_list',
  'emigration',
] as const
export const PERSON_ROLES = [
  'subject',
  'father',
  'mother',
  'spouse',
  'witness',
  'godparent',
  'other',
] as const
export const PROOF_LEVELS = ['proven', 'probable', 'possible', 'disproven'] as const
export type ProofLevel = (typeof PROOF_LEVELS)[number]

/** A full or partial date: a year, a month of a year, or a day. */
export const partialDateSchema = z
  .object({
    year: year('The year'),
    month: z
      .number()
      .int()
      .min(1, 'A month from 1 to 12.')
      .max(12, 'A month from 1 to 12.')
      .nullable(),
    day: z.number().int().min(1, 'A day from 1 to 31.').max(31, 'A day from 1 to 31.').nullable(),
  })
  .superRefine((date, ctx) => {
    if (date.day !== null && date.month === null)
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'A day needs its month.' })
    // Only a day of a whole year and a month from 1 to 12 is checked against its month: a missing or wrong year or
    // month has its own issue (and would make no date at all).
    const month = date.month
    if (
      date.day !== null &&
      month !== null &&
      Number.isInteger(date.year) &&
      Number.isInteger(month) &&
      month >= 1 &&
      month <= 12
    ) {
      const iso = `${date.year}-${String(month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
      const day = new Date(`${iso}T00:00:00Z`)
      if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(iso))
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'That day is not in that month.' })
    }
  })
export type PartialDate = z.infer<typeof partialDateSchema>

export const recordPersonSchema = z.object({
  name: text('The name', 200),
  role: z.enum(PERSON_ROLES, { error: 'Choose the person’s role.' }),
  /** One of the family's ancestors (the story's ancestor id) this person is: confirmed, never duplicated. */
  ancestorId: z
    .string()
    .uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
})
export type RecordPerson = z.output<typeof recordPersonSchema>

export const recordInputSchema = z.object({
  id: z.string().uuid('The record is not one of this research’s.').optional(),
  /** The log row that found it, if any. */
  searchId: z
    .string()
    .uuid()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  type: z.enum(RECORD_TYPES, { error: 'Choose the type of record.' }),
  date: partialDateSchema,
  comune: comuneSchema,
  archive: text('The archive', 200),
  series: text('The register or series', 200),
  actNumber: optional('The act number', 20),
  people: z
    .array(recordPersonSchema, { error: 'Name the people in the record.' })
    .min(1, 'Name at least the person the record is about.')
    .max(20, 'At most 20 people in a record.'),
  pageUrl: portalAddress(ANTENATI_PAGE, ANTENATI_MESSAGE),
  transcriptionLanguage: z.enum(['it', 'la'], { error: 'Italian or Latin.' }),
  transcription: optional('The transcription', 10000),
  translation: optional('The translation', 10000),
  proof: z.enum(PROOF_LEVELS, { error: 'Say how sure you are.' }),
  consultedOn: isoDay,
  notes: optional('The notes', 2000),
})
export type RecordInput = z.output<typeof recordInputSchema>

// --- Part 4: the researcher's own photo of the page (docs/decisions/266) ---------------------------------------

/** Up to this many photos a record; each an image of at most 15 MB (the family's files' checks). */
export const PHOTO_LIMITS = { perRecord: 6, fileBytes: 15 * 1024 * 1024 } as const

/** A stored photo as every reader gets it; its address is asked for by id (a one-minute signed URL). */
export const researchPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
})
export type ResearchPhoto = z.infer<typeof researchPhotoSchema>

/** The researcher's upload of a photo to one of this research's records: its name, size and the browser's type. */
export const photoBeginSchema = z.object({
  action: z.literal('beginPhoto'),
  recordId: z.string().uuid('Not one of this research’s records.'),
  name: z.string().min(1, 'A file name.').max(500, 'The file name is too long.'),
  size: z
    .number({ error: 'The file’s size is missing.' })
    .int()
    .min(1, 'The file is empty.')
    .max(PHOTO_LIMITS.fileBytes, 'At most 15 MB a file.'),
  type: z.string().max(100).optional().default(''),
})
/** Where the browser sends the bytes (Storage's signed upload), and the photo's id to complete it with. */
export const photoBeginAnswerSchema = z.object({
  photo: z.object({ id: z.string(), name: z.string(), size: z.number().int() }),
  upload: z.object({
    signedUrl: z.string(),
    path: z.string(),
    token: z.string(),
    contentType: z.string(),
  }),
})
export type PhotoBeginAnswer = z.infer<typeof photoBeginAnswerSchema>
const photoId = z.string().uuid('Not one of this research’s photos.')

/** A record as every reader gets it: its fields and its citation (built by recordCitation, below, once). */
export const researchRecordSchema = z.object({
  id: z.string(),
  searchId: z.string().nullable(),
  type: z.enum(RECORD_TYPES),
  date: partialDateSchema,
  comune: comuneSchema,
  archive: z.string(),
  series: z.string(),
  actNumber: z.string().nullable(),
  people: z.array(recordPersonSchema),
  pageUrl: z.string().nullable(),
  transcriptionLanguage: z.enum(['it', 'la']),
  transcription: z.string().nullable(),
  translation: z.string().nullable(),
  proof: z.enum(PROOF_LEVELS),
  consultedOn: z.string(),
  notes: z.string().nullable(),
  citation: z.string(),
  /** Part 4: the researcher's photos of the page (absent from versions published before them). */
  photos: z.array(researchPhotoSchema).default([]),
})
export type ResearchRecord = z.infer<typeof researchRecordSchema>

export const researchSearchSchema = z.object({
  id: z.string(),
  archiveKind: z.enum(ARCHIVE_KINDS),
  archive: z.string(),
  series: z.string(),
  comune: comuneSchema,
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  names: z.string(),
  registerUrl: z.string().nullable(),
  result: z.enum(['found', 'not_found']),
  notFoundReason: z.enum(NOT_FOUND_REASONS).nullable(),
  reasonText: z.string().nullable(),
  searchedOn: z.string(),
  notes: z.string().nullable(),
})
export type ResearchSearch = z.infer<typeof researchSearchSchema>

/**
 * One citation form for every record (docs/product/research.md, "Citations"): archive, series, comune, record type
 * and year, act number, the page's address, the date consulted. English, as the family reads it.
 */
export function recordCitation(record: Omit<ResearchRecord, 'citation' | 'id' | 'photos'>): string {
  const type = RECORD_TYPE_CITED[record.type]
  const parts = [
    record.archive,
    record.series,
    `${record.comune.comune} (${record.comune.province})`,
    `${type}, ${citedDate(record.date)}`,
    record.actNumber ? `act no. ${record.actNumber}` : null,
    record.pageUrl ? `image at ${record.pageUrl}` : null,
    `consulted ${record.consultedOn}`,
  ]
  return `${parts.filter(Boolean).join(', ')}.`
}

const RECORD_TYPE_CITED: Record<(typeof RECORD_TYPES)[number], string> = {
  birth: 'birth record',
  baptism: 'baptism record',
  marriage: 'marriage record',
  marriage_documents: 'marriage documents',
  death: 'death record',
  draft_list: 'draft list',
  emigration: 'passport or emigration record',
}

function citedDate(date: PartialDate): string {
  if (date.month === null) return String(date.year)
  const month = String(date.month).padStart(2, '0')
  return date.day === null
    ? `${date.year}-${month}`
    : `${date.year}-${month}-${String(date.day).padStart(2, '0')}`
}

/** What the research was asked to do: the accepted plan's research lines, its weeks and what it delivers. */
export const researchQuestionsSchema = z.object({
  lines: z.array(
    z.object({ kind: z.enum(RESEARCH_KINDS), ancestorLine: z.string(), backTo: z.string() }),
  ),
  weeks: z.number().int(),
  deliverables: z.array(z.enum(DELIVERABLES)),
  planVersion: z.number().int(),
})
export type ResearchQuestions = z.infer<typeof researchQuestionsSchema>

// --- Part 6 of issue 45: conclusions per research question, and next steps (ADR 268) --------------------------

/** One conclusion per research question: `question` is the index of its line in the accepted plan's research lines. */
export const conclusionInputSchema = z.object({
  question: z
    .number({ error: 'Choose the research question.' })
    .int('Choose the research question.')
    .min(0, 'Choose the research question.')
    .max(49, 'Choose the research question.'),
  text: text('The conclusion', 1500),
  proof: z.enum(PROOF_LEVELS, { error: 'Say how sure you are.' }),
})
export type ConclusionInput = z.output<typeof conclusionInputSchema>
export const researchConclusionSchema = z.object({
  question: z.number().int(),
  text: z.string(),
  proof: z.enum(PROOF_LEVELS),
})
export type ResearchConclusion = z.infer<typeof researchConclusionSchema>

export const NEXT_STEP_KINDS = [
  'parish_in_person',
  'latin_church_records',
  'comune_request',
  'state_archive_request',
  'other',
] as const
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number]
export const NEXT_STEP_CURRENCIES = ['EUR', 'USD'] as const
/** The highest price a next step may name: 100,000.00 in minor units. */
export const NEXT_STEP_MAX_MINOR = 10_000_000

/** A price in integer minor units (cents) and its currency, never a float: 25000 EUR is €250. */
export const priceSchema = z.object({
  amountMinor: z
    .number({ error: 'The price is missing.' })
    .int('The price must be in whole cents.')
    .min(1, 'The price must be more than zero.')
    .max(NEXT_STEP_MAX_MINOR, 'The price is too high (at most 100,000).'),
  currency: z.enum(NEXT_STEP_CURRENCIES, { error: 'The currency must be EUR or USD.' }),
})
export type Price = z.infer<typeof priceSchema>

export const nextStepInputSchema = z.object({
  /** Absent: a new step. Present: that step, changed. */
  id: z.string().uuid('The next step is not one of this research’s.').optional(),
  description: text('The description', 1000),
  kind: z.enum(NEXT_STEP_KINDS, { error: 'Choose the kind of work.' }),
  /** Only where the step needs more paid research. */
  price: priceSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  towns: z.array(comuneSchema).max(10, 'At most 10 towns.').default([]),
})
export type NextStepInput = z.output<typeof nextStepInputSchema>
export const researchNextStepSchema = z.object({
  id: z.string(),
  description: z.string(),
  kind: z.enum(NEXT_STEP_KINDS),
  price: priceSchema.nullable(),
  towns: z.array(comuneSchema),
})
export type ResearchNextStep = z.infer<typeof researchNextStepSchema>

/** The report as the family reads it: the draft in the team's review, a frozen version once published. */
export const researchReportSchema = z.object({
  version: z.number().int(),
  /** Null while a draft. */
  publishedAt: z.string().nullable(),
  researcherName: z.string(),
  questions: researchQuestionsSchema,
  searches: z.array(researchSearchSchema),
  records: z.array(researchRecordSchema),
  /** From version 2: what changed since the version before, in the team's words. */
  changes: z.string().nullable(),
  /** Part 6 (ADR 268): absent from the versions published before it, read as none. */
  conclusions: z.array(researchConclusionSchema).default([]),
  nextSteps: z.array(researchNextStepSchema).default([]),
})
export type ResearchReport = z.infer<typeof researchReportSchema>

export const RESEARCH_STATES = [
  'assigned',
  'submitted',
  'returned',
  'published',
  'withdrawn',
] as const
export type ResearchState = (typeof RESEARCH_STATES)[number]

// --- The researcher's link: POST /research with X-Research-Token -------------------------------------------

export const researcherRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('view') }),
    z.object({ action: z.literal('saveSearch'), search: searchInputSchema }),
    z.object({
      action: z.literal('deleteSearch'),
      id: z.string().uuid('Not one of this research’s searches.'),
    }),
    z.object({ action: z.literal('saveRecord'), record: recordInputSchema }),
    z.object({
      action: z.literal('deleteRecord'),
      id: z.string().uuid('Not one of this research’s records.'),
    }),
    /** A short-lived address of one of the family's documents. */
    z.object({
      action: z.literal('fileUrl'),
      fileId: z.string().uuid('Not one of the family’s documents.'),
    }),
    z.object({ action: z.literal('submit'), note: optional('The note', 2000) }),
    // Part 6 (ADR 268).
    z.object({ action: z.literal('saveConclusion'), conclusion: conclusionInputSchema }),
    z.object({
      action: z.literal('deleteConclusion'),
      question: z.number().int().min(0).max(49, 'Not one of this research’s questions.'),
    }),
    z.object({ action: z.literal('saveNextStep'), nextStep: nextStepInputSchema }),
    z.object({
      action: z.literal('deleteNextStep'),
      id: z.string().uuid('Not one of this research’s next steps.'),
    }),
    // Part 4: the researcher's photos of a page (docs/decisions/266).
    photoBeginSchema,
    z.object({ action: z.literal('completePhoto'), photoId }),
    z.object({ action: z.literal('deletePhoto'), photoId }),
    z.object({ action: z.literal('photoUrl'), photoId }),
  ],
  { error: 'The action is not one the research page offers.' },
)
export type ResearcherRequest = z.input<typeof researcherRequestSchema>

/**
 * What the researcher's link reads: the questions and what the family gave (ancestors with towns, dates and notes,
 * documents), never the family's contact details, health and access notes or another family's research.
 */
export const researcherViewSchema = z.object({
  state: z.enum(RESEARCH_STATES),
  /** The researcher's language: the page opens in it. */
  language: z.enum(['it', 'en']),
  researcherName: z.string(),
  /** The family's surname line as the team names the research (never an address or a phone). */
  familyName: z.string(),
  assignedAt: z.string(),
  /** assignedAt + the plan's weeks: when the first results are due. */
  dueAt: z.string(),
  /** The team's comment when it sent the report back. */
  returnComment: z.string().nullable(),
  questions: researchQuestionsSchema,
  ancestors: z.array(ancestorSchema),
  files: z.array(storyFileSchema),
  searches: z.array(researchSearchSchema),
  records: z.array(researchRecordSchema),
  /** The version the draft will be published as. */
  draftVersion: z.number().int(),
  /** Part 6 (ADR 268). */
  conclusions: z.array(researchConclusionSchema).default([]),
  nextSteps: z.array(researchNextStepSchema).default([]),
})
export type ResearcherView = z.output<typeof researcherViewSchema>

export const fileUrlAnswerSchema = z.object({ url: z.string() })

// --- The team: Bearer session --------------------------------------------------------------------------------

/** POST /research/team/researchers/{id}: a researcher's details (a new id adds one). */
export const researcherSaveSchema = z.object({
  name: text('The name', 200),
  email: z
    .string({ error: 'The e-mail address is missing.' })
    .trim()
    .min(1, 'The e-mail address is missing.')
    .max(254, 'The e-mail address is too long (at most 254 characters).')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'The e-mail address must be an e-mail address.'),
  language: z.enum(['it', 'en'], { error: 'The language must be Italian or English.' }),
  privacyNoticeUrl: z
    .string({ error: 'The privacy notice URL is missing.' })
    .trim()
    .min(1, 'The privacy notice URL is missing.')
    .max(500, 'The privacy notice URL is too long (at most 500 characters).')
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'The privacy notice URL must start with https://.'),
  active: z.boolean({ error: 'Say whether the researcher takes work.' }),
})
export type ResearcherSave = z.infer<typeof researcherSaveSchema>
export const researcherSchema = researcherSaveSchema.extend({
  id: z.string(),
  isSample: z.boolean(),
  updatedAt: z.string(),
})
export type Researcher = z.infer<typeof researcherSchema>

/** POST /research/team/{inquiry}/assign: only once the research fee is paid. A new researcher revokes the last link. */
export const assignRequestSchema = z.object({
  researcherId: z.string({ error: 'Choose a researcher.' }).uuid('Choose a researcher.'),
})
export const assignResponseSchema = z.object({
  ok: z.literal(true),
  assignmentId: z.string(),
  dueAt: z.string(),
  /** The researcher whose link this assignment revoked, if any. */
  withdrawnResearcherId: z.string().nullable(),
})

/** POST /research/team/{inquiry}: where the lead's research stands, and the draft as the family will read it. */
export const teamResearchSchema = z.object({
  assignment: z
    .object({
      id: z.string(),
      state: z.enum(RESEARCH_STATES),
      researcherId: z.string(),
      researcherName: z.string(),
      assignedAt: z.string(),
      dueAt: z.string(),
      submittedAt: z.string().nullable(),
      submitNote: z.string().nullable(),
      returnComment: z.string().nullable(),
    })
    .nullable(),
  draft: researchReportSchema.nullable(),
  published: z.array(z.object({ version: z.number().int(), publishedAt: z.string() })),
})
export type TeamResearch = z.infer<typeof teamResearchSchema>

/** POST /research/team/{inquiry}/review: publish the submitted draft, or send it back with a comment. */
export const reviewRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), changes: optional('What changed', 2000) }),
    z.object({ action: z.literal('return'), comment: text('The comment', 2000) }),
  ],
  { error: 'Publish it or send it back.' },
)
export type ReviewRequest = z.input<typeof reviewRequestSchema>

// --- The family: POST /research/family with X-Journey-Token ---------------------------------------------------

export const familyResearchSchema = z.object({
  /** `none`: no research assigned yet (or none paid); `running`: assigned, nothing published. */
  state: z.enum(['none', 'running', 'published']),
  researcherName: z.string().nullable(),
  /** When the first results are due (the plan's weeks from the assignment). */
  dueAt: z.string().nullable(),
  /** The latest published version. */
  report: researchReportSchema.nullable(),
  /**
   * Part 9 (the report's PDF): the family's surname line, for the PDF's title and file name; with a published
   * report only. Optional: a client older than this field reads the rest as before.
   */
  familyName: z.string().nullable().optional(),
})
export type FamilyResearch = z.infer<typeof familyResearchSchema>

export const researchErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})

// --- Issue 45 part 9: read-only links to the results for relatives (docs/decisions/270) -----------------------
// The family (X-Journey-Token): POST /research/family/shares (list), /shares/create {label}, /shares/{id}/revoke.
// A relative (X-Results-Token): POST /research/shared.

export const SHARE_LABEL_MAX = 60

export const shareCreateRequestSchema = z.object({
  /** Who the link is for, in the family's words (optional): "for cousin Anna". */
  label: z
    .string()
    .trim()
    .max(SHARE_LABEL_MAX, `At most ${SHARE_LABEL_MAX} characters.`)
    .optional()
    .default(''),
})
export type ShareCreateRequest = z.input<typeof shareCreateRequestSchema>

export const shareLinkSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>

/** The family's live links (newest first); the token itself is shown only in the answer that made it. */
export const familySharesSchema = z.object({ links: z.array(shareLinkSchema) })
export type FamilyShares = z.infer<typeof familySharesSchema>

export const shareCreatedSchema = z.object({ link: shareLinkSchema, token: z.string() })
export type ShareCreated = z.infer<typeof shareCreatedSchema>

/** What a relative reads: the latest published report and the family's surname, nothing else. */
export const sharedResultsSchema = z.object({
  familyName: z.string().nullable(),
  report: researchReportSchema,
})
export type SharedResults = z.infer<typeof sharedResultsSchema>
