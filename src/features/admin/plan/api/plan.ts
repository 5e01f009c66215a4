import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { callFunction } from '@/lib/functions/function-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { getSupabase } from '@/lib/supabase'
import type { PlanDraft, ResearchKind } from '@/lib/contracts/plan'

/**
 * The plan room's data (docs/product/plan.md): versions, the thread and the price list are read with the admin's
 * session (RLS: admins only); drafting, sending and answering go through the journey function's team routes,
 * where the database prices the draft from the list.
 */
export const planQueryKey = (inquiryId: string) => ['plan', inquiryId] as const

export interface TeamPlan {
  versions: Tables<'plan_versions'>[]
  messages: Tables<'plan_messages'>[]
  prices: Tables<'plan_prices'>[]
  /** Who accepted which version and when (the evidence's name and time; RLS: admins read). */
  acceptances: Pick<
    Tables<'plan_acceptances'>,
    'plan_version_id' | 'accepted_name' | 'accepted_at'
  >[]
}

export function useTeamPlan(inquiryId: string) {
  return useQuery({
    queryKey: planQueryKey(inquiryId),
    queryFn: async (): Promise<TeamPlan> => {
      const supabase = await getSupabase()
      const [versions, messages, prices, acceptances] = await Promise.all([
        supabase
          .from('plan_versions')
          .select('*')
          .eq('submission_id', inquiryId)
          .order('version', { ascending: false }),
        supabase
          .from('plan_messages')
          .select('*')
          .eq('submission_id', inquiryId)
          .order('created_at'),
        supabase.from('plan_prices').select('*').order('kind'),
        supabase
          .from('plan_acceptances')
          .select('plan_version_id, accepted_name, accepted_at')
          .eq('submission_id', inquiryId),
      ])
      for (const result of [versions, messages, prices, acceptances])
        if (result.error) throw new Error(result.error.message)
      return {
        versions: versions.data ?? [],
        messages: messages.data ?? [],
        prices: prices.data ?? [],
        acceptances: acceptances.data ?? [],
      }
    },
  })
}

export function useRefreshPlan(inquiryId: string) {
  const client = useQueryClient()
  // Sending and answering are lines in the inquiry's history too: the lead page shows them without a reload.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: planQueryKey(inquiryId) }),
      client.invalidateQueries({ queryKey: activityQueryKey(inquiryId) }),
    ])
}

async function asTeam(method: 'PUT' | 'POST', path: string, body?: unknown): Promise<void> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  try {
    await callFunction('journey', { method, path, body, accessToken })
  } catch (error) {
    throw new Error(
      functionErrorMessage({ ...FUNCTION_MESSAGES.console, fieldMessage: true }, error),
      {
        cause: error,
      },
    )
  }
}

export const saveDraft = (inquiryId: string, draft: PlanDraft) =>
  asTeam('PUT', `/team/${inquiryId}/plan`, draft)

export const sendToFamily = (inquiryId: string) => asTeam('POST', `/team/${inquiryId}/plan/send`)

export const answerFamily = (inquiryId: string, body: string) =>
  asTeam('POST', `/team/${inquiryId}/plan/answer`, { body })

/** The price list: admins change an amount (RLS); the database keeps who (their profile name) and when. */
export async function setPrice(kind: ResearchKind, amountMinor: number): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('plan_prices')
    .update({ amount_minor: amountMinor, is_sample: false })
    .eq('kind', kind)
  if (error) throw new Error(error.message)
}
