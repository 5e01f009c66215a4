import { useEffect, useState } from 'react'
import { getPlan } from '@/features/journey/api/plan-client'
import { formatDay, formatMinor } from '@/lib/money'
import {
  DELIVERABLE_LABELS,
  RESEARCH_KIND_LABELS,
  type PlanVersion,
  type PlanView as Plan,
} from '@/lib/contracts/plan'
import { findAgency } from '@/content/agencies'
import { onResearchFeeChanged } from '@/features/journey/api/research-fee-client'
import { peopleWords, researchFeeWhen } from '@/features/journey/lib/money-words'
import { PlanAnswer } from './plan-answer'
import { PlanThread } from './plan-thread'
import { PlanTotals } from './plan-totals'
import { ResearchFeePayment } from './research-fee-payment'

/**
 * `Your plan` on the journey page (docs/product/plan.md): the latest version the team sent, read-only older ones,
 * the thread of questions, and the family's answer. Its own chunk, loaded by plan-section.tsx.
 */
export default function PlanView({ token }: { token: string }) {
  const [plan, setPlan] = useState<Plan | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // The totals say where the research fee stands: read again when the return banner sees it confirmed.
  useEffect(() => onResearchFeeChanged(() => setAttempt((count) => count + 1)), [])
  useEffect(() => {
    let live = true
    getPlan(token).then(
      (loaded) => live && setPlan(loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [token, attempt])

  if (failed)
    return (
      <div role="alert" className="rounded-xl border border-terracotta-300 bg-terracotta-50 p-4">
        <p>We could not open your plan just now.</p>
        <button
          type="button"
          className="mt-2 font-semibold text-terracotta-700 underline underline-offset-4"
          onClick={() => {
            setFailed(false)
            setAttempt((count) => count + 1)
          }}
        >
          Try again
        </button>
      </div>
    )
  if (!plan) return <p role="status">Opening your plan…</p>
  if (!plan.current)
    return (
      <p className="text-ink-soft">
        After your consultation call, our team writes your plan here: the research, the days of your
        journey, the prices and the terms, for you to read, ask about and accept.
      </p>
    )
  return (
    <div className="flex flex-col gap-6">
      <Version version={plan.current} />
      <PlanTotals totals={plan.current.totals} agency={agencyName(plan.current)} />
      <button
        type="button"
        onClick={() => {
          // Only the plan is printed (src/index.css, "Print or save as PDF").
          document.body.dataset.printing = 'plan'
          window.addEventListener('afterprint', () => delete document.body.dataset.printing, {
            once: true,
          })
          window.print()
        }}
        className="self-start font-semibold text-terracotta-700 underline underline-offset-4 print:hidden"
      >
        Print or save as PDF
      </button>
      <PlanAnswer token={token} version={plan.current} onChange={setPlan} />
      {/* The plan's own flow (docs/product/payments.md): accepted → pay the research fee → paid. */}
      {plan.current.state === 'accepted' && <ResearchFeePayment token={token} />}
      <PlanThread token={token} plan={plan} onChange={setPlan} />
      {plan.older.length > 0 && (
        <details className="rounded-xl border border-cream-300 p-4 print:hidden">
          <summary className="cursor-pointer font-semibold">Earlier versions (replaced)</summary>
          <div className="mt-4 flex flex-col gap-6 opacity-80">
            {plan.older.map((older) => (
              <Version key={older.id} version={older} />
            ))}
          </div>
        </details>
      )}
    </div>
  )
}

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
const agencyName = (version: PlanVersion) =>
  (version.agencyId && findAgency(version.agencyId)?.name) || 'the local agency'

function Version({ version }: { version: PlanVersion }) {
  const { research, journey, terms } = version.content
  const totals = version.totals
  return (
    <article aria-labelledby={`plan-${version.id}`} className="plan-version flex flex-col gap-5">
      <header>
        <h3 id={`plan-${version.id}`} className="font-display text-xl font-semibold">
          Version {version.version}: {STATE_LABELS[version.state]}
          {version.expired ? ' (expired)' : ''}
        </h3>
        {version.validUntil && (
          <p className="text-sm text-ink-soft">Valid until {formatDay(version.validUntil)}</p>
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
              Research fee: {formatMinor(totals.research.amountMinor, totals.research.currency)}.{' '}
              {researchFeeWhen(totals.research)}
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
                  Day {index + 1}, {day.town}: {day.title}
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
