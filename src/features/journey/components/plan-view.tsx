import { useEffect, useState } from 'react'
import { getPlan } from '@/features/journey/api/plan-client'
import { PlanVersionView } from '@/components/plan-version'
import type { PlanView as Plan } from '@/lib/contracts/plan'
import { PlanAnswer } from './plan-answer'
import { PlanThread } from './plan-thread'
import { ResearchFeePayment } from './research-fee-payment'

/**
 * `Your plan` on the journey page (docs/product/plan.md): the latest version the team sent, read-only older ones,
 * the thread of questions, and the family's answer. Its own chunk, loaded by plan-section.tsx.
 */
export default function PlanView({ token }: { token: string }) {
  const [plan, setPlan] = useState<Plan | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
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
      <PlanVersionView version={plan.current} />
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
              <PlanVersionView key={older.id} version={older} />
            ))}
          </div>
        </details>
      )}
    </div>
  )
}
