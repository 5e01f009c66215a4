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
                .object({
                  day: loose(z.number().int()),
                  town: loose(z.string()),
                  ancestors: loose(z.array(z.string()).catch([])),
                })
                .catch({ day: undefined, town: undefined, ancestors: undefined }),
            ),
          ),
          hotelLevel: loose(z.string()),
          // The plan's contract (supabase/functions/_shared/contracts/plan.ts) names it `hotel`.
          hotel: loose(z.string()),
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
  // The plan names, day by day, the ancestors a day concerns: each with the day's town, once.
  const fromDays = (journey.days ?? []).flatMap((entry) =>
    (entry.ancestors ?? []).map((name) => ({ name, town: entry.town ?? null })),
  )
  const ancestors = [
    ...(parsed.ancestors ?? []).flatMap((entry) =>
      entry.name ? [{ name: entry.name, town: entry.town ?? null }] : [],
    ),
    ...fromDays,
  ].filter((entry, index, all) => all.findIndex((other) => other.name === entry.name) === index)
  const notes = [parsed.healthNotes, parsed.accessNotes].filter(Boolean).join('\n')
  return {
    dates: journey.dates ?? range,
    days,
    hotelLevel: journey.hotelLevel ?? journey.hotel ?? null,
    ancestors,
    healthNotes: notes || null,
  }
}
