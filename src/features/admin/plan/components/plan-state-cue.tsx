import { useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

const STATES: Record<string, string> = {
  draft: 'draft',
  sent: 'sent, waiting for the family',
  replaced: 'replaced',
  accepted: 'accepted',
  declined: 'declined',
}

/** The plan's state on the lead card (docs/product/plan.md): the latest version, one light query per card. */
export function PlanStateCue({ inquiryId }: { inquiryId: string }) {
  const latest = useQuery({
    queryKey: ['plan-state', inquiryId],
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('plan_versions')
        .select('version, state')
        .eq('submission_id', inquiryId)
        .order('version', { ascending: false })
        .limit(1)
        .maybeSingle()
      if (error) throw new Error(error.message)
      return data
    },
    staleTime: 60_000,
  })
  if (!latest.data) return null
  return (
    <p className="mt-3 text-sm text-ink-soft">
      Plan v{latest.data.version}: {STATES[latest.data.state] ?? latest.data.state}
    </p>
  )
}
