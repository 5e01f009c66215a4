import type { PlanFunnel } from '@/features/insights/api/plan-funnel-schema'
import type { InsightTable } from './tables'

/** The steps after the call, in order, with their labels (docs/product/plan.md, "Insights"). */
export const PLAN_FUNNEL_STEPS = [
  ['call_booked', 'Call booked'],
  ['plan_sent', 'Plan sent'],
  ['plan_accepted', 'Plan accepted'],
  ['research_paid', 'Research fee paid'],
] as const satisfies ReadonlyArray<readonly [keyof PlanFunnel, string]>

/** Each step's share of the step before it, or null when that one is 0. */
export function stepShares(funnel: PlanFunnel): Array<number | null> {
  return PLAN_FUNNEL_STEPS.map(([key], index) => {
    if (index === 0) return null
    const before = funnel[PLAN_FUNNEL_STEPS[index - 1]![0]]
    return before === 0 ? null : funnel[key] / before
  })
}

export function planFunnelTable(funnel: PlanFunnel): InsightTable {
  const shares = stepShares(funnel)
  return {
    name: 'plan-funnel',
    caption: 'Inquiries at each step after the call, and the share of the step before',
    columns: ['Step', 'Inquiries', 'Of the step before'],
    rows: PLAN_FUNNEL_STEPS.map(([key, label], index) => [
      label,
      funnel[key],
      shares[index] === null ? '–' : `${Math.round(shares[index]! * 1000) / 10}%`,
    ]),
  }
}
