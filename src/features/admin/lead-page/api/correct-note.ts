import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import type { InquiryNote } from '@/features/admin/console/lib/types'
import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'

export class CorrectNoteError extends ServerRefusal {
  override name = 'CorrectNoteError'
}

/** One update of the author's own note; RLS hides anyone else's, so no row back means "not yours". */
async function updateOwnNote(
  noteId: string,
  patch: { body: string } | { deleted_at: string },
  client?: RadiciClient,
): Promise<InquiryNote> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('inquiry_notes')
    .update(patch)
    .eq('id', noteId)
    .select('*')
    .maybeSingle()
  if (error) throw fromSupabaseError(error, CorrectNoteError)
  if (!data) throw new CorrectNoteError('Only the author of a note may edit or delete it.')
  return data
}

/**
 * The author corrects a note's text (docs/decisions/203): the database keeps the earlier text in the history and
 * marks the note edited. Anyone else, or a deleted note, is refused by the policy and the trigger.
 */
export function editNote(noteId: string, body: string, client?: RadiciClient) {
  return updateOwnNote(noteId, { body: body.trim() }, client)
}

/** The author deletes a note: it stays as 'Note deleted by X at T', its text in the history (ADR 203). */
export function deleteNote(noteId: string, client?: RadiciClient) {
  // The database sets the time itself; any value marks the deletion.
  return updateOwnNote(noteId, { deleted_at: new Date().toISOString() }, client)
}

export function useEditNote(submissionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => editNote(noteId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueryKey(submissionId) }),
  })
}

export function useDeleteNote(submissionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueryKey(submissionId) }),
  })
}
