import { useQuery } from '@tanstack/react-query'
import type { HandoffFacts } from '@/features/admin/agencies/lib/handoff-readiness'
import { handoffSendResponseSchema } from '@/lib/contracts/agency'
import { callFunction } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { getSupabase, type RadiciClient } from '@/lib/supabase'

/** The team hands the accepted journey to an agency (docs/product/agency-handoff.md), as the signed-in admin. */
export async function sendHandoff(inquiryId: string, agencyId: string) {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  try {
    return await callFunction('agency', {
      method: 'POST',
      path: `/team/${inquiryId}/handoff`,
      body: { agencyId },
      accessToken,
      parse: (data) => handoffSendResponseSchema.parse(data),
    })
  } catch (error) {
    // A refusal the console words itself (lib/handoff-readiness.ts) stays a FunctionError; the rest gets a sentence.
    if (error instanceof FunctionError && (error.status === 409 || error.status === 400))
      throw error
    throw new Error(functionErrorMessage(FUNCTION_MESSAGES.console, error), { cause: error })
  }
}

/**
 * What the console needs to know before a hand-off (ADR 247), read under RLS as the signed-in admin: the accepted
 * plan's agency, the hand-off in force, the agencies that take hand-offs and the family's newest choice per agency.
 */
export async function getHandoffFacts(
  inquiryId: string,
  client?: RadiciClient,
): Promise<HandoffFacts> {
  const supabase = client ?? (await getSupabase())
  const [plan, current, contacts, sharing] = await Promise.all([
    supabase
      .from('plan_versions')
      .select('agency_id')
      .eq('submission_id', inquiryId)
      .eq('state', 'accepted')
      .maybeSingle(),
    supabase
      .from('agency_handoffs')
      .select('agency_id, state')
      .eq('submission_id', inquiryId)
      .in('state', ['sent', 'accepted'])
      .order('sent_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    supabase.from('agency_contacts').select('agency_id').eq('takes_handoffs', true),
    supabase
      .from('agency_sharing')
      .select('agency_id, share_ancestors, share_health')
      .eq('submission_id', inquiryId)
      .order('chosen_at', { ascending: false })
      .order('id', { ascending: false }),
  ])
  const error = plan.error ?? current.error ?? contacts.error ?? sharing.error
  if (error) throw new Error(error.message)
  const newest: Record<string, { ancestors: boolean; health: boolean }> = {}
  for (const row of sharing.data ?? [])
    newest[row.agency_id] ??= { ancestors: row.share_ancestors, health: row.share_health }
  const row = current.data
  return {
    hasAcceptedPlan: plan.data !== null,
    planAgencyId: plan.data?.agency_id ?? null,
    current:
      row && (row.state === 'sent' || row.state === 'accepted')
        ? { agencyId: row.agency_id, state: row.state }
        : null,
    takingAgencies: (contacts.data ?? []).map((contact) => contact.agency_id),
    sharing: newest,
  }
}

export const useHandoffFacts = (inquiryId: string) =>
  useQuery({
    queryKey: ['handoff-facts', inquiryId],
    queryFn: () => getHandoffFacts(inquiryId),
  })
