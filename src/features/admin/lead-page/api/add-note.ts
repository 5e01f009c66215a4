import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import type { InquiryNote } from '@/features/admin/console/lib/types'
import { outcomesQueryKey } from '@/features/admin/calls/api/calls'
import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'

export class AddNoteError extends ServerRefusal {
  override name = 'AddNoteError'
}

/** Adds a note as the signed-in team member (the database sets author, name and time). */
export async function addNote(
  submissionId: string,
  body: string,
  client?: RadiciClient,
): Promise<InquiryNote> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('inquiry_notes')
    .insert({ submission_id: submissionId, body: body.trim() })
    .select('*')
    .single()
  if (error) throw fromSupabaseError(error, AddNoteError)
  return data
}

export function useAddNote(submissionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => addNote(submissionId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityQueryKey(submissionId) }),
        // A note after a call answers the card's 'Call done: record the outcome'.
        queryClient.invalidateQueries({ queryKey: outcomesQueryKey }),
      ]),
  })
}
