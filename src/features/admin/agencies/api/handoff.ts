import { handoffSendResponseSchema } from '@/lib/contracts/agency'
import { callFunction } from '@/lib/functions/function-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { getSupabase } from '@/lib/supabase'

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
    throw new Error(functionErrorMessage(FUNCTION_MESSAGES.console, error), { cause: error })
  }
}
