import { z } from 'zod'
import type { BriefDates, Written } from '../_shared/contracts/agency.ts'

/**
 * The one reader of a plan version's content for the hand-off (docs/decisions/215). The plan feature owns the
 * content's shape; this module reads only what the agency's brief needs and tolerates every missing or odd key
 * (the answer is then null or empty, never an error). Health and access notes never come from the plan: only the
 * family's own notes in its story, with its consent (docs/decisions/222).
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
  })
  .passthrough()
  .catch({})

export interface PlanJourney {
  dates: BriefDates | null
  days: { day: number; town: string }[]
  hotelLevel: string | null
  ancestors: { name: string; town: string | null }[]
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar day as YYYY-MM-DD (2027-02-30 is not one: Date would roll it over to March). */
const isDay = (value: string | undefined): value is string => {
  if (!value || !ISO_DAY.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/**
 * Dates as a code the agency's page formats in its language: a first and last day, one day, "I don't know yet", or
 * words kept as written (docs/decisions/223).
 */
export function readDates(value: string | null | undefined, by: Written['by']): BriefDates | null {
  const text = value?.trim()
  if (!text) return null
  if (text === "I don't know yet" || text === 'I don’t know yet') return { kind: 'unknown' }
  if (isDay(text)) return { kind: 'day', date: text }
  const range = /^(\d{4}-\d{2}-\d{2})\s*(?:–|—|-|to)\s*(\d{4}-\d{2}-\d{2})$/.exec(text)
  if (range && isDay(range[1]) && isDay(range[2]))
    return { kind: 'range', start: range[1], end: range[2] }
  return { kind: 'written', written: { text, by } }
}

export function readPlanJourney(content: unknown): PlanJourney {
  const parsed = contentSchema.parse(content ?? {})
  const journey = parsed.journey ?? {}
  const range: BriefDates | null =
    isDay(journey.start) && isDay(journey.end)
      ? { kind: 'range', start: journey.start, end: journey.end }
      : null
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
  return {
    dates: readDates(journey.dates, 'team') ?? range,
    days,
    hotelLevel: journey.hotelLevel?.trim() || journey.hotel?.trim() || null,
    ancestors,
  }
}
