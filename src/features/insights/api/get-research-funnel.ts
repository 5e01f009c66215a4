import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'
import { InsightsError } from './get-insights'
import type { ResearchFunnel } from './research-funnel-schema'

export type { ResearchFunnel } from './research-funnel-schema'

/**
 * The research after the fee (docs/product/research.md, "Insights"): inquiries that paid the research fee, were
 * assigned a researcher, had a report submitted and published in the period, with the median time of each step,
 * counted by the database (public.insights_research_funnel).
 */
export async function getResearchFunnel(
  period: Period,
  client?: RadiciClient,
): Promise<ResearchFunnel> {
  const supabase = client ?? (await getSupabase())
  const [{ researchFunnelSchema }, { data, error }] = await Promise.all([
    import('./research-funnel-schema'),
    supabase.rpc('insights_research_funnel', {
      period_start: period.start,
      period_end: period.end,
    }),
  ])
  if (error) throw new InsightsError(error.message)
  const parsed = researchFunnelSchema.safeParse(data)
  if (!parsed.success)
    throw new InsightsError(
      `the research funnel answered an unexpected shape: ${parsed.error.message}`,
    )
  return parsed.data
}

export function useResearchFunnel(period: Period) {
  return useQuery({
    queryKey: ['insights-research-funnel', period.start, period.end] as const,
    queryFn: () => getResearchFunnel(period),
    placeholderData: keepPreviousData,
  })
}
