import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { ServerRefusal } from '@/lib/supabase-errors'
import { cancelErrorToast } from '@/features/admin/console/lib/error-toast'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { submissionsQueryKey, type SubmissionsData } from './get-submissions'
import {
  UpdateInquiryError,
  activityQueryKey,
  cancelledQueryKey,
  inquiryQueryKey,
  updateInquiry,
} from './update-inquiry'

/** The server refused the update (as opposed to an unexpected exception). */
export class CancelSubmissionError extends ServerRefusal {
  override name = 'CancelSubmissionError'
}

/**
 * docs/product/admin.md, "Data calls": set status to 'cancelled' where id = the chosen inquiry, with the version it was loaded at and an
 * optional reason (the database records who, when and why). Nothing is ever deleted.
 */
export async function cancelSubmission(
  id: string,
  options: { version?: number; reason?: string } = {},
  client?: RadiciClient,
): Promise<FormSubmission> {
  try {
    return await updateInquiry(
      id,
      options.version ?? 1,
      { status: 'cancelled', cancel_reason: options.reason?.trim() || null },
      client ?? (await getSupabase()),
    )
  } catch (error) {
    if (error instanceof UpdateInquiryError) throw new CancelSubmissionError(error.message)
    throw error
  }
}

export function useCancelSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: cancelErrorToast },
    mutationFn: ({ inquiry, reason }: { inquiry: FormSubmission; reason: string }) =>
      cancelSubmission(inquiry.id, { version: inquiry.version, reason }),
    // The cancelled inquiry leaves the list at once, and the list reloads behind it (docs/product/admin.md,
    // "Actions"). Nothing here is awaited: the toast must not wait for 10,000 rows to arrive again.
    onSuccess: (row) => {
      queryClient.setQueryData(inquiryQueryKey(row.id), row)
      queryClient.setQueryData<SubmissionsData>(submissionsQueryKey, (data) =>
        data
          ? {
              ...data,
              rows: data.rows.filter((item) => item.id !== row.id),
              total: Math.max(0, data.total - 1),
            }
          : data,
      )
      void queryClient.invalidateQueries({ queryKey: activityQueryKey(row.id) })
      void queryClient.invalidateQueries({ queryKey: cancelledQueryKey })
      void queryClient.invalidateQueries({ queryKey: submissionsQueryKey })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey }),
  })
}
