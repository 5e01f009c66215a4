import type { Tables } from '@/lib/database.types'
import { planContentSchema, type PlanDraft } from '@/lib/contracts/plan'
import type { Comune, ResearchNextStep } from '@/lib/contracts/research'

/** The plan's own limit on days (the plan contract's `journey.days`). */
const MAX_DAYS = 30

/** The version a town is added to: the draft if the team has one, else the newest version, copied into a new draft. */
export function baseVersion(
  versions: Tables<'plan_versions'>[],
): Tables<'plan_versions'> | undefined {
  return versions.find((version) => version.state === 'draft') ?? versions[0]
}

/**
 * The plan draft with one more journey day in a town a research next step leads to (docs/product/research.md,
 * "Conclusions and next steps"; ADR 268), saved through the plan editor's own route (PUT /journey/team/{inquiry}/
 * plan), which keeps one draft per inquiry: an existing draft grows, an accepted plan gets a new draft to send.
 * The day is a starting point the team then writes in the plan editor. `today` is YYYY-MM-DD; a past `valid_until`
 * becomes 30 days from today (the draft's own rule: within a year from today).
 */
export function draftWithTownDay(
  base: Tables<'plan_versions'>,
  town: Comune,
  step: Pick<ResearchNextStep, 'description'>,
  today: string,
): PlanDraft | { error: string } {
  const content = planContentSchema.safeParse(base.content)
  if (!content.success) return { error: 'The plan could not be read: open it in the plan editor.' }
  const days = content.data.journey.days
  if (days.length >= MAX_DAYS) return { error: `The plan already has ${MAX_DAYS} days.` }
  const validUntil =
    base.valid_until && base.valid_until >= today ? base.valid_until : addDays(today, 30)
  return {
    content: {
      ...content.data,
      journey: {
        ...content.data.journey,
        days: [
          ...days,
          {
            town: town.comune,
            title: `Where the research leads: ${town.comune}`,
            text: step.description.slice(0, 2000),
            ancestors: [],
          },
        ],
      },
    },
    agencyId: base.agency_id,
    validUntil,
    journeyPerPersonMinor: base.journey_per_person_minor,
  }
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** Each town the draft's next steps lead to, once, with the first step that names it. */
export function nextStepTowns(
  steps: ResearchNextStep[],
): { town: Comune; step: ResearchNextStep }[] {
  const seen = new Set<string>()
  return steps.flatMap((step) =>
    step.towns.flatMap((town) => {
      const key = `${town.comune}|${town.province}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ town, step }]
    }),
  )
}
