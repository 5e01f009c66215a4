import type { ResearchFunnel } from '@/features/insights/api/research-funnel-schema'
import { funnelTable, type FunnelSteps } from './funnel'
import { duration, type InsightTable } from './tables'

/** The research's steps after the fee, in order, with their labels (docs/product/research.md, "Insights"). */
export const RESEARCH_FUNNEL_STEPS = [
  ['research_paid', 'Research fee paid'],
  ['research_assigned', 'Research assigned'],
  ['research_submitted', 'Report submitted'],
  ['research_published', 'Report published'],
] as const satisfies FunnelSteps<ResearchFunnel>

/** The median time each step after the first took, in the order of the steps after the first. */
export const RESEARCH_STEP_TIMES = [
  ['seconds_to_assign', 'Paid → assigned'],
  ['seconds_to_submit', 'Assigned → submitted'],
  ['seconds_to_publish', 'Submitted → published'],
] as const satisfies FunnelSteps<ResearchFunnel>

export function researchFunnelTable(funnel: ResearchFunnel): InsightTable {
  const table = funnelTable(
    {
      name: 'research-funnel',
      caption:
        'Inquiries at each step of the research, the share of the step before, and the median time it took',
    },
    RESEARCH_FUNNEL_STEPS,
    funnel,
  )
  return {
    ...table,
    columns: [...table.columns, 'Median time from the step before'],
    rows: table.rows.map((row, index) => [
      ...row,
      index === 0 ? '–' : duration(funnel[RESEARCH_STEP_TIMES[index - 1]![0]]),
    ]),
  }
}
