import { useState, type FormEvent } from 'react'
import { acceptPlan, askAboutPlan, declinePlan } from '@/features/journey/api/plan-client'
import { formatMinor } from '@/lib/money'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import type { PlanVersion, PlanView } from '@/lib/contracts/plan'

/**
 * The family's answer to the current version (docs/product/plan.md): accept with a typed name and the terms
 * ticked, or decline with a reason; an expired plan offers `Ask for an updated plan` instead.
 */
export function PlanAnswer({
  token,
  version,
  onChange,
}: {
  token: string
  version: PlanVersion
  onChange: (plan: PlanView) => void
}) {
  const [name, setName] = useState('')
  const [terms, setTerms] = useState(false)
  const [reason, setReason] = useState('')
  const [declining, setDeclining] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  async function run(action: () => Promise<PlanView>, done: string) {
    setBusy(true)
    setMessage(null)
    try {
      onChange(await action())
      setMessage(done)
    } catch (error) {
      setMessage(functionErrorMessage(FUNCTION_MESSAGES.plan, error))
    } finally {
      setBusy(false)
    }
  }

  if (version.state === 'accepted')
    return (
      <p role="status" className="rounded-xl bg-olive-50 p-4 print:hidden">
        You accepted version {version.version}. Thank you. Where the research fee of{' '}
        {formatMinor(version.researchFeeMinor, version.researchCurrency)} stands is just below.
      </p>
    )
  if (version.state === 'declined')
    return (
      <p className="rounded-xl bg-cream-50 p-4 print:hidden">
        You declined this version. Write to us below if you would like another.
      </p>
    )
  if (version.state !== 'sent') return null
  if (version.expired)
    return (
      <div className="rounded-xl border border-cream-300 p-4 print:hidden">
        <p>This plan has expired: its prices and dates may have changed.</p>
        <button
          type="button"
          disabled={busy}
          className="mt-3 rounded-lg bg-terracotta-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
          onClick={() =>
            void run(
              () =>
                askAboutPlan(token, {
                  kind: 'change',
                  body: 'Please send us an updated plan.',
                  versionId: version.id,
                }),
              'We have asked the team for an updated plan.',
            )
          }
        >
          Ask for an updated plan
        </button>
        {message && (
          <p role="status" className="mt-2">
            {message}
          </p>
        )}
      </div>
    )

  const accept = (event: FormEvent) => {
    event.preventDefault()
    void run(() => acceptPlan(token, version.id, name, terms), 'Thank you: your plan is accepted.')
  }
  const decline = (event: FormEvent) => {
    event.preventDefault()
    void run(
      () => declinePlan(token, version.id, reason),
      'We have your answer. Thank you for telling us.',
    )
  }
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-cream-300 p-4 print:hidden">
      <form onSubmit={accept} className="flex flex-col gap-3" aria-label="Accept this plan">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Name of the person accepting
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={200}
            className="h-11 rounded-lg border border-input px-3 font-normal"
          />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            className="mt-1 size-4"
          />
          I accept this plan (version {version.version}) and its terms, and I understand the
          research fee is due to Radici once I accept, and the journey is paid later, to the agency.
        </label>
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded-lg bg-terracotta-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Accept this plan
        </button>
      </form>
      {declining ? (
        <form onSubmit={decline} className="flex flex-col gap-2" aria-label="Decline this plan">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Why does this plan not suit you?
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={2000}
              rows={3}
              className="rounded-lg border border-input p-3 font-normal"
            />
          </label>
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={busy}
              className="font-semibold underline underline-offset-4"
            >
              Decline this plan
            </button>
            <button
              type="button"
              onClick={() => setDeclining(false)}
              className="underline underline-offset-4"
            >
              Keep it open
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setDeclining(true)}
          className="self-start text-sm underline underline-offset-4"
        >
          Decline this plan
        </button>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
