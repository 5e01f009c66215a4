import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { submissionsQueryKey } from './get-submissions'
import {
  activityQueryKey,
  cancelledQueryKey,
  inquiryQueryKey,
  updateInquiry,
} from './update-inquiry'

export const CANCELLED_PAGE_SIZE = 25

/** Cancelled inquiries, most recently cancelled first, one page at a time (server-side paging). */
export async function getCancelled(
  page: number,
  client?: RadiciClient,
): Promise<{ rows: FormSubmission[]; total: number }> {
  const supabase = client ?? (await getSupabase())
  const from = (page - 1) * CANCELLED_PAGE_SIZE
  const { data, error, count } = await supabase
    .from('form_submissions')
    .select('*', { count: 'exact' })
    .eq('status', 'cancelled')
    .order('cancelled_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .range(from, from + CANCELLED_PAGE_SIZE - 1)
  if (error) throw fromSupabaseError(error, ServerRefusal)
  return { rows: data ?? [], total: count ?? 0 }
}

export function useCancelled(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...cancelledQueryKey, page],
    queryFn: () => getCancelled(page),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** Restore: back to the active list (recorded in the history by the database). */
export function useRestoreInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (inquiry: FormSubmission) =>
      updateInquiry(inquiry.id, inquiry.version ?? 1, { status: 'active' }),
    // The Cancelled page (a small server page) is awaited, so the restored inquiry has left it when the toast
    // shows; the active list reloads behind it (never awaited: 10,000 rows must not hold the toast back).
    onSettled: (_row, _error, inquiry) => {
      void queryClient.invalidateQueries({ queryKey: inquiryQueryKey(inquiry.id) })
      void queryClient.invalidateQueries({ queryKey: activityQueryKey(inquiry.id) })
      void queryClient.invalidateQueries({ queryKey: submissionsQueryKey })
      return queryClient.invalidateQueries({ queryKey: cancelledQueryKey })
    },
  })
}
