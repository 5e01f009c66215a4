import { expect, test } from 'vitest'
import { FunctionError } from '@/lib/functions/function-error'
import { linkCallFailure } from './call-failure'

/** What a failed call means to a private link's page (docs/decisions/263). */
test('each answer maps to what the page says', () => {
  const failure = (status: number | null, fields?: Record<string, string>) =>
    linkCallFailure(
      new FunctionError({ status, code: status ? `http_${status}` : 'network', fields }),
    )
  expect(failure(404)).toEqual({ kind: 'not-found' })
  expect(failure(409)).toEqual({ kind: 'conflict' })
  expect(failure(429)).toEqual({ kind: 'too-many' })
  const fields = {
    'search.registerUrl': 'Use the permanent address of the Antenati portal.',
    'search.names': 'The names searched is too long (at most 500 characters).',
  }
  expect(failure(400, fields)).toEqual({
    kind: 'field',
    field: 'search.registerUrl',
    tooLong: false,
    fields,
  })
  expect(failure(400)).toEqual({ kind: 'failed', unreachable: false })
  expect(failure(500)).toEqual({ kind: 'failed', unreachable: false })
  expect(failure(null)).toEqual({ kind: 'failed', unreachable: true })
  expect(linkCallFailure(new Error('parse'))).toEqual({ kind: 'failed', unreachable: false })
})
