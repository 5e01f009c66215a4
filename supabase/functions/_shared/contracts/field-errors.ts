import type { z } from 'zod'

/** Field errors as `{ path: message }` ('_' for the body itself), for a 400 answer (docs/decisions/200). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}
