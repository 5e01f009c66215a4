import { useState, type FormEvent } from 'react'
import { askAboutPlan } from '@/features/journey/api/plan-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import type { PlanView } from '@/lib/contracts/plan'
import { familyTownName } from '@/content/town-name'

/** Questions and change requests about the plan, and the team's answers (docs/product/plan.md). */
export function PlanThread({
  token,
  plan,
  onChange,
}: {
  token: string
  plan: PlanView
  onChange: (plan: PlanView) => void
}) {
  const [kind, setKind] = useState<'question' | 'change'>('question')
  const [day, setDay] = useState('')
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const days = plan.current?.content.journey.days ?? []

  async function send(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      onChange(
        await askAboutPlan(token, {
          kind,
          body,
          versionId: plan.current?.id,
          ...(day === '' ? {} : { dayIndex: Number(day) }),
        }),
      )
      setBody('')
      setMessage('Sent. We answer here and by e-mail.')
    } catch (error) {
      setMessage(functionErrorMessage(FUNCTION_MESSAGES.plan, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="plan-thread" className="flex flex-col gap-3 print:hidden">
      <h3 id="plan-thread" className="font-display text-lg font-semibold">
        Questions and changes
      </h3>
      {plan.messages.length > 0 && (
        <ol className="flex flex-col gap-2">
          {plan.messages.map((entry) => (
            <li
              key={entry.id}
              className={`rounded-lg p-3 ${entry.author === 'team' ? 'bg-olive-50' : 'bg-cream-50'}`}
            >
              <p className="text-sm font-semibold">
                {entry.author === 'team' ? entry.authorName : 'You'}
                {entry.kind === 'change' ? ' asked for a change' : ''}
                {entry.dayIndex !== null ? ` (day ${entry.dayIndex + 1})` : ''}
              </p>
              <p className="mt-1 whitespace-pre-line">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            What is it?
            <select
              value={kind}
              onChange={(event) => setKind(event.target.value === 'change' ? 'change' : 'question')}
              className="h-10 rounded-lg border border-input px-2 font-normal"
            >
              <option value="question">A question</option>
              <option value="change">A change I would like</option>
            </select>
          </label>
          {days.length > 0 && (
            <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm font-semibold">
              About
              <select
                value={day}
                onChange={(event) => setDay(event.target.value)}
                className="h-10 w-full max-w-full rounded-lg border border-input px-2 font-normal"
              >
                <option value="">The whole plan</option>
                {days.map((entry, index) => (
                  <option key={index} value={index}>
                    Day {index + 1}, {familyTownName(entry.town)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Your message
          <textarea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={4000}
            rows={3}
            className="rounded-lg border border-input p-3 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded-lg border border-terracotta-600 px-4 py-2 font-semibold text-terracotta-700 disabled:opacity-60"
        >
          Send to the team
        </button>
        {message && <p role="status">{message}</p>}
      </form>
    </section>
  )
}
