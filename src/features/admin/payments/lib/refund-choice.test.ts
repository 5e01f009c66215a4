import { expect, test } from 'vitest'
import { parseAmount, refundAmount } from './refund-choice'

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)

test('an amount is read in minor units from the text, without floating point', () => {
  expect(parseAmount('125')).toBe(12500)
  expect(parseAmount('125.5')).toBe(12550)
  expect(parseAmount(' $1,250.05 ')).toBe(125005)
  expect(parseAmount('0.29')).toBe(29)
  expect(parseAmount('8.90')).toBe(890)
  for (const bad of ['', 'abc', '12.345', '-5', '1,25', '1e3', '12,'])
    expect(parseAmount(bad)).toBeNull()
})

test('a full refund is its own choice; an empty amount never means everything', () => {
  expect(refundAmount({ kind: 'none' }, 89000, usd)).toEqual({
    ok: false,
    error: 'Choose how much to refund: all that remains, or a part of it.',
  })
  expect(refundAmount({ kind: 'all' }, 89000, usd)).toEqual({ ok: true, minor: 89000 })
  expect(refundAmount({ kind: 'part', text: '' }, 89000, usd)).toEqual({
    ok: false,
    error: 'Enter the amount to refund, such as 125.00.',
  })
  expect(refundAmount({ kind: 'part', text: '125' }, 89000, usd)).toEqual({
    ok: true,
    minor: 12500,
  })
  expect(refundAmount({ kind: 'part', text: '0' }, 89000, usd)).toMatchObject({ ok: false })
  expect(refundAmount({ kind: 'part', text: '900' }, 89000, usd)).toEqual({
    ok: false,
    error: 'At most $890.00 remains to refund.',
  })
})
