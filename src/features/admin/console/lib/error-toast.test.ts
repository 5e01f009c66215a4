import { expect, test } from 'vitest'
import { SubmissionsQueryError } from '@/features/admin/leads/api/get-submissions'
import { CancelSubmissionError } from '@/features/admin/leads/api/cancel-submission'
import { fromSupabaseError } from '@/lib/supabase-errors'
import { cancelErrorToast, errorToast, submissionsErrorToast } from './error-toast'

const offline = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }

test('a list load with the network down reads as the spec’s unexpected error, never "Failed to fetch"', () => {
  const toast = errorToast(fromSupabaseError(offline, SubmissionsQueryError), submissionsErrorToast)
  expect(toast).toEqual({
    title: 'Unexpected error',
    description: 'Failed to load submissions. Please try again.',
    variant: 'destructive',
  })
})

test('a list query the server refuses shows its message', () => {
  const refused = fromSupabaseError(
    { message: 'JWT expired', code: 'PGRST301' },
    SubmissionsQueryError,
  )
  expect(errorToast(refused, submissionsErrorToast)).toEqual({
    title: 'Error loading submissions',
    description: 'JWT expired',
    variant: 'destructive',
  })
})

test('cancel: refused, offline and a thrown exception', () => {
  expect(errorToast(new CancelSubmissionError('stale version'), cancelErrorToast)).toMatchObject({
    title: 'Error cancelling inquiry',
    description: 'stale version',
  })
  expect(
    errorToast(fromSupabaseError(offline, CancelSubmissionError), cancelErrorToast),
  ).toMatchObject({
    title: 'Unexpected error',
    description: 'Failed to cancel inquiry. Please try again.',
  })
  expect(errorToast(new TypeError('x is undefined'), cancelErrorToast)?.description).toBe(
    'Failed to cancel inquiry. Please try again.',
  )
})

test('a query without toasts in its meta shows none (its component says what failed)', () => {
  expect(errorToast(new Error('boom'), undefined)).toBeNull()
})
