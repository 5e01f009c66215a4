import { expect, test } from 'vitest'
import { recordInputSchema, searchInputSchema } from '@/lib/contracts/research'
import { errorKey, formPath } from './field-errors'

/** Every field the contract can refuse has its own words on the page (the form's check and the server's 400 alike). */
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'))

test('an empty search and an empty record: each refused field has its words', () => {
  const search = paths(searchInputSchema.safeParse({ comune: {}, notFoundReason: 'other' }))
  const record = paths(
    recordInputSchema.safeParse({ people: [{}], date: { month: 4, day: 12 }, comune: null }),
  )
  expect(search).toEqual(expect.arrayContaining(['archive', 'comune.comune', 'yearFrom', 'result']))
  expect(record).toEqual(expect.arrayContaining(['date.year', 'people.0.name', 'people.0.role']))
  for (const path of [...search, ...record]) expect(errorKey(path), path).not.toBe('other')
})

test('the server’s paths name the form’s fields', () => {
  expect(formPath('search.registerUrl')).toBe('registerUrl')
  expect(formPath('search.comune.province')).toBe('comune')
  expect(formPath('record.people.1.name')).toBe('people.1.name')
  expect(errorKey('search.registerUrl')).toBe('antenati')
  expect(errorKey('record.pageUrl')).toBe('antenati')
  expect(errorKey('record.people.1.name')).toBe('personName')
  expect(errorKey('record.date.day')).toBe('dayOfMonth')
})

test('a day with no year is refused as a missing year, not a crash (the contract checks the day only then)', () => {
  const result = recordInputSchema.shape.date.safeParse({ year: undefined, month: 2, day: 30 })
  expect(paths(result)).toEqual(['year'])
  expect(paths(recordInputSchema.shape.date.safeParse({ year: 1885, month: 2, day: 30 }))).toEqual([
    'day',
  ])
})
