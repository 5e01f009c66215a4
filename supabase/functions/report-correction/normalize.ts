import { normalizeText } from '../_shared/text.ts'

/** The correction's schema is the contract, ../_shared/contracts/report-correction.ts; this is the server's side. */

/** The body with its free text normalized (control characters out, line breaks kept): docs/decisions/080. */
export function normalizeCorrection(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...body }
  if (typeof copy.message === 'string') copy.message = normalizeText(copy.message, 'multi')
  if (typeof copy.email === 'string') copy.email = normalizeText(copy.email, 'single')
  return copy
}
