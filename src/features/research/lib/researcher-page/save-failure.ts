import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import type { ResearchIntl } from './research-intl'
import { formPath } from './field-errors'

/**
 * After a refused save the form keeps every value typed and says why beside the Save button: each field the
 * server named (its 400 `fields`, by path) is marked beside itself, the first one focused.
 */
export function showSaveFailure<Values extends FieldValues>(
  failure: LinkCallFailure,
  setError: UseFormSetError<Values>,
  intl: ResearchIntl,
): string {
  if (failure.kind === 'field') {
    Object.keys(failure.fields).forEach((path, index) =>
      setError(
        formPath(path) as Path<Values>,
        { type: 'server', message: failure.fields[path] },
        { shouldFocus: index === 0 },
      ),
    )
    return intl.t('notice.fields')
  }
  return failureText(failure, intl)
}

/** Why a change was not saved, in the page's words (a refused field aside: that one shows beside its field). */
export function failureText(failure: LinkCallFailure, { t }: ResearchIntl): string {
  if (failure.kind === 'field') return t('notice.fields')
  if (failure.kind === 'too-many') return t('notice.tooMany')
  if (failure.kind === 'conflict') return t('notice.conflict')
  if (failure.kind === 'failed' && failure.unreachable) return t('notice.offline')
  return t('notice.failed')
}
