import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'
import { InsightsError } from './get-insights'
import type { PlanFunnel } from './plan-funnel-schema'

export type { PlanFunnel } from './plan-funnel-schema'

/**
 * The funnel after the call (docs/product/plan.md, "Insights"): inquiries that booked a call, were sent a plan,
 * accepted it and paid the research fee in the period, counted by the database (public.insights_plan_funnel).
 */
export async function getPlanFunnel(period: Period, client?: RadiciClient): Promise<PlanFunnel> {
  const supabase = client ?? (await getSupabase())
  const [{ planFunnelSchema }, { data, error }] = await Promise.all([
    import('./plan-funnel-schema'),
    supabase.rpc('insights_plan_funnel', { period_start: period.start, period_end: period.end }),
  ])
  if (error) throw new InsightsError(error.message)
  const parsed = planFunnelSchema.safeParse(data)
  if (!parsed.success)
    throw new InsightsError(`the plan funnel answered an unexpected shape: ${parsed.error.message}`)
  return parsed.data
}

export function usePlanFunnel(period: Period) {
  return useQuery({
    queryKey: ['insights-plan-funnel', period.start, period.end] as const,
    queryFn: () => getPlanFunnel(period),
    placeholderData: keepPreviousData,
  })
}
