import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, get, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import {
  ARCHIVE_KINDS,
  NOT_FOUND_REASONS,
  searchInputSchema,
  type ResearchSearch,
  type SearchInput,
} from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import { errorKey } from '@/features/research/lib/researcher-page/field-errors'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import { showSaveFailure } from '@/features/research/lib/researcher-page/save-failure'
import { ComuneField } from './comune-field'
import { FormFooter } from './form-footer'
import { FormField, selectClass } from './form-field'

type Values = z.input<typeof searchInputSchema>

/** Today in the researcher's own calendar: the date searched, by default. */
export const today = () => new Date().toLocaleDateString('en-CA')

const number = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** A found search has no reason: what was typed for one stays in the form, but is not sent. */
const contractResolver = zodResolver(searchInputSchema)
const resolver: Resolver<Values, unknown, SearchInput> = (values, context, options) =>
  contractResolver(
    values.result === 'found' ? { ...values, notFoundReason: null, reasonText: null } : values,
    context,
    options,
  )

function defaults(search: ResearchSearch | null): Partial<Values> {
  if (search) return { ...search }
  return { searchedOn: today(), notFoundReason: null, registerUrl: '', notes: '', reasonText: '' }
}

/**
 * Adds or changes one row of the research log (docs/product/research.md, "The research log"): the contract's
 * searchInputSchema checks it here and the server checks it again; every refusal shows beside its field.
 */
export function SearchForm({
  intl,
  search,
  onSave,
  onCancel,
}: {
  intl: ResearchIntl
  search: ResearchSearch | null
  onSave: (search: SearchInput) => Promise<LinkCallFailure | null>
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
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, SearchInput>({ resolver, defaultValues: defaults(search) })
  const result = watch('result')
  const reason = watch('notFoundReason')

  useEffect(() => heading.current?.focus(), [])

  const error = (name: string) =>
    get(errors as FieldErrors, name) ? t(`errors.${errorKey(name)}`) : undefined
  const fieldId = (name: string) => `${id}-${name}`

  const submit = handleSubmit(async (input) => {
    setFailure('')
    const refused = await onSave(search ? { ...input, id: search.id } : input)
    if (refused) setFailure(showSaveFailure(refused, setError, intl))
  })

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
        {t(search ? 'searchForm.headingEdit' : 'searchForm.headingNew')}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('archiveKind')}
          label={t('searchForm.archiveKind')}
          error={error('archiveKind')}
        >
          {(props) => (
            <select
              {...props}
              {...register('archiveKind', { setValueAs: (v) => orNull(v) ?? undefined })}
              className={selectClass}
            >
              <option value="">{t('form.choose')}</option>
              {ARCHIVE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`archiveKinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
          className="sm:col-span-2"
        >
          {(props) => <Input {...props} {...register('series')} />}
        </FormField>
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
          id={fieldId('yearFrom')}
          label={t('searchForm.yearFrom')}
          error={error('yearFrom')}
        >
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              {...register('yearFrom', { setValueAs: number })}
            />
          )}
        </FormField>
        <FormField id={fieldId('yearTo')} label={t('searchForm.yearTo')} error={error('yearTo')}>
          {(props) => (
            <Input {...props} inputMode="numeric" {...register('yearTo', { setValueAs: number })} />
          )}
        </FormField>
        <FormField
          id={fieldId('names')}
          label={t('searchForm.names')}
          hint={t('searchForm.namesHint')}
          error={error('names')}
          className="sm:col-span-2"
        >
          {(props) => <Textarea {...props} rows={2} {...register('names')} />}
        </FormField>
        <FormField
          id={fieldId('registerUrl')}
          label={t('searchForm.registerUrl')}
          hint={t('form.antenatiHint')}
          error={error('registerUrl')}
          className="sm:col-span-2"
        >
          {(props) => <Input {...props} type="url" {...register('registerUrl')} />}
        </FormField>
        <fieldset
          className="grid grid-cols-1 gap-2 sm:col-span-2"
          aria-describedby={error('result') ? fieldId('result-error') : undefined}
        >
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            {t('searchForm.result')}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['found', 'not_found'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-olive-700"
                  {...register('result')}
                />
                {t(value === 'found' ? 'searchForm.found' : 'searchForm.notFound')}
              </label>
            ))}
          </div>
          {error('result') ? (
            <p id={fieldId('result-error')} className="text-sm text-destructive">
              {error('result')}
            </p>
          ) : null}
        </fieldset>
        {result === 'not_found' ? (
          <>
            <FormField
              id={fieldId('notFoundReason')}
              label={t('searchForm.reason')}
              error={error('notFoundReason')}
              className="sm:col-span-2"
            >
              {(props) => (
                <select
                  {...props}
                  {...register('notFoundReason', { setValueAs: orNull })}
                  className={selectClass}
                >
                  <option value="">{t('form.choose')}</option>
                  {NOT_FOUND_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`reasons.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {reason === 'other' ? (
              <FormField
                id={fieldId('reasonText')}
                label={t('searchForm.reasonText')}
                error={error('reasonText')}
                className="sm:col-span-2"
              >
                {(props) => <Textarea {...props} rows={2} {...register('reasonText')} />}
              </FormField>
            ) : null}
          </>
        ) : null}
        <FormField
          id={fieldId('searchedOn')}
          label={t('searchForm.searchedOn')}
          error={error('searchedOn')}
        >
          {(props) => <Input {...props} type="date" {...register('searchedOn')} />}
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
