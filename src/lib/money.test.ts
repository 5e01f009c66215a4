import { expect, test } from 'vitest'
import { formatDay, formatMinor } from './money'

test('minor units read as money in their currency, cents only when there are some', () => {
  expect(formatMinor(89000, 'USD')).toBe('$890')
  expect(formatMinor(209000, 'USD')).toBe('$2,090')
  expect(formatMinor(245050, 'EUR')).toBe('€2,450.50')
  expect(formatMinor(0, 'EUR')).toBe('€0')
})

test('a calendar date reads the same in every zone', () => {
  expect(formatDay('2026-12-26')).toBe('December 26, 2026')
})
