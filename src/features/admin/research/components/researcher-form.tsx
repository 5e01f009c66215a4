import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactNode } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  researcherSaveSchema,
  type Researcher,
  type ResearcherSave,
} from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

type Values = z.input<typeof researcherSaveSchema>
type Field = FieldPath<Values>
const FIELDS: readonly Field[] = ['name', 'email', 'language', 'privacyNoticeUrl', 'active']

const blank: Values = {
  name: '',
  email: '',
  language: 'it',
  privacyNoticeUrl: '',
  active: true,
}

function valuesOf(researcher: Researcher | undefined): Values {
  if (!researcher) return blank
  const { name, email, language, privacyNoticeUrl, active } = researcher
  return { name, email, language, privacyNoticeUrl, active }
}

export type SaveResearcher = (id: string, body: ResearcherSave) => Promise<Researcher>

/**
 * One researcher's details, or a new one (docs/product/research.md, "Researchers (console)"): checked here with the
 * contract's own schema, then by the server, whose 400 names the field; each message shows beside its field.
 * A new researcher gets a fresh id (crypto.randomUUID) and the form empties once it is saved.
 */
export function ResearcherForm({
  researcher,
  save,
}: {
  researcher?: Researcher
  save: SaveResearcher
}) {
  const id = useId()
  const [newId, setNewId] = useState(() => crypto.randomUUID())
  const [status, setStatus] = useState('')
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ResearcherSave>({
    resolver: zodResolver(researcherSaveSchema),
    defaultValues: valuesOf(researcher),
  })

  const onSubmit = handleSubmit(async (body) => {
    setStatus('')
    try {
      const saved = await save(researcher?.id ?? newId, body)
      if (researcher) {
        reset(valuesOf(saved))
        setStatus(saved.isSample ? 'Saved (still a sample contact).' : 'Saved.')
      } else {
        reset(blank)
        setNewId(crypto.randomUUID())
        setStatus(`${saved.name} is added.`)
      }
    } catch (error) {
      const named =
        error instanceof FunctionError
          ? FIELDS.filter((field) => error.fields[field] !== undefined)
          : []
      if (error instanceof FunctionError && named.length > 0) {
        for (const field of named) setError(field, { message: error.fields[field] })
        setFocus(named[0]!)
      } else setStatus(functionErrorMessage(FUNCTION_MESSAGES.console, error))
    }
  })

  const field = (name: Exclude<Field, 'active' | 'language'>, label: string, type: string) => {
    const inputId = `${id}-${name}`
    const error = errors[name]?.message
    return (
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <Input
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...register(name)}
        />
        {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
      </div>
    )
  }

  const headingId = `${id}-heading`
  const languageError = errors.language?.message
  const activeError = errors.active?.message
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id={headingId}
          className="font-display text-xl font-semibold text-ink [overflow-wrap:anywhere]"
        >
          {researcher ? researcher.name : 'Add a researcher'}
        </h2>
        {researcher?.isSample ? (
          <span className="rounded-full bg-gold-300/60 px-3 py-1 text-xs font-semibold text-ink">
            Sample contact
          </span>
        ) : null}
        {researcher && !researcher.active ? (
          <span className="rounded-full bg-cream-200 px-3 py-1 text-xs font-semibold text-ink">
            Not taking research
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name', 'text')}
        {field('email', 'E-mail address', 'email')}
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-language`} className="text-sm font-semibold text-ink">
            Language of the e-mails and the research page
          </label>
          <select
            id={`${id}-language`}
            aria-invalid={languageError ? true : undefined}
            aria-describedby={languageError ? `${id}-language-error` : undefined}
            {...register('language')}
            className="h-11 rounded-lg border border-input bg-white px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
          >
            <option value="it">Italian</option>
            <option value="en">English</option>
          </select>
          {languageError ? (
            <FieldError id={`${id}-language-error`}>{languageError}</FieldError>
          ) : null}
        </div>
        {field('privacyNoticeUrl', 'Privacy notice URL', 'url')}
      </div>
      <div className="grid gap-1.5">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            aria-describedby={activeError ? `${id}-active-error` : undefined}
            {...register('active')}
            className="size-4"
          />
          Takes research
        </label>
        {activeError ? <FieldError id={`${id}-active-error`}>{activeError}</FieldError> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={isSubmitting}
          className="h-auto min-h-11 max-w-full whitespace-normal py-2"
        >
          {isSubmitting ? 'Saving…' : researcher ? `Save ${researcher.name}` : 'Add the researcher'}
        </Button>
        <p role="status" className="text-sm text-ink-soft">
          {status}
        </p>
      </div>
    </form>
  )
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  )
}
