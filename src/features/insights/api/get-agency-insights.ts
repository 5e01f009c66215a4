import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getSupabase } from '@/lib/supabase'
import type { Period } from '@/features/insights/lib/period'

/**
 * Insights per agency (docs/decisions/219): one SQL function, public.insights_agencies (supabase/migrations/
 * 20261127100000_agency_insights.sql), counts the period's hand-offs under row-level security.
 */
const count = z.number().int().nonnegative()
export const agencyInsightsSchema = z.object({
  agencies: z.array(
    z.object({
      agency_id: z.string(),
      sent: count,
      accepted: count,
      declined: count,
      unanswered: count,
      waiting: count,
      median_seconds: z.number().nullable(),
    }),
  ),
  median_seconds: z.number().nullable(),
})
export type AgencyInsights = z.infer<typeof agencyInsightsSchema>

export async function getAgencyInsights(period: Period): Promise<AgencyInsights> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('insights_agencies', {
    period_start: period.start,
    period_end: period.end,
  })
  if (error) throw new Error(error.message)
  const parsed = agencyInsightsSchema.safeParse(data)
  if (!parsed.success)
    throw new Error(`insights_agencies answered an unexpected shape: ${parsed.error.message}`)
  return parsed.data
}

export function useAgencyInsights(period: Period) {
  return useQuery({
    queryKey: ['insights-agencies', period.start, period.end],
    queryFn: () => getAgencyInsights(period),
  })
}
