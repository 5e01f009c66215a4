import { z } from 'zod'

/** public.insights_plan_funnel's answer (supabase/migrations/20261127110000_insights_plan_funnel.sql). */
export const planFunnelSchema = z.object({
  call_booked: z.number().int().nonnegative(),
  plan_sent: z.number().int().nonnegative(),
  plan_accepted: z.number().int().nonnegative(),
  research_paid: z.number().int().nonnegative(),
})

export type PlanFunnel = z.infer<typeof planFunnelSchema>
