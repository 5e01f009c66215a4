import { z } from 'zod'

export { fieldErrors } from './field-errors.ts'

/**
 * The count-events contract (docs/decisions/170, 174 and 200): a batch of counts as the site sends it,
 * `{ "events": [{ "page", "event", "source"? }] }`, at most MAX_EVENTS. Strict: unknown keys, pages and events are
 * refused (a 400 naming the field), so nothing but the known pages and events is ever stored. `source` is present
 * only when the visitor allowed Analytics. The pages and events are the one list in src/lib/visit/counted-events.ts
 * (the function has its generated copy), so the schema takes the two checks as arguments: a contract imports zod
 * only. The answer is never read (the beacon).
 */
export const MAX_EVENTS = 20

const SOURCE = /^[a-z0-9][a-z0-9._-]{0,99}$/

export interface CountedLists {
  isKnownPage: (page: string) => boolean
  isPageEvent: (event: string) => boolean
}

export function countBatchSchema({ isKnownPage, isPageEvent }: CountedLists) {
  return z.strictObject({
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
}

/** What the site sends. */
export type CountBatch = z.input<ReturnType<typeof countBatchSchema>>
export type CountedEvent = CountBatch['events'][number]
