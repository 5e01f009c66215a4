import { teamResearchSchema, type ReviewRequest, type TeamResearch } from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'
import { getSupabase } from '@/lib/supabase'

/**
 * Publishes the submitted draft, or sends it back to the researcher with a comment (docs/product/research.md,
 * "The console's review"), as the signed-in admin; answers where the lead's research stands now.
 */
export async function reviewResearch(
  inquiryId: string,
  body: ReviewRequest,
): Promise<TeamResearch> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  return callFunction('research', {
    method: 'POST',
    path: `/team/${inquiryId}/review`,
    body,
    accessToken,
    parse: (data) => teamResearchSchema.parse(data),
  })
}
