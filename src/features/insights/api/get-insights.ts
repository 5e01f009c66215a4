import { useEffect } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { whenIdle } from '@/lib/when-idle'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'
import type { Insights } from './insights-schema'

/**
 * The Insights page's panels (docs/decisions/171, 174): each one SQL function (supabase/migrations/
 * 20261125600100_insights.sql, 20261125950000_insights_stories_and_calls.sql) answering for a period with one
 * jsonb value, under row-level security. The browser never loads the inquiries themselves.
 */
export type {
  FunnelInsight,
  FunnelStep,
  InquiriesInsight,
  Insights,
  PipelineInsight,
  ReplyInsight,
  ReplyMember,
  StoriesAndCallsInsight,
  WeeklyCount,
} from './insights-schema'

export class InsightsError extends Error {
  override name = 'InsightsError'
}

/** All the panels in one call (public.insights: one request, one database round trip). */
export async function getInsights(period: Period, client?: RadiciClient): Promise<Insights> {
  const supabase = client ?? (await getSupabase())
  // The schema (and zod) load beside the query, not with the page (docs/performance.md).
  const [{ insightsSchema }, { data, error }] = await Promise.all([
    import('./insights-schema'),
    supabase.rpc('insights', { period_start: period.start, period_end: period.end }),
  ])
  if (error) throw new InsightsError(error.message)
  const parsed = insightsSchema.safeParse(data)
  if (!parsed.success)
    throw new InsightsError(`insights answered an unexpected shape: ${parsed.error.message}`)
  return parsed.data
}

const insightsKey = (period: Period) => ['insights', period.start, period.end] as const

/** The period's insights; while another period loads, the last one stays on screen. */
export function useInsights(period: Period) {
  return useQuery({
    queryKey: insightsKey(period),
    queryFn: () => getInsights(period),
    placeholderData: keepPreviousData,
  })
}

/** Fetches `periods` in the background once `ready` (the shown period has arrived) and the page is idle. */
export function usePrefetchPeriods(periods: Period[], ready: boolean) {
  const queryClient = useQueryClient()
  const key = periods.map((period) => `${period.start}/${period.end}`).join(',')
  useEffect(() => {
    if (!ready) return
    return whenIdle(() => {
      for (const period of periods)
        void queryClient.prefetchQuery({
          queryKey: insightsKey(period),
          queryFn: () => getInsights(period),
        })
    })
    // `key` stands for `periods` (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, queryClient])
}
