import { expect, test } from 'vitest'
import { FunctionError } from '@/lib/functions/function-error'
import {
  fromSupabaseError,
  isNetworkFailure,
  NETWORK_FAILURE_MESSAGE,
  NetworkFailure,
  ServerRefusal,
} from './supabase-errors'

class ListError extends ServerRefusal {
  override name = 'ListError'
}

test('PostgREST’s returned fetch failure is a network failure, with a readable message', () => {
  // What postgrest-js returns when fetch rejects (status 0, empty code).
  const returned = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }
  expect(isNetworkFailure(returned)).toBe(true)
  const error = fromSupabaseError(returned, ListError)
  expect(error).toBeInstanceOf(NetworkFailure)
  expect(error).not.toBeInstanceOf(ServerRefusal)
  expect(error.message).toBe(NETWORK_FAILURE_MESSAGE)
  expect((error as NetworkFailure).technical).toBe('TypeError: Failed to fetch')
})

test('Auth’s retryable fetch error, a thrown TypeError and Firefox/Safari wording are network failures', () => {
  expect(
    isNetworkFailure({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }),
  ).toBe(true)
  expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
  expect(isNetworkFailure({ message: 'NetworkError when attempting to fetch resource.' })).toBe(
    true,
  )
  expect(isNetworkFailure({ message: 'Load failed' })).toBe(true)
})

test('a refusal by the server keeps its message and class', () => {
  const refused = { message: 'permission denied for table form_submissions', code: '42501' }
  expect(isNetworkFailure(refused)).toBe(false)
  const error = fromSupabaseError(refused, ListError)
  expect(error).toBeInstanceOf(ListError)
  expect(error).toBeInstanceOf(ServerRefusal)
  expect(error.message).toBe('permission denied for table form_submissions')
  expect(
    isNetworkFailure({ name: 'AuthApiError', message: 'Invalid login credentials', status: 400 }),
  ).toBe(false)
  expect(isNetworkFailure(null)).toBe(false)
  expect(isNetworkFailure('Failed to fetch')).toBe(false)
})

test('isNetworkFailure and the edge functions (ADR 180): true for a FunctionError nothing answered, false for a refusal', () => {
  expect(isNetworkFailure(new FunctionError({ status: null, code: 'timeout' }))).toBe(true)
  expect(isNetworkFailure(new FunctionError({ status: 429, code: 'rate_limited' }))).toBe(false)
})
