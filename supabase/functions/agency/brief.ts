import { z } from 'zod'

/**
 * The one reader of a plan version's content for the hand-off (docs/decisions/215). The plan feature owns the
 * content's shape; this module reads only what the agency's brief needs and tolerates every missing or odd key
 * (the answer is then null or empty, never an error).
 */

const loose = <T extends z.ZodTypeAny>(schema: T) => schema.optional().catch(undefined)

const contentSchema = z
  .object({
    journey: loose(
      z
        .object({
          dates: loose(z.string()),
          start: loose(z.string()),
          end: loose(z.string()),
          days: loose(
            z.array(
              z
                .object({ day: loose(z.number().int()), town: loose(z.string()) })
                .catch({ day: undefined, town: undefined }),
            ),
          ),
          hotelLevel: loose(z.string()),
        })
        .passthrough(),
    ),
    ancestors: loose(
      z.array(
        z
          .object({ name: loose(z.string()), town: loose(z.string()) })
          .catch({ name: undefined, town: undefined }),
      ),
    ),
    healthNotes: loose(z.string()),
    accessNotes: loose(z.string()),
  })
  .passthrough()
  .catch({})

export interface PlanJourney {
  dates: string | null
  days: { day: number; town: string }[]
  hotelLevel: string | null
  ancestors: { name: string; town: string | null }[]
  healthNotes: string | null
}

export function readPlanJourney(content: unknown): PlanJourney {
  const parsed = contentSchema.parse(content ?? {})
  const journey = parsed.journey ?? {}
  const range = journey.start && journey.end ? `${journey.start} – ${journey.end}` : null
  const days = (journey.days ?? []).flatMap((entry, index) =>
    entry.town ? [{ day: entry.day ?? index + 1, town: entry.town }] : [],
  )
  const ancestors = (parsed.ancestors ?? []).flatMap((entry) =>
    entry.name ? [{ name: entry.name, town: entry.town ?? null }] : [],
  )
  const notes = [parsed.healthNotes, parsed.accessNotes].filter(Boolean).join('\n')
  return {
    dates: journey.dates ?? range,
    days,
    hotelLevel: journey.hotelLevel ?? null,
    ancestors,
    healthNotes: notes || null,
  }
}
