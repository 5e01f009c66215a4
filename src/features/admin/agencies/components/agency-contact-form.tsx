import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { Agency } from '@/content/agencies'
import {
  agencyContactRequestSchema,
  type AgencyContact,
  type AgencyContactRequest,
} from '@/lib/contracts/agency'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { useSaveAgencyContact } from '@/features/admin/agencies/api/contacts'

type Field = keyof AgencyContactRequest
type Values = Record<Exclude<Field, 'takesHandoffs'>, string> & { takesHandoffs: boolean }
const ORDER: Field[] = [
  'handoffEmail',
  'contactPerson',
  'language',
  'privacyNoticeUrl',
  'takesHandoffs',
]

function initial(contact: AgencyContact | undefined): Values {
  return {
    handoffEmail: contact?.handoffEmail ?? '',
    contactPerson: contact?.contactPerson ?? '',
    language: contact?.language ?? 'it',
    privacyNoticeUrl: contact?.privacyNoticeUrl ?? '',
    takesHandoffs: contact?.takesHandoffs ?? true,
  }
}

/**
 * One agency's hand-off contact (docs/product/agency-handoff.md, "Agency contacts"): checked here with the
 * contract's own rules, then by the server, whose 400 names the field; the message shows beside it.
 */
export function AgencyContactForm({
  agency,
  contact,
}: {
  agency: Agency
  contact: AgencyContact | undefined
}) {
  const id = useId()
  const [values, setValues] = useState<Values>(() => initial(contact))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState('')
  const save = useSaveAgencyContact(agency.id)
  const form = useRef<HTMLFormElement>(null)

  function focusField(field: Field) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setStatus('')
    const parsed = agencyContactRequestSchema.safeParse(values)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0])
        if ((ORDER as string[]).includes(field)) found[field as Field] ??= issue.message
      }
      setErrors(found)
      const first = ORDER.find((field) => found[field])
      if (first) focusField(first)
      return
    }
    setErrors({})
    try {
      const saved = await save.mutateAsync(parsed.data)
      setValues(initial(saved))
      setStatus(saved.isSample ? 'Saved (still a sample address).' : 'Saved.')
    } catch (error) {
      const field = error instanceof FunctionError ? error.field : null
      if (field && (ORDER as string[]).includes(field) && error instanceof FunctionError) {
        setErrors({ [field]: error.fieldMessage ?? 'Please check this field.' })
        focusField(field as Field)
      } else setStatus(functionErrorMessage(FUNCTION_MESSAGES.console, error))
    }
  }

  function text(field: Exclude<Field, 'takesHandoffs' | 'language'>, label: string, type = 'text') {
    const inputId = `${id}-${field}`
    const error = errors[field]
    return (
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <Input
          id={inputId}
          name={field}
          type={type}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) =>
            setValues((current) => ({ ...current, [field]: event.target.value }))
          }
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const headingId = `${id}-heading`
  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
          {agency.name}
        </h2>
        {!contact ? (
          <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-900">
            Not entered
          </span>
        ) : contact.isSample ? (
          <span className="rounded-full bg-gold-300/60 px-3 py-1 text-xs font-semibold text-ink">
            Sample contact
          </span>
        ) : null}
      </div>
      <p className="-mt-2 text-sm text-ink-soft">{agency.location}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('handoffEmail', 'Hand-off address', 'email')}
        {text('contactPerson', 'Contact person')}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-language`} className="text-sm font-semibold text-ink">
            Language of its e-mails and page
          </label>
          <select
            id={`${id}-language`}
            name="language"
            value={values.language}
            onChange={(event) =>
              setValues((current) => ({ ...current, language: event.target.value }))
            }
            className="h-11 rounded-lg border border-input bg-white px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
          >
            <option value="it">Italian</option>
            <option value="en">English</option>
          </select>
          {errors.language ? <p className="text-sm text-destructive">{errors.language}</p> : null}
        </div>
        {text('privacyNoticeUrl', 'Privacy notice URL', 'url')}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="takesHandoffs"
          checked={values.takesHandoffs}
          onChange={(event) =>
            setValues((current) => ({ ...current, takesHandoffs: event.target.checked }))
          }
          className="size-4"
        />
        Takes hand-offs
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${agency.name}`}
        </Button>
        <p role="status" className="text-sm text-ink-soft">
          {status}
        </p>
      </div>
    </form>
  )
}
