import { useId, useRef, useState, type FormEvent } from 'react'
import { acceptPlan, askAboutPlan, declinePlan } from '@/features/journey/api/plan-client'
import { formatMinor } from '@/lib/money'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { planAcceptSchema, type PlanVersion, type PlanView } from '@/lib/contracts/plan'

type AcceptField = 'name' | 'terms'

/**
 * The family's answer to the current version (docs/product/plan.md): accept with a typed name and the terms
 * ticked, or decline with a reason; an expired plan offers `Ask for an updated plan` instead.
 */
export function PlanAnswer({
  token,
  version,
  onChange,
  onNewer,
}: {
  token: string
  version: PlanVersion
  onChange: (plan: PlanView) => void
  /** The answer was refused because the team sent a newer version meanwhile: load it in place. */
  onNewer: () => Promise<void>
}) {
  const [name, setName] = useState('')
  const [terms, setTerms] = useState(false)
  const [reason, setReason] = useState('')
  const [declining, setDeclining] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  // The accept form's errors beside their fields (the contract's sentences, the server's when it refuses).
  const [errors, setErrors] = useState<Partial<Record<AcceptField, string>>>({})
  const nameInput = useRef<HTMLInputElement>(null)
  const termsInput = useRef<HTMLInputElement>(null)
  const id = useId()

  function showErrors(next: Partial<Record<AcceptField, string>>) {
    setErrors(next)
    if (next.name) nameInput.current?.focus()
    else if (next.terms) termsInput.current?.focus()
  }

  async function run(action: () => Promise<PlanView>, done: string) {
    setBusy(true)
    setMessage(null)
    try {
      onChange(await action())
      setMessage(done)
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'not_current') {
        // The team sent a newer version while this one was open: it loads in place, with what changed.
        await onNewer().catch(() =>
          setMessage('A newer version of your plan exists. Reload the page to read it.'),
        )
        return
      }
      const fields = error instanceof FunctionError ? error.fields : {}
      if (fields.name || fields.terms) showErrors({ name: fields.name, terms: fields.terms })
      else setMessage(functionErrorMessage(FUNCTION_MESSAGES.plan, error))
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
    const checked = planAcceptSchema.safeParse({ versionId: version.id, name, terms })
    if (!checked.success) {
      const next: Partial<Record<AcceptField, string>> = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0]
        if ((field === 'name' || field === 'terms') && !next[field]) next[field] = issue.message
      }
      showErrors(next)
      return
    }
    setErrors({})
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
      <form
        onSubmit={accept}
        noValidate
        className="flex flex-col gap-3"
        aria-label="Accept this plan"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-semibold">
            Name of the person accepting
          </label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={200}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className="aria-invalid:border-red-700 h-11 rounded-lg border border-input px-3 font-normal"
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="text-sm font-semibold text-red-700">
              {errors.name}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 text-sm">
            <input
              ref={termsInput}
              type="checkbox"
              checked={terms}
              onChange={(event) => setTerms(event.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
              className="mt-0.5 size-6 shrink-0 accent-terracotta-600"
            />
            <span>
              I accept this plan (version {version.version}) and its terms, and I understand the
              research fee is due to Radici once I accept, and the journey is paid later, to the
              agency.
            </span>
          </label>
          {errors.terms && (
            <p id={`${id}-terms-error`} className="text-sm font-semibold text-red-700">
              {errors.terms}
            </p>
          )}
        </div>
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
