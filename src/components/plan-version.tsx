import { findAgency } from '@/content/agencies'
import { formatDay, formatMinor } from '@/lib/money'
import { peopleWords, researchFeeWhen } from '@/lib/money-words'
import { familyTownName } from '@/content/town-name'
import { DELIVERABLE_LABELS, RESEARCH_KIND_LABELS, type PlanVersion } from '@/lib/contracts/plan'

/** 'A written report' → 'a written report' inside a sentence (a name such as GEDCOM keeps its case). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

const STATE_LABELS: Record<PlanVersion['state'], string> = {
  draft: 'Draft',
  sent: 'Waiting for your answer',
  replaced: 'Replaced by a newer version',
  accepted: 'Accepted',
  declined: 'Declined',
}

/** The plan's agency by name; a plan without one says `the local agency`. */
export const agencyName = (version: PlanVersion) =>
  (version.agencyId && findAgency(version.agencyId)?.name) || 'the local agency'

/**
 * `Accepted by Maria Russo on Wednesday, November 25, 2026 at 8:14 AM Eastern Standard Time.`: the record the
 * printed plan carries (docs/product/plan.md), in the reader's own zone (the console says it in its own box).
 */
export function acceptanceLine(name: string, at: string, timeZone?: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
    timeZone,
  }).format(new Date(at))
  return `Accepted by ${name} on ${when}.`
}

/**
 * One plan version as the family reads it on its journey page (docs/product/plan.md): research, days, prices, terms.
 * The console shows the accepted version with the same component (docs/decisions/251), so the team reads what the
 * family read.
 */
export function PlanVersionView({
  version,
  feeState = true,
}: {
  version: PlanVersion
  /** Whether the research fee's line says where its payment stands (the console shows payments on their own). */
  feeState?: boolean
}) {
  const { research, journey, terms } = version.content
  const totals = version.totals
  return (
    <article aria-labelledby={`plan-${version.id}`} className="plan-version flex flex-col gap-5">
      <header>
        <h3 id={`plan-${version.id}`} className="font-display text-xl font-semibold">
          Version {version.version}: {STATE_LABELS[version.state]}
          {version.expired ? ' (expired)' : ''}
        </h3>
        {version.validUntil && version.state !== 'accepted' && (
          <p className="text-sm text-ink-soft">Valid until {formatDay(version.validUntil)}</p>
        )}
        {version.state === 'accepted' && version.acceptedName && version.acceptedAt && (
          <p className="mt-1 font-semibold">
            {acceptanceLine(version.acceptedName, version.acceptedAt)}
          </p>
        )}
      </header>
      {research.lines.length > 0 && (
        <section>
          <h4 className="font-semibold">Research</h4>
          <ul className="mt-2 list-disc pl-5">
            {research.lines.map((line, index) => (
              <li key={index}>
                {line.ancestorLine}: {RESEARCH_KIND_LABELS[line.kind]}
                {line.backTo ? `, back to ${line.backTo}` : ''}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            About {research.weeks} {research.weeks === 1 ? 'week' : 'weeks'}. You receive:{' '}
            {research.deliverables.map((item) => lowerFirst(DELIVERABLE_LABELS[item])).join('; ') ||
              'what we agree'}
            .
          </p>
          {totals.research && (
            <p className="mt-2 font-semibold">
              Research fee: {formatMinor(totals.research.amountMinor, totals.research.currency)}.
              {feeState && <> {researchFeeWhen(totals.research)}</>}
            </p>
          )}
        </section>
      )}
      {journey.days.length > 0 && (
        <section>
          <h4 className="font-semibold">Your journey</h4>
          <p className="mt-1 text-ink-soft">
            {[journey.dates, peopleWords(journey.people), journey.hotel]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ol className="mt-3 flex flex-col gap-3">
            {journey.days.map((day, index) => (
              <li key={index} className="rounded-lg bg-cream-50 p-3">
                <p className="font-semibold">
                  Day {index + 1}, {familyTownName(day.town)}: {day.title}
                </p>
                {day.text && <p className="mt-1">{day.text}</p>}
                {day.ancestors.length > 0 && (
                  <p className="mt-1 text-sm text-ink-soft">For {day.ancestors.join(', ')}</p>
                )}
              </li>
            ))}
          </ol>
          {totals.journey && (
            <p className="mt-3 font-semibold">
              The journey: {formatMinor(totals.journey.perPersonMinor, totals.journey.currency)} a
              person, {formatMinor(totals.journey.totalMinor, totals.journey.currency)} for{' '}
              {peopleWords(totals.journey.people)}, paid later to {agencyName(version)}.
            </p>
          )}
          {journey.included && <p className="mt-1">Included: {journey.included}</p>}
          {journey.notIncluded && <p className="mt-1">Not included: {journey.notIncluded}</p>}
        </section>
      )}
      {terms.cancellation && (
        <section>
          <h4 className="font-semibold">Terms</h4>
          <p className="mt-1">{terms.cancellation}</p>
        </section>
      )}
    </article>
  )
}
