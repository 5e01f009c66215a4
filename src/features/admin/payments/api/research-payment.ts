import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'
import { callFunction } from '@/lib/functions/function-client'
import { getSupabase } from '@/lib/supabase'

/** The research-fee function's team actions (docs/product/payments.md) with the member's session (ADR 180). */
async function teamCall(body: Record<string, unknown>) {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  // The contract (and zod) load with the first call, not with the console's pages.
  const { researchFeeTeamStatusSchema } = await import('@/lib/contracts/research-fee')
  return callFunction('research-fee', {
    body,
    accessToken,
    parse: (data) => researchFeeTeamStatusSchema.parse(data),
  })
}

export function useResearchPayment(inquiryId: string) {
  return useQuery({
    queryKey: ['research-payment', inquiryId],
    queryFn: () => teamCall({ action: 'team_status', inquiry_id: inquiryId }),
  })
}

export function useRefund(inquiryId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { amount_minor?: number; reason: string; idempotency_key: string }) =>
      teamCall({ action: 'refund', inquiry_id: inquiryId, ...input }),
    onSuccess: (answer) => client.setQueryData(['research-payment', inquiryId], answer),
    // The refund is a line in the inquiry's history: the lead page shows it without a reload.
    onSettled: () => client.invalidateQueries({ queryKey: activityQueryKey(inquiryId) }),
  })
}
