import { useDeferredValue, useMemo } from 'react'
import type { SubmissionsData } from '@/features/admin/leads/api/get-submissions'
import {
  PAGE_SIZE,
  countByLeadStatus,
  filterInquiries,
  isFiltered,
  type InquiryFilters,
} from '@/features/admin/leads/lib/filters'
import { isReplyOverdue } from '@/features/admin/leads/lib/lead-status'
import { inquiryStats } from '@/features/admin/leads/lib/stats'
import type { FormSubmission } from '@/features/admin/console/lib/types'

const EMPTY: FormSubmission[] = []

/**
 * Everything the active list derives from the loaded rows and the URL's filters: pure and memoised, with the
 * filters deferred so typing and switching stay responsive. "Now" is when the list was loaded.
 */
export function useDashboardList(
  data: SubmissionsData | undefined,
  loadedAt: number,
  filters: InquiryFilters,
  requestedPage: number,
  me: string,
) {
  const rows = data?.rows ?? EMPTY
  const complete = data?.complete ?? false
  const total = Math.max(data?.total ?? 0, rows.length)
  const deferred = useDeferredValue(filters)
  const { q, stage, genealogy, period, lead, mine, due, overdue } = deferred
  // Counts per lead status are over the list as the other filters leave it.
  const base = useMemo(
    () => filterInquiries(rows, { q, stage, genealogy, period, mine, due, overdue }, loadedAt, me),
    [rows, q, stage, genealogy, period, mine, due, overdue, loadedAt, me],
  )
  const leadCounts = useMemo(() => countByLeadStatus(base), [base])
  const filtered = useMemo(
    () => (lead ? base.filter((row) => (row.lead_status ?? 'new') === lead) : base),
    [base, lead],
  )
  const overdueCount = useMemo(
    () => rows.reduce((n, row) => (isReplyOverdue(row, loadedAt) ? n + 1 : n), 0),
    [rows, loadedAt],
  )
  const stats = useMemo(() => ({ ...inquiryStats(rows, loadedAt), total }), [rows, loadedAt, total])
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  const page = Math.min(requestedPage, pageCount)
  const visible = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const stale = (Object.keys(filters) as Array<keyof InquiryFilters>).some(
    (key) => filters[key] !== deferred[key],
  )
  return {
    rows,
    complete,
    total,
    filtered,
    visible,
    leadCounts,
    overdueCount,
    stats,
    page,
    pageCount,
    filtering: isFiltered(filters),
    stale,
    newest: rows[0]?.created_at,
  }
}
