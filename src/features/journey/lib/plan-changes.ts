import { formatDay, formatMinor } from '@/lib/money'
import type { PlanVersion } from '@/lib/contracts/plan'
import { familyTownName } from '@/content/town-name'

/**
 * What changed between the version the family read and the newer one the team sent (docs/product/plan.md, issue
 * 50): one short sentence per change, in the plan's order (research, days, prices, terms). Days are compared by
 * their place in the journey (day 3 with day 3); a day past the end of either version is added or removed. Computed
 * in the browser from the two versions the plan endpoint answers; the one place for the plan's differences.
 */
export function planChanges(read: PlanVersion, newer: PlanVersion): string[] {
  const changes: string[] = []
  const before = read.content
  const after = newer.content

  if (JSON.stringify(before.research.lines) !== JSON.stringify(after.research.lines))
    changes.push('The research lines changed.')
  if (before.research.weeks !== after.research.weeks)
    changes.push(
      `The research takes about ${weeks(after.research.weeks)} (was ${weeks(before.research.weeks)}).`,
    )
  if (before.research.deliverables.join() !== after.research.deliverables.join())
    changes.push('What you receive from the research changed.')
  if (
    read.researchFeeMinor !== newer.researchFeeMinor ||
    read.researchCurrency !== newer.researchCurrency
  )
    changes.push(
      `Research fee: ${formatMinor(newer.researchFeeMinor, newer.researchCurrency)} (was ${formatMinor(read.researchFeeMinor, read.researchCurrency)}).`,
    )

  const pairs: [string, string, string][] = [
    ['Dates', before.journey.dates, after.journey.dates],
    ['Hotel', before.journey.hotel, after.journey.hotel],
  ]
  for (const [label, was, now] of pairs)
    if (was !== now) changes.push(`${label}: ${now || 'not given'} (was ${was || 'not given'}).`)
  if (before.journey.people !== after.journey.people)
    changes.push(`${people(after.journey.people)} travel (was ${people(before.journey.people)}).`)

  const days = Math.max(before.journey.days.length, after.journey.days.length)
  for (let index = 0; index < days; index++) {
    const was = before.journey.days[index]
    const now = after.journey.days[index]
    const number = index + 1
    if (!was && now) changes.push(`Day ${number} added: ${dayName(now)}.`)
    else if (was && !now) changes.push(`Day ${number} removed: ${dayName(was)}.`)
    else if (was && now && JSON.stringify(was) !== JSON.stringify(now))
      changes.push(dayChanged(number, was, now))
  }

  if (
    read.journeyPerPersonMinor !== newer.journeyPerPersonMinor ||
    read.journeyCurrency !== newer.journeyCurrency
  )
    changes.push(
      `The journey: ${formatMinor(newer.journeyPerPersonMinor, newer.journeyCurrency)} a person (was ${formatMinor(read.journeyPerPersonMinor, read.journeyCurrency)}).`,
    )
  if (before.journey.included !== after.journey.included) changes.push('What is included changed.')
  if (before.journey.notIncluded !== after.journey.notIncluded)
    changes.push('What is not included changed.')
  if (before.terms.cancellation !== after.terms.cancellation)
    changes.push('The cancellation terms changed.')
  if (read.validUntil !== newer.validUntil && newer.validUntil)
    changes.push(`Valid until ${formatDay(newer.validUntil)}.`)
  if (read.agencyId !== newer.agencyId) changes.push('The agency in Italy changed.')
  return changes
}

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`
const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`
type Day = PlanVersion['content']['journey']['days'][number]
const dayName = (day: Day) => `${familyTownName(day.town)}, “${day.title}”`

/** The shortest true sentence: the title alone when the town stays, the details when only they changed. */
function dayChanged(number: number, was: Day, now: Day): string {
  if (was.town !== now.town)
    return `Day ${number} changed: now ${dayName(now)} (was ${dayName(was)}).`
  if (was.title !== now.title)
    return `Day ${number} in ${familyTownName(now.town)}: now “${now.title}” (was “${was.title}”).`
  return `Day ${number}, ${dayName(now)}: its details changed.`
}
