import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, get, useFieldArray, useForm, type FieldErrors } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import {
  PERSON_ROLES,
  PROOF_LEVELS,
  RECORD_TYPES,
  recordInputSchema,
  type RecordInput,
  type ResearchRecord,
  type ResearcherView,
} from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import { errorKey } from '@/features/research/lib/researcher-page/field-errors'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import { showSaveFailure } from '@/features/research/lib/researcher-page/save-failure'
import { ComuneField } from './comune-field'
import { FormFooter } from './form-footer'
import { FormField, selectClass } from './form-field'
import { today } from './search-form'

type Values = z.input<typeof recordInputSchema>

const number = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)
const numberOrNull = (value: unknown) => number(value) ?? null
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value)

const resolver = zodResolver(recordInputSchema)

function defaults(record: ResearchRecord | null): Partial<Values> {
  if (record) {
    const { citation: _citation, ...fields } = record
    return fields
  }
  return {
    date: { year: undefined as unknown as number, month: null, day: null },
    people: [{ name: '', role: 'subject', ancestorId: null }],
    transcriptionLanguage: 'it',
    consultedOn: today(),
    searchId: null,
    actNumber: '',
    pageUrl: '',
    transcription: '',
    translation: '',
    notes: '',
  }
}

/** The name an ancestor goes by in the family's story. */
const ancestorName = (ancestor: ResearcherView['ancestors'][number]) =>
  [ancestor.givenNames, ancestor.surnameItaly ?? ancestor.surnameAmerica]
    .filter(Boolean)
    .join(' ') || '—'

/**
 * Adds or changes one record (docs/product/research.md, "Records and citations"): the contract's recordInputSchema
 * checks it here and the server checks it again; the citation is the server's, built from these fields.
 */
