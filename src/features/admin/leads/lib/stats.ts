import { isWithinDays } from './filters'
import type { FormSubmission } from '@/features/admin/console/lib/types'

export interface InquiryStats {
  total: number
  /** Created in the last 7 days (docs/product/admin.md, "Summary cards"). */
  thisWeek: number
  latest: FormSubmission | null
}

/** The summary cards. `rows` are newest first (as loaded); `now` is when they were loaded. */
export function inquiryStats(rows: readonly FormSubmission[], now: number): InquiryStats {
  let thisWeek = 0
  let latest: FormSubmission | null = null
  for (const row of rows) {
    if (isWithinDays(row.created_at, 7, now)) thisWeek += 1
    if (!latest || Date.parse(row.created_at) > Date.parse(latest.created_at)) latest = row
  }
  return { total: rows.length, thisWeek, latest }
}
