import { expect, test } from 'vitest'
import { NOT_FOUND_REASONS } from '@/lib/contracts/research'
import { NOT_FOUND_WORDS, isoDayText, partialDateText } from './research-words'

test('a partial date reads as a year, a month of a year or a day', () => {
  expect(partialDateText({ year: 1887, month: null, day: null })).toBe('1887')
  expect(partialDateText({ year: 1887, month: 5, day: null })).toBe('May 1887')
  expect(partialDateText({ year: 1887, month: 5, day: 12 })).toBe('May 12, 1887')
  expect(isoDayText('2027-02-05')).toBe('February 5, 2027')
})

test('every not-found reason of the contract has its plain words', () => {
  for (const reason of NOT_FOUND_REASONS) expect(NOT_FOUND_WORDS[reason]).toMatch(/\.$/)
})
