import { z } from 'zod'

const seconds = z.number().int().nonnegative().nullable()

/** public.insights_research_funnel's answer (supabase/migrations/20261129140000_insights_research_funnel.sql). */
export const researchFunnelSchema = z.object({
  research_paid: z.number().int().nonnegative(),
  research_assigned: z.number().int().nonnegative(),
  research_submitted: z.number().int().nonnegative(),
  research_published: z.number().int().nonnegative(),
  // The median time each step took from the step before, in seconds; null when no inquiry reached it.
  seconds_to_assign: seconds,
  seconds_to_submit: seconds,
  seconds_to_publish: seconds,
})

export type ResearchFunnel = z.infer<typeof researchFunnelSchema>
