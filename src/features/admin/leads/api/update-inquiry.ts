import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import type { TablesUpdate } from '@/lib/database.types'
import { submissionsQueryKey, type SubmissionsData } from './get-submissions'

/** What the console changes on an inquiry. The database records each change in the history (triggers). */
export type InquiryChange = Pick<
  TablesUpdate<'form_submissions'>,
  'lead_status' | 'owner_id' | 'follow_up_on' | 'status' | 'cancel_reason'
>

/** The server refused the change (as opposed to an unexpected exception). */
export class UpdateInquiryError extends ServerRefusal {
  override name = 'UpdateInquiryError'
}

/** Someone else changed the inquiry since it was loaded: the message names what changed and who. */
export class StaleInquiryError extends UpdateInquiryError {
  override name = 'StaleInquiryError'
}

/**
 * Updates one inquiry, sending the version it was loaded at: the database's trigger refuses a stale version
 * with HTTP 409 (SQLSTATE PT409) and a message naming what changed. Returns the stored row (new version).
 */
export async function updateInquiry(
  id: string,
  version: number,
  change: InquiryChange,
  client?: RadiciClient,
): Promise<FormSubmission> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('form_submissions')
    .update({ ...change, version })
    .eq('id', id)
    .select('*')
    .maybeSingle()
  if (error) {
    if (error.code === 'PT409') throw new StaleInquiryError(error.message)
    throw fromSupabaseError(error, UpdateInquiryError)
  }
  if (!data)
    throw new UpdateInquiryError('This inquiry no longer exists or you no longer have access.')
  return data
}

export const inquiryQueryKey = (id: string) => ['form_submissions', 'one', id] as const
export const activityQueryKey = (id: string) => ['form_submissions', 'activity', id] as const
export const cancelledQueryKey = ['form_submissions', 'cancelled'] as const

/** Puts a row into every cached view of it: the active list (in place, order kept) and its own page. */
export function patchCachedInquiry(queryClient: QueryClient, row: FormSubmission): void {
  queryClient.setQueryData<SubmissionsData>(submissionsQueryKey, (data) => {
    if (!data) return data
    const index = data.rows.findIndex((item) => item.id === row.id)
    if (index === -1) return data
    const rows = data.rows.slice()
    rows[index] = row
    return { ...data, rows }
  })
  queryClient.setQueryData(inquiryQueryKey(row.id), row)
}

function cachedInquiry(queryClient: QueryClient, id: string): FormSubmission | undefined {
  return (
    queryClient.getQueryData<FormSubmission>(inquiryQueryKey(id)) ??
    queryClient
      .getQueryData<SubmissionsData>(submissionsQueryKey)
      ?.rows.find((row) => row.id === id)
  )
}

/**
 * A change shown at once (optimistic), confirmed by the server's row. On a refusal the cached row goes back,
 * and after a stale refusal it is reloaded from the server, so the card shows what the other person did.
 */
export function useUpdateInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    // Changes run one after another, each with the version this browser last confirmed: two quick changes
    // (a select's type-ahead fires one change per matching key) are not refused as stale by each other.
    scope: { id: 'inquiry-update' },
    mutationFn: ({ inquiry, change }: { inquiry: FormSubmission; change: InquiryChange }) =>
      updateInquiry(
        inquiry.id,
        cachedInquiry(queryClient, inquiry.id)?.version ?? inquiry.version ?? 1,
        change,
      ),
    onMutate: ({ inquiry, change }) => {
      const previous = cachedInquiry(queryClient, inquiry.id) ?? inquiry
      patchCachedInquiry(queryClient, { ...previous, ...change })
      return { previous }
    },
    onSuccess: (row) => {
      patchCachedInquiry(queryClient, row)
      void queryClient.invalidateQueries({ queryKey: activityQueryKey(row.id) })
    },
    onError: async (error, { inquiry }, context) => {
      if (context?.previous) patchCachedInquiry(queryClient, context.previous)
      if (error instanceof StaleInquiryError) {
        const supabase = await getSupabase()
        const { data } = await supabase
          .from('form_submissions')
          .select('*')
          .eq('id', inquiry.id)
          .maybeSingle()
        if (data) patchCachedInquiry(queryClient, data)
        void queryClient.invalidateQueries({ queryKey: activityQueryKey(inquiry.id) })
      }
    },
  })
}
