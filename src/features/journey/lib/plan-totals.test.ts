import { expect, test } from 'vitest'
import { planTotals, type TotalsVersion } from '@/lib/contracts/plan-totals'
import { researchFeeWhen } from '@/lib/money-words'

/** The totals the journey function answers and the console's draft preview shows (docs/product/plan.md). */
const version = (overrides: Partial<TotalsVersion> = {}): TotalsVersion => ({
  state: 'sent',
  expired: false,
  researchFeeMinor: 89_000,
  researchCurrency: 'USD',
  journeyPerPersonMinor: 230_000,
  journeyCurrency: 'EUR',
  people: 3,
  ...overrides,
})

test('per currency: the research fee in dollars, the journey per person times the people in euros', () => {
  expect(planTotals(version(), null)).toEqual({
    research: {
      amountMinor: 89_000,
      currency: 'USD',
      when: 'after_accepting',
      paidAt: null,
      refundedMinor: 0,
      refundPendingMinor: 0,
    },
    journey: { perPersonMinor: 230_000, people: 3, totalMinor: 690_000, currency: 'EUR' },
    byCurrency: [
      { currency: 'USD', totalMinor: 89_000 },
      { currency: 'EUR', totalMinor: 690_000 },
    ],
  })
})

test('cents stay exact: odd cents times people, and one currency for both adds them up', () => {
  const totals = planTotals(
    version({ journeyPerPersonMinor: 245_033, people: 7, journeyCurrency: 'USD' }),
    null,
  )
  // 2,450.33 × 7 = 17,152.31 exactly, never 17152.309999…
  expect(totals.journey?.totalMinor).toBe(1_715_231)
  expect(totals.byCurrency).toEqual([{ currency: 'USD', totalMinor: 89_000 + 1_715_231 }])
  // 0.1 + 0.2 in floating point is not 0.3; in minor units it is.
  expect(
    planTotals(
      version({
        researchFeeMinor: 10,
        journeyPerPersonMinor: 20,
        people: 1,
        journeyCurrency: 'USD',
      }),
      null,
    ).byCurrency,
  ).toEqual([{ currency: 'USD', totalMinor: 30 }])
})

test('a zero or absent price is no line at all; a fraction of a cent or a negative price is refused', () => {
  expect(planTotals(version({ journeyPerPersonMinor: 0 }), null)).toMatchObject({
    journey: null,
    byCurrency: [{ currency: 'USD', totalMinor: 89_000 }],
  })
  expect(
    planTotals(version({ researchFeeMinor: null, journeyPerPersonMinor: undefined }), null),
  ).toEqual({ research: null, journey: null, byCurrency: [] })
  expect(() => planTotals(version({ journeyPerPersonMinor: 100.5 }), null)).toThrow(RangeError)
  expect(() => planTotals(version({ researchFeeMinor: -1 }), null)).toThrow(RangeError)
  // A missing head count is one person, never a total of zero.
  expect(planTotals(version({ people: null }), null).journey?.totalMinor).toBe(230_000)
})

test('the research fee reads as paid only once the server says paid', () => {
  const paidAt = '2026-11-28T15:00:00.000Z'
  const when = (state: TotalsVersion['state'], payment: Parameters<typeof planTotals>[1]) =>
    planTotals(version({ state }), payment).research?.when
  expect(when('draft', null)).toBe('after_accepting')
  expect(planTotals(version({ expired: true }), null).research?.when).toBe('not_due')
  expect(when('replaced', null)).toBe('not_due')
  expect(when('declined', null)).toBe('not_due')
  expect(when('accepted', null)).toBe('due')
  for (const state of ['open', 'expired', 'failed'])
    expect(when('accepted', { state, paidAt: null, refundedMinor: 0, refundPendingMinor: 0 })).toBe(
      'due',
    )
  expect(
    when('accepted', {
      state: 'processing',
      paidAt: null,
      refundedMinor: 0,
      refundPendingMinor: 0,
    }),
  ).toBe('processing')
  const partly = planTotals(version({ state: 'accepted' }), {
    state: 'partially_refunded',
    paidAt,
    refundedMinor: 44_500,
    refundPendingMinor: 10_000,
  }).research!
  expect(partly).toMatchObject({ when: 'paid', paidAt, refundedMinor: 44_500 })
  expect(researchFeeWhen(partly)).toMatch(
    /^Paid to Radici on November 2[89], 2026\. \$445 was refunded\. A refund of \$100 is on its way\.$/,
  )
  const all = planTotals(version({ state: 'accepted' }), {
    state: 'refunded',
    paidAt,
    refundedMinor: 89_000,
    refundPendingMinor: 0,
  }).research!
  expect(researchFeeWhen(all)).toMatch(/, and refunded in full\.$/)
  // Not one of the unpaid states says "paid" of the fee.
  for (const state of ['after_accepting', 'not_due', 'due', 'processing'] as const)
    expect(researchFeeWhen({ ...all, when: state })).not.toMatch(/\bpaid (now|on)\b|^Paid/)
})
