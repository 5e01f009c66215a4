import { useEffect, useRef, useState } from 'react'
import { announcePlanChanged, getPlan } from '@/features/journey/api/plan-client'
import { planChanges } from '@/features/journey/lib/plan-changes'
import { agencyName, PlanVersionView } from '@/components/plan-version'
import type { PlanVersion, PlanView as Plan } from '@/lib/contracts/plan'
import { onResearchFeeChanged } from '@/features/journey/api/research-fee-client'
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
  // The version the family was reading when the team sent a newer one (the answer was refused as not current).
  const [replaced, setReplaced] = useState<PlanVersion | null>(null)
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

  // A version the team sent while the family was away from the tab loads when she comes back to it, with what
  // changed (docs/product/plan.md), rather than only when an answer is refused as not current; so does an answer
  // given in another tab.
  const shown = plan?.current ?? null
  useEffect(() => {
    if (!shown) return
    let live = true
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      getPlan(token).then(
        (loaded) => {
          if (!live || !loaded.current) return
          if (loaded.current.id === shown.id) {
            // The same version answered in another tab (accepted, declined): show where it stands now.
            if (loaded.current.state !== shown.state) {
              setPlan(loaded)
              announcePlanChanged()
            }
            return
          }
          setReplaced(shown)
          setPlan(loaded)
          announcePlanChanged()
        },
        // Offline or a failed read: the page keeps what it shows; the next return or answer tries again.
        () => undefined,
      )
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [token, shown])

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
      {replaced && replaced.id !== plan.current.id && (
        <NewerVersion read={replaced} newer={plan.current} />
      )}
      <PlanVersionView version={plan.current} />
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
      <PlanAnswer
        key={plan.current.id}
        token={token}
        version={plan.current}
        onChange={(next) => {
          setReplaced(null)
          setPlan(next)
          announcePlanChanged()
        }}
        onNewer={async () => {
          const read = plan.current
          const loaded = await getPlan(token)
          setReplaced(read)
          setPlan(loaded)
          announcePlanChanged()
        }}
      />
      {/* The plan's own flow (docs/product/payments.md): accepted → pay the research fee → paid. */}
      {plan.current.state === 'accepted' && <ResearchFeePayment token={token} />}
      <PlanThread token={token} plan={plan} onChange={setPlan} />
      {plan.older.length > 0 && (
        <details className="rounded-xl border border-cream-300 p-4 print:hidden">
          <summary className="cursor-pointer font-semibold">Earlier versions (replaced)</summary>
          <div className="mt-4 flex flex-col gap-6 opacity-80">
            {plan.older.map((older) => (
              <PlanVersionView key={older.id} version={older} />
            ))}
          </div>
        </details>
      )}
    </div>
  )
}

/**
 * Shown above a newer version loaded in place of the one the family read, with the focus, so that she reads what
 * changed before she answers (docs/product/plan.md).
 */
function NewerVersion({ read, newer }: { read: PlanVersion; newer: PlanVersion }) {
  const notice = useRef<HTMLElement>(null)
  useEffect(() => notice.current?.focus(), [newer.id])
  const changes = planChanges(read, newer)
  return (
    <section
      ref={notice}
      tabIndex={-1}
      aria-labelledby="plan-newer"
      className="rounded-xl border-2 border-terracotta-600 bg-terracotta-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 print:hidden"
    >
      <h3 id="plan-newer" className="font-display text-lg font-semibold text-ink">
        Our team has sent version {newer.version} of your plan
      </h3>
      <p className="mt-1">
        It is shown below, in place of version {read.version} that you were reading. Nothing was
        accepted: please read it, then answer.
      </p>
      {changes.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">What changed since version {read.version}:</p>
          <ul className="mt-1 list-disc pl-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3">
          The research, the days, the prices and the terms are the same as in version {read.version}
          .
        </p>
      )}
    </section>
  )
}
