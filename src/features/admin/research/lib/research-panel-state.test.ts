import { expect, test } from 'vitest'
import { feeIsPaid } from './research-panel-state'

test('the research may be assigned once the fee is paid, even partly refunded; not before, not refunded', () => {
  expect(feeIsPaid('paid')).toBe(true)
  expect(feeIsPaid('partially_refunded')).toBe(true)
  for (const state of ['open', 'processing', 'expired', 'failed', 'refunded', null, undefined])
    expect(feeIsPaid(state)).toBe(false)
})
