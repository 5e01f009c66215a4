import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'

/**
 * The Insights page's four panels (docs/decisions/171): each one SQL function (supabase/migrations/
 * 20261125600100_insights.sql) answering for a period with one jsonb value, under row-level security. The
 * browser never loads the inquiries themselves.
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
}
export interface Insights {
  inquiries: InquiriesInsight
  funnel: FunnelInsight
  reply: ReplyInsight
  pipeline: PipelineInsight
}

export class InsightsError extends Error {
  override name = 'InsightsError'
}

type InsightFunction =
  'insights_inquiries' | 'insights_funnel' | 'insights_reply_promise' | 'insights_pipeline'

async function call<T>(client: RadiciClient, fn: InsightFunction, period: Period): Promise<T> {
  const { data, error } = await client.rpc(fn, {
    period_start: period.start,
    period_end: period.end,
  })
  if (error) throw new InsightsError(error.message)
  return data as T
}

export async function getInsights(period: Period, client?: RadiciClient): Promise<Insights> {
  const supabase = client ?? (await getSupabase())
  const [inquiries, funnel, reply, pipeline] = await Promise.all([
    call<InquiriesInsight>(supabase, 'insights_inquiries', period),
    call<FunnelInsight>(supabase, 'insights_funnel', period),
    call<ReplyInsight>(supabase, 'insights_reply_promise', period),
    call<PipelineInsight>(supabase, 'insights_pipeline', period),
  ])
  return { inquiries, funnel, reply, pipeline }
}

/** The period's insights; while another period loads, the last one stays on screen. */
export function useInsights(period: Period) {
  return useQuery({
    queryKey: ['insights', period.start, period.end],
    queryFn: () => getInsights(period),
    placeholderData: keepPreviousData,
  })
}
