import { expect, test } from 'vitest'
import { planFunnelTable, stepShares } from './plan-funnel'

test('each step is a share of the one before; none after a zero', () => {
  const funnel = { call_booked: 8, plan_sent: 4, plan_accepted: 3, research_paid: 0 }
  expect(stepShares(funnel)).toEqual([null, 0.5, 0.75, 0])
  expect(stepShares({ ...funnel, plan_accepted: 0 })[3]).toBeNull()
  expect(planFunnelTable(funnel).rows).toEqual([
    ['Call booked', 8, '–'],
    ['Plan sent', 4, '50%'],
    ['Plan accepted', 3, '75%'],
    ['Research fee paid', 0, '0%'],
  ])
})
