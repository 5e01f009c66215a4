import { z } from 'zod'

/**
 * The shape of public.insights' jsonb answer (supabase/migrations/20261125600100_insights.sql,
 * 20261125950000_insights_stories_and_calls.sql): parsed, never cast (docs/decisions/180). The generated database
 * types say only `Json` for a jsonb value; this schema is the page's reading of it.
 */
const weeklyCount = z.object({ week: z.string(), key: z.string(), count: z.number() })

const funnelStep = z.object({
  event: z.string(),
  count: z.number(),
  /** Share lost since the step before (0..1); null for the first step or after a step of 0. */
  lost_share: z.number().nullable(),
})

const replyMember = z.object({
  member: z.string(),
  replied: z.number(),
  within_24h: z.number(),
  median_seconds: z.number().nullable(),
})

export const insightsSchema = z.object({
  inquiries: z.object({
    total: z.number(),
    weeks: z.array(z.string()),
    by_source: z.array(weeklyCount),
    by_region: z.array(weeklyCount),
  }),
  funnel: z.object({
    visits: z.number(),
    steps: z.array(funnelStep),
    by_source: z.array(z.object({ source: z.string(), event: z.string(), count: z.number() })),
    pages: z.array(
      z.object({ page: z.string(), visits: z.number(), opened: z.number(), submitted: z.number() }),
    ),
  }),
  /** Stories started and calls booked in the period, per week (counted by the database, ADR 174). */
  stories_and_calls: z.object({
    stories: z.number(),
    calls: z.number(),
    weeks: z.array(z.object({ week: z.string(), stories: z.number(), calls: z.number() })),
  }),
  reply: z.object({
    inquiries: z.number(),
    due: z.number(),
    replied: z.number(),
    within_24h: z.number(),
    median_seconds: z.number().nullable(),
    members: z.array(replyMember),
    waiting: z.object({ count: z.number(), over_24h: z.number(), oldest: z.string().nullable() }),
  }),
  pipeline: z.object({
    inquiries: z.number(),
    statuses: z.array(z.object({ status: z.string(), reached: z.number(), now: z.number() })),
    booked_share: z.number().nullable(),
    /** Inquiries of the period whose family has started its story / booked a call (ADR 174). */
    story_started: z.number(),
    call_booked: z.number(),
  }),
})

export type Insights = z.infer<typeof insightsSchema>
export type WeeklyCount = z.infer<typeof weeklyCount>
export type FunnelStep = z.infer<typeof funnelStep>
export type ReplyMember = z.infer<typeof replyMember>
export type InquiriesInsight = Insights['inquiries']
export type FunnelInsight = Insights['funnel']
export type ReplyInsight = Insights['reply']
export type PipelineInsight = Insights['pipeline']
export type StoriesAndCallsInsight = Insights['stories_and_calls']