export function RecordForm({
  intl,
  view,
  record,
  onSave,
  onCancel,
}: {
  intl: ResearchIntl
  view: ResearcherView
  record: ResearchRecord | null
  onSave: (record: RecordInput) => Promise<LinkCallFailure | null>
  onCancel: () => void
}) {
  const { t } = intl
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [failure, setFailure] = useState('')
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, RecordInput>({ resolver, defaultValues: defaults(record) })
  const people = useFieldArray({ control, name: 'people' })

  useEffect(() => heading.current?.focus(), [])

  const error = (name: string) => {
    const found: unknown = get(errors as FieldErrors, name)
    // The list's own refusal (none, too many) sits at its root; a person's, under its index.
    if (name === 'people') return found && get(found, 'message') ? t('errors.people') : undefined
    return found ? t(`errors.${errorKey(name)}`) : undefined
  }
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`

  const submit = handleSubmit(async (input) => {
    setFailure('')
    const refused = await onSave(record ? { ...input, id: record.id } : input)
    if (refused) setFailure(showSaveFailure(refused, setError, intl))
  })

  const select = <T extends string>(
    name: 'type' | 'transcriptionLanguage' | 'proof',
    options: readonly T[],
    label: (option: T) => string,
    choose: boolean,
  ) => (
    <FormField id={fieldId(name)} label={t(`recordForm.${name}`)} error={error(name)}>
      {(props) => (
        <select
          {...props}
          {...register(name, { setValueAs: (v) => orNull(v) ?? undefined })}
          className={selectClass}
        >
          {choose ? <option value="">{t('form.choose')}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )

  const dateError = error('date.year') ?? error('date.month') ?? error('date.day')

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-olive-200 bg-white p-4 sm:p-5"
    >
      <h3
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-ink outline-none"
      >
        {t(record ? 'recordForm.headingEdit' : 'recordForm.headingNew')}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {select('type', RECORD_TYPES, (type) => t(`recordTypes.${type}`), true)}
        <fieldset
          className="grid grid-cols-1 gap-1.5"
          aria-describedby={`${fieldId('date')}-hint${dateError ? ` ${fieldId('date')}-error` : ''}`}
        >
          <legend className="text-sm font-semibold text-ink">{t('recordForm.date')}</legend>
          <p id={`${fieldId('date')}-hint`} className="text-sm text-ink-soft">
            {t('recordForm.dateHint')}
          </p>
          <div className="grid grid-cols-3 gap-2">
            {(['year', 'month', 'day'] as const).map((part) => (
              <div key={part} className="grid grid-cols-1 gap-1">
                <label htmlFor={fieldId(`date.${part}`)} className="text-sm text-ink">
                  {t(`recordForm.${part}`)}
                </label>
                <Input
                  id={fieldId(`date.${part}`)}
                  inputMode="numeric"
                  aria-invalid={error(`date.${part}`) ? true : undefined}
                  {...register(`date.${part}`, {
                    setValueAs: part === 'year' ? number : numberOrNull,
                  })}
                />
              </div>
            ))}
          </div>
          {dateError ? (
            <p id={`${fieldId('date')}-error`} className="text-sm text-destructive">
              {dateError}
            </p>
          ) : null}
        </fieldset>
        <Controller
          control={control}
          name="comune"
          render={({ field }) => (
            <ComuneField
              id={fieldId('comune')}
              intl={intl}
              value={field.value}
              onChange={field.onChange}
              error={error('comune')}
              focusRef={field.ref}
            />
          )}
        />
        <FormField
          id={fieldId('archive')}
          label={t('form.archive')}
          hint={t('form.archiveHint')}
          error={error('archive')}
        >
          {(props) => <Input {...props} {...register('archive')} />}
        </FormField>
        <FormField
          id={fieldId('series')}
          label={t('form.series')}
          hint={t('form.seriesHint')}
          error={error('series')}
        >
          {(props) => <Input {...props} {...register('series')} />}
        </FormField>
        <FormField
          id={fieldId('actNumber')}
          label={t('recordForm.actNumber')}
          error={error('actNumber')}
        >
          {(props) => <Input {...props} {...register('actNumber')} />}
        </FormField>
        <fieldset className="grid grid-cols-1 gap-3 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            {t('recordForm.people')}
          </legend>
          {people.fields.map((person, index) => (
            <div
              key={person.id}
              role="group"
              aria-label={t('recordForm.person', { number: index + 1 })}
              className="grid grid-cols-1 gap-3 rounded-xl border border-cream-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <FormField
                id={fieldId(`people.${index}.name`)}
                label={t('recordForm.personName')}
                error={error(`people.${index}.name`)}
              >
                {(props) => <Input {...props} {...register(`people.${index}.name`)} />}
              </FormField>
              <FormField
                id={fieldId(`people.${index}.role`)}
                label={t('recordForm.personRole')}
                error={error(`people.${index}.role`)}
              >
                {(props) => (
                  <select {...props} {...register(`people.${index}.role`)} className={selectClass}>
                    {PERSON_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-end justify-self-start"
                disabled={people.fields.length === 1}
                onClick={() => people.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">
                  {t('recordForm.removePerson', { number: index + 1 })}
                </span>
              </Button>
              <FormField
                id={fieldId(`people.${index}.ancestorId`)}
                label={t('recordForm.ancestor')}
                className="sm:col-span-2"
              >
                {(props) => (
                  <select
                    {...props}
                    {...register(`people.${index}.ancestorId`, { setValueAs: orNull })}
                    className={selectClass}
                  >
                    <option value="">{t('recordForm.notAncestor')}</option>
                    {view.ancestors.map((ancestor) => (
                      <option key={ancestor.id} value={ancestor.id}>
                        {ancestorName(ancestor)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          ))}
          {error('people') ? <p className="text-sm text-destructive">{error('people')}</p> : null}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={people.fields.length >= 20}
            onClick={() => people.append({ name: '', role: 'other', ancestorId: null })}
          >
            {t('recordForm.addPerson')}
          </Button>
        </fieldset>
        <FormField
          id={fieldId('pageUrl')}
          label={t('recordForm.pageUrl')}
          hint={t('form.antenatiHint')}
          error={error('pageUrl')}
          className="sm:col-span-2"
        >
          {(props) => <Input {...props} type="url" {...register('pageUrl')} />}
        </FormField>
        {select('transcriptionLanguage', ['it', 'la'] as const, (l) => t(`languages.${l}`), false)}
        {select('proof', PROOF_LEVELS, (level) => t(`proof.${level}`), true)}
        <FormField
          id={fieldId('transcription')}
          label={t('recordForm.transcription')}
          error={error('transcription')}
          className="sm:col-span-2"
        >
          {(props) => <Textarea {...props} rows={5} {...register('transcription')} />}
        </FormField>
        <FormField
          id={fieldId('translation')}
          label={t('recordForm.translation')}
          error={error('translation')}
          className="sm:col-span-2"
        >
          {(props) => <Textarea {...props} rows={5} {...register('translation')} />}
        </FormField>
        <FormField
          id={fieldId('consultedOn')}
          label={t('recordForm.consultedOn')}
          error={error('consultedOn')}
        >
          {(props) => <Input {...props} type="date" {...register('consultedOn')} />}
        </FormField>
        <FormField id={fieldId('searchId')} label={t('recordForm.search')}>
          {(props) => (
            <select
              {...props}
              {...register('searchId', { setValueAs: orNull })}
              className={selectClass}
            >
              <option value="">{t('recordForm.noSearch')}</option>
              {view.searches.map((search) => (
                <option key={search.id} value={search.id}>
                  {`${search.archive}, ${search.series} (${search.yearFrom}–${search.yearTo})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId('notes')}
          label={t('form.notes')}
          error={error('notes')}
          className="sm:col-span-2"
        >
          {(props) => <Textarea {...props} rows={3} {...register('notes')} />}
        </FormField>
      </div>
      <FormFooter intl={intl} failure={failure} busy={isSubmitting} onCancel={onCancel} />
    </form>
  )
}
