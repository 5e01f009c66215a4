import { SOURCE_TEXT_FIELDS } from './lead-source.ts'

/**
 * Text as the database and the e-mails can hold it (docs/decisions/080). Postgres `text` cannot store NUL, and
 * a lone UTF-16 surrogate is not valid UTF-8; both used to pass validation and fail the insert with a 500.
 * Before validation, every free-text field is:
 * - made well-formed (a lone surrogate becomes U+FFFD, the replacement character),
 * - stripped of control characters: C0 (except, in multi-line fields, line feed and tab; CR LF becomes LF),
 *   DEL, C1, and the Unicode line/paragraph separators; in single-line fields line breaks and tabs become spaces,
 * - put in Unicode normalisation form C (composed characters, as people type them).
 * Fields with a fixed shape (e-mail, key, dates, enums) are not changed: the schema rejects what does not fit.
 */

import { isStorable, normalizeText } from '../_shared/text.ts'

export { isStorable, normalizeText }

/** Free-text fields of the request and whether they may hold line breaks. */
export const TEXT_FIELDS: Readonly<Record<string, 'single' | 'multi'>> = {
  name: 'single',
  lastName: 'single',
  phone: 'single',
  regions: 'multi',
  website: 'single',
}

/** A copy of a request body with its free-text fields normalised; anything else is returned unchanged. */
export function normalizeRequestBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const [field, mode] of Object.entries(TEXT_FIELDS)) {
    const value = copy[field]
    if (typeof value === 'string') copy[field] = normalizeText(value, mode)
  }
  const source = copy.source
  if (typeof source === 'object' && source !== null && !Array.isArray(source)) {
    const sourceCopy: Record<string, unknown> = { ...(source as Record<string, unknown>) }
    for (const field of SOURCE_TEXT_FIELDS) {
      const value = sourceCopy[field]
      if (typeof value === 'string') sourceCopy[field] = normalizeText(value, 'single')
    }
    copy.source = sourceCopy
  }
  return copy
}

/** The first field of a validated request holding a string Postgres cannot store, or null. */
export function unstorableField(input: Record<string, unknown>): string | null {
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string' && !isStorable(value)) return field
  }
  return null
}
