import { z } from 'zod'
import { normalizeText } from '../_shared/text.ts'
import { CORRECTABLE_PAGES } from './pages.ts'

/**
 * A correction report: the page, what is wrong (1–2,000 characters, line breaks kept) and, optionally, an e-mail
 * address for a reply. Every message names the field and says what to do, in words a reader understands.
 */
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

/** The body with its free text normalized (control characters out, line breaks kept): docs/decisions/080. */
export function normalizeCorrection(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  if (typeof copy.message === 'string') copy.message = normalizeText(copy.message, 'multi')
  if (typeof copy.email === 'string') copy.email = normalizeText(copy.email, 'single')
  return copy
}

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
