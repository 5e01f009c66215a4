import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import type {
  FormSubmission,
  HistoryEntry,
  InquiryNote,
  TeamMember,
} from '@/features/admin/console/lib/types'
import { submissionsQueryKey, type SubmissionsData } from './get-submissions'
import { activityQueryKey, inquiryQueryKey } from './update-inquiry'

/** The server refused the query (as opposed to an unexpected exception). */
export class InquiryQueryError extends ServerRefusal {
  override name = 'InquiryQueryError'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id that can be an inquiry's; anything else is "not found" without asking the server. */
export function isInquiryId(id: string): boolean {
  return UUID.test(id)
}

/** One inquiry (active or cancelled), or null when there is none with this id (or it is not readable). */
export async function getInquiry(
  id: string,
  client?: RadiciClient,
): Promise<FormSubmission | null> {
  if (!isInquiryId(id)) return null
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('form_submissions')
    .select('*')
    .eq('id', id)
    .maybeSingle()
  if (error) throw fromSupabaseError(error, InquiryQueryError)
  return data
}

export interface InquiryActivity {
  notes: InquiryNote[]
  history: HistoryEntry[]
}

/** Notes and history, newest first (at most the latest 500 history entries). */
export async function getInquiryActivity(
  id: string,
  client?: RadiciClient,
): Promise<InquiryActivity> {
  const supabase = client ?? (await getSupabase())
  const [notes, history] = await Promise.all([
    supabase
      .from('inquiry_notes')
      .select('*')
      .eq('submission_id', id)
      .order('created_at', { ascending: false })
      .limit(500),
    supabase
      .from('inquiry_history')
      .select('*')
      .eq('submission_id', id)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(500),
  ])
  const error = notes.error ?? history.error
  if (error) throw fromSupabaseError(error, InquiryQueryError)
  return {
    notes: notes.data ?? [],
    history: history.data ?? [],
  }
}

/** The team an inquiry can be assigned to: the allowlisted members' profiles. */
export async function getTeam(client?: RadiciClient): Promise<TeamMember[]> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase.rpc('team_members')
  if (error) throw fromSupabaseError(error, InquiryQueryError)
  return data ?? []
}

/** One inquiry; shown at once from the dashboard's loaded list when it is there, then read afresh. */
export function useInquiry(id: string) {
  const queryClient = useQueryClient()
  return useQuery<FormSubmission | null>({
    queryKey: inquiryQueryKey(id),
    queryFn: () => getInquiry(id),
    placeholderData: () =>
      queryClient
        .getQueryData<SubmissionsData>(submissionsQueryKey)
        ?.rows.find((row) => row.id === id),
  })
}

export function useInquiryActivity(id: string, enabled = true) {
  return useQuery({
    queryKey: activityQueryKey(id),
    queryFn: () => getInquiryActivity(id),
    enabled: enabled && isInquiryId(id),
  })
}

export function useTeam() {
  return useQuery({ queryKey: ['team_members'], queryFn: () => getTeam(), staleTime: 5 * 60_000 })
}
