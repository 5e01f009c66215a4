import { z } from 'zod'
import { isKnownPage, isPageEvent } from '../_shared/counted-events.ts'

/**
 * A batch of counts as the site sends it: `{ "events": [{ "page", "event", "source"? }] }`, at most
 * MAX_EVENTS. Strict: unknown keys, pages and events are refused (a 400 naming the field), so nothing but the
 * known pages and events is ever stored. `source` is present only when the visitor allowed Analytics.
 */
export const MAX_EVENTS = 20

const SOURCE = /^[a-z0-9][a-z0-9._-]{0,99}$/

export const countBatchSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        page: z.string().max(200).refine(isKnownPage, 'Unknown page.'),
        event: z.string().max(40).refine(isPageEvent, 'Unknown event.'),
        source: z
          .string()
          .regex(SOURCE, 'A source is lower-case letters, digits, dots, dashes or underscores.')
          .optional(),
      }),
    )
    .min(1, 'At least one event.')
    .max(MAX_EVENTS, `At most ${MAX_EVENTS} events.`),
})

export type CountBatch = z.output<typeof countBatchSchema>

/** Field errors as `{ path: message }`, for the 400 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}
