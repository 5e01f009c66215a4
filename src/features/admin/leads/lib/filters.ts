import { genealogyValues, planningStageValues } from '@/content/inquiry-options'
import { isFollowUpDue, isReplyOverdue, leadStatusValues, type LeadStatus } from './lead-status'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/**
 * The dashboard's search and filters. They live in the URL
 * (?q=&stage=&genealogy=&period=&lead=&mine=1&due=1&overdue=1&page=), are read from it on every render and
 * never copied into state.
 */
export const periodValues = ['all', '7', '30'] as const
export type Period = (typeof periodValues)[number]

export interface InquiryFilters {
  q: string
  stage: string
  genealogy: string
  period: Period
  /** One lead status, or '' for all. */
  lead: LeadStatus | ''
  /** '1' when on: assigned to me / follow-up date today or earlier / 'New' for more than 24 hours. */
  mine: '' | '1'
  due: '' | '1'
  overdue: '' | '1'
}

const flag = (value: string | null): '' | '1' => (value === '1' ? '1' : '')

export const DAY_MS = 24 * 60 * 60 * 1000
export const PAGE_SIZE = 25

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value && (values as readonly string[]).includes(value) ? (value as T) : ''
}

export function readFilters(params: URLSearchParams): InquiryFilters {
  return {
    q: params.get('q') ?? '',
    stage: oneOf(planningStageValues, params.get('stage')),
    genealogy: oneOf(genealogyValues, params.get('genealogy')),
    period: oneOf(periodValues, params.get('period')) || 'all',
    lead: oneOf(leadStatusValues, params.get('lead')),
    mine: flag(params.get('mine')),
    due: flag(params.get('due')),
    overdue: flag(params.get('overdue')),
  }
}

export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return Number.isFinite(page) && page > 0 ? page : 1
}

export function isFiltered(filters: InquiryFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.stage !== '' ||
    filters.genealogy !== '' ||
    filters.period !== 'all' ||
    filters.lead !== '' ||
    filters.mine !== '' ||
    filters.due !== '' ||
    filters.overdue !== ''
  )
}

/** Sets one filter in the URL params; any filter change goes back to page 1. Empty values are removed. */
export function withFilter(
  params: URLSearchParams,
  key: keyof InquiryFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (!value || (key === 'period' && value === 'all')) next.delete(key)
  else next.set(key, value)
  next.delete('page')
  return next
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  return next
}

/** Created within the last `days` days of `now`; exactly `days` days ago still counts. */
export function isWithinDays(createdAt: string, days: number, now: number): boolean {
  return Date.parse(createdAt) >= now - days * DAY_MS
}

/**
 * The inquiries that match the filters, order kept. `now` is when the list was loaded; `me` is the signed-in
 * team member's id (for 'Mine'). Missing filter keys count as off.
 */
export function filterInquiries(
  rows: readonly FormSubmission[],
  filters: Partial<InquiryFilters>,
  now: number,
  me = '',
): FormSubmission[] {
  const needle = (filters.q ?? '').trim().toLowerCase()
  const period = filters.period ?? 'all'
  const since = period === 'all' ? null : now - Number(period) * DAY_MS
  const { lead, mine, due, overdue } = filters
  if (
    !needle &&
    !filters.stage &&
    !filters.genealogy &&
    since === null &&
    !lead &&
    !mine &&
    !due &&
    !overdue
  )
    return rows.slice()
  return rows.filter((row) => {
    if (lead && (row.lead_status ?? 'new') !== lead) return false
    if (mine && row.owner_id !== me) return false
    if (due && !isFollowUpDue(row, now)) return false
    if (overdue && !isReplyOverdue(row, now)) return false
    if (filters.stage && row.planning_stage !== filters.stage) return false
    if (filters.genealogy && row.genealogy_help !== filters.genealogy) return false
    if (since !== null && Date.parse(row.created_at) < since) return false
    if (needle) {
      const haystack = `${row.name ?? ''}\n${row.email ?? ''}\n${row.regions ?? ''}`.toLowerCase()
      if (!haystack.includes(needle)) return false
    }
    return true
  })
}

/** How many inquiries of each lead status a list holds (one pass). */
export function countByLeadStatus(rows: readonly FormSubmission[]): Record<LeadStatus, number> {
  const counts: Record<LeadStatus, number> = {
    new: 0,
    contacted: 0,
    call_scheduled: 0,
    plan_accepted: 0,
    researching: 0,
    matched: 0,
    booked: 0,
    closed: 0,
  }
  for (const row of rows) counts[row.lead_status] += 1
  return counts
}
