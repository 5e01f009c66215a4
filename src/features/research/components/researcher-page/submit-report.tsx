import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { FormField } from './form-field'

/**
 * Submits the report to the team, with an optional note; a refusal keeps the note and says why. A research question
 * without a conclusion is named above the button (a warning, not a refusal: ADR 268).
 */
export function SubmitReport({
  intl,
  act,
  view,
}: {
  intl: ResearchIntl
  act: Act
  view: ResearcherView
}) {
  const { t } = intl
  const concluded = new Set(view.conclusions.map((conclusion) => conclusion.question))
  const missing = view.questions.lines.flatMap((_, index) =>
    concluded.has(index) ? [] : [index + 1],
  )
  const id = useId()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ field: boolean; text: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    const refused = await act({ action: 'submit', note: note.trim() || null })
    setBusy(false)
    if (!refused) return
    setFailure(
      refused.kind === 'field'
        ? { field: true, text: t('errors.note') }
        : { field: false, text: failureText(refused, intl) },
    )
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-olive-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {t('submit.heading')}
      </h2>
      <p className="text-ink">{t('submit.intro')}</p>
      {missing.length > 0 ? (
        <p className="rounded-xl border-2 border-terracotta-700 bg-white p-3 font-semibold text-ink">
          {t('submit.missing', { count: missing.length, questions: missing.join(', ') })}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-3">
        <FormField
          id={`${id}-note`}
          label={t('submit.note')}
          error={failure?.field ? failure.text : undefined}
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <p
          role="status"
          className={failure && !failure.field ? 'font-semibold text-destructive' : 'sr-only'}
        >
          {failure && !failure.field ? failure.text : ''}
        </p>
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t('submit.sending') : t('submit.submit')}
        </Button>
      </form>
    </section>
  )
}
