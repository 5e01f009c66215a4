import type { PlanFunnel } from '@/features/insights/api/plan-funnel-schema'
import { funnelTable, stepShares as sharesOf, type FunnelSteps } from './funnel'
import type { InsightTable } from './tables'

/** The steps after the call, in order, with their labels (docs/product/plan.md, "Insights"). */
export const PLAN_FUNNEL_STEPS = [
  ['call_booked', 'Call booked'],
  ['plan_sent', 'Plan sent'],
  ['plan_accepted', 'Plan accepted'],
  ['research_paid', 'Research fee paid'],
] as const satisfies FunnelSteps<PlanFunnel>

/** Each step's share of the step before it, or null when that one is 0. */
export function stepShares(funnel: PlanFunnel): Array<number | null> {
  return sharesOf(PLAN_FUNNEL_STEPS, funnel)
}

export function planFunnelTable(funnel: PlanFunnel): InsightTable {
  return funnelTable(
    {
      name: 'plan-funnel',
      caption: 'Inquiries at each step after the call, and the share of the step before',
    },
    PLAN_FUNNEL_STEPS,
    funnel,
  )
}
