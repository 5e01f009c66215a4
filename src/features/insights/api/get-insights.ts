import { useEffect } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { whenIdle } from '@/lib/when-idle'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'

/**
 * The Insights page's panels (docs/decisions/171, 174): each one SQL function (supabase/migrations/
 * 20261125600100_insights.sql, 20261125950000_insights_stories_and_calls.sql) answering for a period with one
 * jsonb value, under row-level security. The browser never loads the inquiries themselves.
 */
export interface WeeklyCount {
  week: string
  key: string
  count: number
}
export interface InquiriesInsight {
  total: number
  weeks: string[]
  by_source: WeeklyCount[]
  by_region: WeeklyCount[]
}
export interface FunnelStep {
  event: string
  count: number
  /** Share lost since the step before (0..1); null for the first step or after a step of 0. */
  lost_share: number | null
}
export interface FunnelInsight {
  visits: number
  steps: FunnelStep[]
  by_source: Array<{ source: string; event: string; count: number }>
  pages: Array<{ page: string; visits: number; opened: number; submitted: number }>
}
export interface ReplyMember {
  member: string
  replied: number
  within_24h: number
  median_seconds: number | null
}
export interface ReplyInsight {
  inquiries: number
  due: number
  replied: number
  within_24h: number
  median_seconds: number | null
  members: ReplyMember[]
  waiting: { count: number; over_24h: number; oldest: string | null }
}
export interface PipelineInsight {
  inquiries: number
  statuses: Array<{ status: string; reached: number; now: number }>
  booked_share: number | null
  /** Inquiries of the period whose family has started its story / booked a call (docs/decisions/174). */
  story_started: number
  call_booked: number
}
/** Stories started and calls booked in the period, per week (counted by the database, ADR 174). */
export interface StoriesAndCallsInsight {
  stories: number
  calls: number
  weeks: Array<{ week: string; stories: number; calls: number }>
}
export interface Insights {
  inquiries: InquiriesInsight
  funnel: FunnelInsight
  stories_and_calls: StoriesAndCallsInsight
  reply: ReplyInsight
  pipeline: PipelineInsight
}

export class InsightsError extends Error {
  override name = 'InsightsError'
}

/** All the panels in one call (public.insights: one request, one database round trip). */
export async function getInsights(period: Period, client?: RadiciClient): Promise<Insights> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase.rpc('insights', {
    period_start: period.start,
    period_end: period.end,
  })
  if (error) throw new InsightsError(error.message)
  return data as unknown as Insights
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
