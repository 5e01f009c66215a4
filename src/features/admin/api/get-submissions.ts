import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { FormSubmission } from '@/features/admin/lib/types'

/** PostgREST answers at most `max_rows` (1,000 on Supabase) per request, so the list is read in pages. */
export const SUBMISSIONS_PAGE_SIZE = 1000

/**
 * Spec §7: read form_submissions where status = 'active', newest first. Throws the server's error (its message
 * feeds the 'Error loading submissions' toast).
 */
export async function getSubmissions(client?: SupabaseClient): Promise<FormSubmission[]> {
  const supabase = client ?? (await getSupabase())
  const rows: FormSubmission[] = []
  for (let from = 0; ; from += SUBMISSIONS_PAGE_SIZE) {
    const { data, error } = await supabase
      .from('form_submissions')
      .select('*')
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + SUBMISSIONS_PAGE_SIZE - 1)
    if (error) throw new SubmissionsQueryError(error.message)
    rows.push(...((data ?? []) as FormSubmission[]))
    if (!data || data.length < SUBMISSIONS_PAGE_SIZE) return rows
  }
}

/** The server refused the query (as opposed to an unexpected exception). */
export class SubmissionsQueryError extends Error {
  override name = 'SubmissionsQueryError'
}

export const submissionsQueryKey = ['form_submissions', 'active'] as const

export function getSubmissionsQueryOptions() {
  return queryOptions({ queryKey: submissionsQueryKey, queryFn: () => getSubmissions() })
}

export function useSubmissions() {
  return useQuery(getSubmissionsQueryOptions())
}
