import { z } from 'zod'

/**
 * The report-correction contract (docs/decisions/131 and 200): the pages a reader can report a mistake on, the
 * request and its refusals, each naming its field in words a reader understands. The function parses with these;
 * the app imports the copy `npm run gen:types` writes to src/lib/contracts/ (types only on the public pages).
 *
 * The pages: the eight region articles, the root-tourism article and the research guide, /how-it-works,
 * /travel-insurance and the six itinerary pages (docs/decisions/196-content-round-two.md); /about-us, /our-values and
 * the town finder, whose answers state facts (docs/decisions/248-content-round-three.md).
 * tests/integration/report-correction.test.ts keeps this list equal to the site's pages and their review dates.
 */
export const REGION_SLUGS = [
  'sicily',
  'tuscany',
  'calabria',
  'campania',
  'puglia',
  'abruzzo',
  'marche',
  'molise',
] as const

export const ITINERARY_IDS = [
  'sicily-roots',
  'calabria-origins',
  'campania-heritage',
  'puglia-discovery',
  'veneto-legacy',
  'lazio-discovery',
] as const

export const CORRECTABLE_PAGES: readonly string[] = [
  ...REGION_SLUGS.map((slug) => `/blog/${slug}`),
  '/blog/what-is-root-tourism',
  '/blog/italian-family-research-guide',
  '/how-it-works',
  '/travel-insurance',
  ...ITINERARY_IDS.map((id) => `/itineraries/${id}`),
  '/about-us',
  '/our-values',
  '/find-your-town',
]

export const MESSAGE_MAX = 2000
export const EMAIL_MAX = 254

export function messageLengthError(length: number): string {
  return `Please keep it under ${MESSAGE_MAX.toLocaleString('en-US')} characters (this one has ${length.toLocaleString('en-US')}).`
}

export const correctionSchema = z.object({
  page: z
    .string()
    .refine((page) => CORRECTABLE_PAGES.includes(page), 'This page does not take corrections.'),
  message: z
    .string({ error: 'Tell us what is wrong.' })
    .transform((text) => text.trim())
    .superRefine((text, context) => {
      if (text.length === 0) context.addIssue({ code: 'custom', message: 'Tell us what is wrong.' })
      else if (text.length > MESSAGE_MAX)
        context.addIssue({ code: 'custom', message: messageLengthError(text.length) })
    }),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'This e-mail address is too long.')
    .refine((email) => email === '' || z.email().safeParse(email).success, {
      message: 'Enter an e-mail address like name@example.com, or leave it empty.',
    })
    .optional(),
  website: z.string().optional(),
})

export type CorrectionRequest = z.infer<typeof correctionSchema>
/** What the app sends (the form's fields; `website` is the honeypot, empty for people). */
export type CorrectionReport = z.input<typeof correctionSchema>

/** `{ field: first message }` for a failed parse ('_' for the body itself). */
export function correctionFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    if (!(field in fields))
      fields[field] = issue.code === 'invalid_type' ? messageForMissing(field) : issue.message
  }
  return fields
}

function messageForMissing(field: string): string {
  if (field === 'message') return 'Tell us what is wrong.'
  if (field === 'page') return 'This page does not take corrections.'
  return 'This value is not valid.'
}
