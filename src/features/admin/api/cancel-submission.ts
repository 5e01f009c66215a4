import type { SupabaseClient } from '@supabase/supabase-js'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { submissionsQueryKey } from './get-submissions'

/** The server refused the update (as opposed to an unexpected exception). */
export class CancelSubmissionError extends Error {
  override name = 'CancelSubmissionError'
}

/** Spec §7: set status to 'cancelled' where id = the chosen inquiry. Nothing is ever deleted. */
export async function cancelSubmission(id: string, client?: SupabaseClient): Promise<void> {
  const supabase = client ?? (await getSupabase())
  const { error } = await supabase
    .from('form_submissions')
    .update({ status: 'cancelled' })
    .eq('id', id)
  if (error) throw new CancelSubmissionError(error.message)
}

export function useCancelSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => cancelSubmission(id),
    // The list reloads, so the cancelled inquiry disappears (spec §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey }),
  })
}
