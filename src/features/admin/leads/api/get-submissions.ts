import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  useQuery,
} from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import { fromSupabaseError, ServerRefusal } from '@/lib/supabase-errors'
import { submissionsErrorToast } from '@/features/admin/console/lib/error-toast'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/** PostgREST answers at most `max_rows` (1,000 on Supabase) per request, so the list is read in pages. */
export const SUBMISSIONS_PAGE_SIZE = 1000
/** The first request is small, so the first screen of cards (and the total count) arrives quickly. */
export const SUBMISSIONS_FIRST_PAGE_SIZE = 100

/** The server refused the query (as opposed to an unexpected exception). */
export class SubmissionsQueryError extends ServerRefusal {
  override name = 'SubmissionsQueryError'
}

export interface SubmissionsChunk {
  rows: FormSubmission[]
  /** How many active inquiries the server counted with the first page. */
  total: number
  /** The last chunk. */
  done: boolean
}

/**
 * In a browser, the next frame after the current task (the first cards' paint), or 300 ms at most (a hidden tab
 * runs no frames); elsewhere (scripts, tests) at once.
 */
function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 300)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

/**
 * docs/product/admin.md, "Data calls": read form_submissions where status = 'active', newest first (then by id, for a stable order across
 * pages). The first page comes with the total count, so the dashboard can show it at once; the other pages are
 * requested together and yielded as one chunk, in order. Throws the server's error as SubmissionsQueryError, no answer as NetworkFailure.
 */
export async function* streamSubmissions(client?: RadiciClient): AsyncGenerator<SubmissionsChunk> {
  const supabase = client ?? (await getSupabase())
  const page = (from: number, size: number, count: boolean) =>
    supabase
      .from('form_submissions')
      .select('*', count ? { count: 'exact' } : undefined)
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + size - 1)

  const first = await page(0, SUBMISSIONS_FIRST_PAGE_SIZE, true)
  if (first.error) throw fromSupabaseError(first.error, SubmissionsQueryError)
  const firstRows = first.data ?? []
  const total = first.count ?? firstRows.length
  const starts: number[] = []
  for (let from = firstRows.length; from < total; from += SUBMISSIONS_PAGE_SIZE) starts.push(from)
  yield { rows: firstRows, total, done: starts.length === 0 }
  if (starts.length === 0) return

  // The first cards paint before the rest is asked for: parsing 1,000-row answers on the main thread would
  // otherwise hold up that paint (docs/decisions/226).
  await afterPaint()
  // A query builder sends its request each time it is awaited: each page becomes one promise, once. (Awaiting the
  // builders again below sent every later page twice, the second time one after another.)
  const pages = starts.map((from) => Promise.resolve(page(from, SUBMISSIONS_PAGE_SIZE, false)))
  // Keep every promise handled at once, so that a failing later page is not an unhandled rejection.
  pages.forEach((request) => void request.catch(() => undefined))
  // The rest arrives as one chunk: each chunk re-derives the whole list in the dashboard, and ten of them kept the
  // main thread busy while the first cards were painting (docs/performance.md, "Admin console").
  const rest: FormSubmission[] = []
  for (const request of pages) {
    const { data, error } = await request
    if (error) throw fromSupabaseError(error, SubmissionsQueryError)
    rest.push(...(data ?? []))
  }
  yield { rows: rest, total, done: true }
}

/** The whole list at once (tests, scripts). */
export async function getSubmissions(client?: RadiciClient): Promise<FormSubmission[]> {
  const rows: FormSubmission[] = []
  for await (const chunk of streamSubmissions(client)) rows.push(...chunk.rows)
  return rows
}

export interface SubmissionsData {
  rows: FormSubmission[]
  total: number
  /** False while later pages are still arriving. */
  complete: boolean
}

const emptyData: SubmissionsData = { rows: [], total: 0, complete: false }

export const submissionsQueryKey = ['form_submissions', 'active'] as const

export function getSubmissionsQueryOptions() {
  return queryOptions({
    queryKey: submissionsQueryKey,
    meta: { errorToast: submissionsErrorToast },
    // The first page shows as soon as it arrives; a refresh keeps the current list until the new one is whole.
    queryFn: streamedQuery({
      streamFn: () => streamSubmissions(),
      refetchMode: 'replace',
      initialValue: emptyData,
      reducer: (data: SubmissionsData, chunk: SubmissionsChunk): SubmissionsData => {
        const rows = data.rows.length === 0 ? chunk.rows : data.rows.concat(chunk.rows)
        return { rows, total: chunk.total, complete: chunk.done }
      },
    }),
  })
}

export function useSubmissions() {
  return useQuery(getSubmissionsQueryOptions())
}
