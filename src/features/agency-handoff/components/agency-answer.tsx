import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { AgencyAnswer } from '@/features/agency-handoff/api/agency-handoff'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import type { AgencyIntl } from '@/features/agency-handoff/lib/agency-intl'

type Field = 'reference' | 'contactPerson' | 'reason'
const LIMITS: Record<Field, number> = { reference: 100, contactPerson: 200, reason: 1000 }

/** The message key of a field that is missing or too long (the same limits as the contract). */
function problem(field: Field, value: string): `${Field}Missing` | `${Field}TooLong` | null {
  const trimmed = value.trim()
  if (!trimmed) return `${field}Missing`
  return trimmed.length > LIMITS[field] ? `${field}TooLong` : null
}

/**
 * Accept (reference and contact person) or decline (a reason): docs/product/agency-handoff.md, "The agency's page".
 * Each field is checked here in the page's language; the server checks again and its 400 names the field.
 */
export function AgencyAnswerForms({
  intl,
  onAnswer,
  failure,
}: {
  intl: AgencyIntl
  onAnswer: (answer: AgencyAnswer) => Promise<void>
  failure: LinkCallFailure | null
}) {
  const { t } = intl
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>({
    reference: '',
    contactPerson: '',
    reason: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  const refs = {
    reference: useRef<HTMLInputElement>(null),
    contactPerson: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
  }
  // A field the server refused (the first it named) shows beside that field.
  const serverField =
    failure?.kind === 'field' && failure.field in LIMITS ? (failure.field as Field) : null
  const shown: Partial<Record<Field, string>> = { ...errors }
  if (serverField && !shown[serverField])
    shown[serverField] = t(
      `answer.${serverField}${failure?.kind === 'field' && failure.tooLong ? 'TooLong' : 'Missing'}`,
    )

  async function submit(event: FormEvent, fields: Field[], answer: () => AgencyAnswer) {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      const key = problem(field, values[field])
      if (key) found[field] = t(`answer.${key}`)
    }
    setErrors(found)
    const first = fields.find((field) => found[field])
    if (first) {
      refs[first].current?.focus()
      return
    }
    setBusy(true)
    try {
      await onAnswer(answer())
    } finally {
      setBusy(false)
    }
  }

  function field(name: Field, label: string, multiline = false) {
    const inputId = `${id}-${name}`
    const errorId = `${inputId}-error`
    const error = shown[name]
    const common = {
      id: inputId,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }
    return (
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {multiline ? (
          <Textarea ref={refs.reason} rows={3} {...common} />
        ) : (
          <Input ref={name === 'reference' ? refs.reference : refs.contactPerson} {...common} />
        )}
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {t('answer.heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <form
          noValidate
          aria-labelledby={`${id}-accept`}
          className="grid content-start gap-3 rounded-2xl border border-olive-200 bg-white p-5"
          onSubmit={(event) =>
            void submit(event, ['reference', 'contactPerson'], () => ({
              action: 'accept',
              reference: values.reference.trim(),
              contactPerson: values.contactPerson.trim(),
            }))
          }
        >
          <h3 id={`${id}-accept`} className="font-semibold text-ink">
            {t('answer.acceptHeading')}
          </h3>
          <p className="text-sm text-ink-soft">{t('answer.acceptHint')}</p>
          {field('reference', t('answer.reference'))}
          {field('contactPerson', t('answer.contactPerson'))}
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? t('answer.sending') : t('answer.accept')}
          </Button>
        </form>
        <form
          noValidate
          aria-labelledby={`${id}-decline`}
          className="grid content-start gap-3 rounded-2xl border border-cream-200 bg-white p-5"
          onSubmit={(event) =>
            void submit(event, ['reason'], () => ({
              action: 'decline',
              reason: values.reason.trim(),
            }))
          }
        >
          <h3 id={`${id}-decline`} className="font-semibold text-ink">
            {t('answer.declineHeading')}
          </h3>
          <p className="text-sm text-ink-soft">{t('answer.declineHint')}</p>
          {field('reason', t('answer.reason'), true)}
          <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
            {busy ? t('answer.sending') : t('answer.decline')}
          </Button>
        </form>
      </div>
    </section>
  )
}
