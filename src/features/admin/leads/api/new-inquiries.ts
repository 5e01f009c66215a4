import { useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'

export const NEW_INQUIRIES_POLL_MS = 60_000

/** How many active inquiries arrived after `since` (the newest one loaded): a count, no rows. */
export async function countNewInquiries(since: string, client?: RadiciClient): Promise<number> {
  const supabase = client ?? (await getSupabase())
  const { count, error } = await supabase
    .from('form_submissions')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'active')
    .gt('created_at', since)
  if (error) throw fromSupabaseError(error, ServerRefusal)
  return count ?? 0
}

/**
 * Every minute while the page is visible (TanStack Query pauses the interval in a hidden tab), counts the
 * inquiries newer than the newest loaded one. Errors are silent: the next minute tries again.
 */
export function useNewInquiriesCount(since: string | undefined) {
  return useQuery({
    queryKey: ['form_submissions', 'new-since', since],
    queryFn: () => countNewInquiries(since!),
    enabled: !!since,
    refetchInterval: NEW_INQUIRIES_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NEW_INQUIRIES_POLL_MS,
    initialData: 0,
    initialDataUpdatedAt: 0,
  })
}
