import { Download, RefreshCw } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-context'
import { useCancelSubmission } from '@/features/admin/leads/api/cancel-submission'
import { useTeam } from '@/features/admin/leads/api/get-inquiry'
import { useSubmissions } from '@/features/admin/leads/api/get-submissions'
import { useNewInquiriesCount } from '@/features/admin/leads/api/new-inquiries'
import { buildInquiriesCsv, csvFileName, downloadCsv } from '@/features/admin/leads/lib/csv'
import {
  readFilters,
  readPage,
  withFilter,
  withPage,
  type InquiryFilters,
} from '@/features/admin/leads/lib/filters'
import type { LeadStatus } from '@/features/admin/leads/lib/lead-status'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { CancelInquiryDialog } from './cancel-inquiry-dialog'
import { CallsToday } from '@/features/admin/calls/components/calls-today'
import { CancelledList } from './cancelled-list'
import { CorrectionReports } from '@/features/admin/corrections/components/correction-reports'
import { ExportWithSources } from './export-with-sources'
import { InquiryList } from './inquiry-list'
import { InquiryToolbar } from './inquiry-toolbar'
import { LoadFailed } from '@/features/admin/console/components/load-failed'
import { NewInquiriesBanner } from './new-inquiries-banner'
import { SummaryCards } from './summary-cards'
import { useCancelInquiry } from './use-cancel-inquiry'
import { useChangeInquiry } from './use-inquiry-actions'
import { useDashboardList } from './use-dashboard-list'
import { useListSearch } from './use-list-search'
import { WorkflowFilters } from './workflow-filters'

/**
 * Subscribes to the list before anything else on the page: effects run in tree order, children before their
 * parent, so the dashboard's own useSubmissions() would ask last, behind the header's, today's calls' and the
 * corrections' queries; the first page now goes to the server first (docs/decisions/226).
 */
function ListFirst() {
  useSubmissions()
  return null
}

/** /admin: the team's view of active inquiries (docs/product/admin.md, "Console"), or of cancelled ones (?view=cancelled). */
export function AdminDashboard() {
  const { user } = useAuth()
  const submissions = useSubmissions()
  const team = useTeam()
  const cancel = useCancelSubmission()
  const confirmCancel = useCancelInquiry()
  const change = useChangeInquiry()
  const [searchParams] = useSearchParams()
  const changeSearch = useListSearch()
  const [toCancel, setToCancel] = useState<FormSubmission | null>(null)
  const cancelledView = searchParams.get('view') === 'cancelled'

  // A failure's toast comes from the query client (lib/error-toast.ts). Failed is not empty: with nothing
  // loaded the figures and the list give way to an error with "Try again"; a failed refresh keeps what is shown.
  const failed = submissions.isError && !submissions.data
  const retry = () => void submissions.refetch()

  // "Now" is when the list was loaded: the summary and the day filters stay stable between renders.
  const loadedAt = submissions.dataUpdatedAt
  const filters = readFilters(searchParams)
  const list = useDashboardList(
    submissions.data,
    loadedAt,
    filters,
    readPage(searchParams),
    user?.id ?? '',
  )
  const { rows, complete, total, filtered, filtering } = list
  const newCount = useNewInquiriesCount(complete ? list.newest : undefined).data ?? 0
  const owners = useMemo(
    () => new Map((team.data ?? []).map((member) => [member.id, member.full_name])),
    [team.data],
  )

  // Filters and page change the URL one way, built on the address bar (use-list-search.ts, ADR 086).
  const setFilter = (key: keyof InquiryFilters, value: string) =>
    changeSearch((params) => withFilter(params, key, value))
  const toggleFilter = (key: 'mine' | 'due' | 'overdue') =>
    changeSearch((params) => withFilter(params, key, params.get(key) ? '' : '1'))
  const setPage = (next: number) => {
    changeSearch((params) => withPage(params, next))
    document.getElementById('inquiries-heading')?.scrollIntoView({ block: 'start' })
  }

  const exportCsv = () => {
    if (!complete) return
    if (filtered.length === 0) {
      toast({ title: 'No data to export', description: 'There are no submissions to export.' })
      return
    }
    downloadCsv(buildInquiriesCsv(filtered), csvFileName(new Date()))
    toast({
      title: 'Export successful',
      description: `Exported ${filtered.length} inquiries to CSV.`,
    })
  }

  const askCancel = useCallback((inquiry: FormSubmission) => setToCancel(inquiry), [])
  const onLeadStatus = useCallback(
    (inquiry: FormSubmission, value: LeadStatus) => void change(inquiry, { lead_status: value }),
    [change],
  )

  const viewLink = (cancelled: boolean) => {
    const params = new URLSearchParams(searchParams)
    params.delete('page')
    if (cancelled) params.set('view', 'cancelled')
    else params.delete('view')
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  const tab = (active: boolean) =>
    active
      ? 'rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white'
      : 'rounded-full px-4 py-2 text-sm font-semibold text-ink hover:bg-cream-100'

  return (
    <div className="min-h-dvh bg-cream-50">
      <ListFirst />
      <AdminHeader />
      <main className="container grid gap-8 py-8 sm:py-10">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-olive-600">
            Admin console
          </p>
          <h1 className="mt-1 font-display text-display-md font-semibold text-ink">
            Admin Dashboard
          </h1>
        </div>
        {failed ? (
          <LoadFailed what="The inquiries" onRetry={retry} retrying={submissions.isFetching} />
        ) : submissions.isPending ? (
          <div
            role="status"
            aria-label="Loading inquiries"
            className="flex items-center gap-3 text-ink-soft"
          >
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-[3px] border-terracotta-200 border-t-terracotta-600"
            />
            Loading inquiries…
          </div>
        ) : (
          <SummaryCards stats={list.stats} />
        )}
        <CallsToday />
        <nav aria-label="Inquiry views" className="flex gap-2">
          <Link
            to={viewLink(false)}
            className={tab(!cancelledView)}
            aria-current={!cancelledView ? 'page' : undefined}
          >
            Active
          </Link>
          <Link
            to={viewLink(true)}
            className={tab(cancelledView)}
            aria-current={cancelledView ? 'page' : undefined}
          >
            Cancelled
          </Link>
        </nav>
        <section aria-labelledby="inquiries-heading" className="grid gap-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2
                id="inquiries-heading"
                className="scroll-mt-4 font-display text-2xl font-semibold text-ink"
              >
                {cancelledView ? 'Cancelled Inquiries' : 'Customer Inquiries'}
              </h2>
              {!cancelledView && rows.length > 0 ? (
                <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
                  {!complete && submissions.isError
                    ? `${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} inquiries loaded`
                    : !complete
                      ? `Loading ${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} inquiries…`
                      : filtering
                        ? `Showing ${filtered.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')}`
                        : `${rows.length.toLocaleString('en-US')} active ${rows.length === 1 ? 'inquiry' : 'inquiries'}`}
                </p>
              ) : null}
            </div>
            {cancelledView ? null : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={exportCsv} disabled={!complete}>
                  <Download aria-hidden="true" />
                  {filtering ? 'Export CSV (filtered)' : 'Export CSV'}
                </Button>
                <ExportWithSources rows={filtered} disabled={!complete} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void submissions.refetch()}
                  disabled={submissions.isFetching}
                >
                  <RefreshCw
                    aria-hidden="true"
                    className={submissions.isFetching ? 'animate-spin' : undefined}
                  />
                  Refresh
                </Button>
              </div>
            )}
          </div>
          {cancelledView ? (
            <CancelledList page={readPage(searchParams)} onPage={setPage} />
          ) : (
            <>
              {submissions.isError && !failed ? (
                <LoadFailed
                  what="The inquiries"
                  onRetry={retry}
                  retrying={submissions.isFetching}
                  stale
                />
              ) : null}
              {failed ? null : rows.length > 0 || filtering ? (
                <>
                  <InquiryToolbar filters={filters} onChange={setFilter} />
                  <WorkflowFilters
                    filters={filters}
                    counts={list.leadCounts}
                    overdueCount={list.overdueCount}
                    onChange={setFilter}
                    onToggle={toggleFilter}
                  />
                </>
              ) : null}
              {failed ? null : (
                <InquiryList
                  list={list}
                  pending={submissions.isPending}
                  loadedAt={loadedAt}
                  owners={owners}
                  onCancel={askCancel}
                  onLeadStatus={onLeadStatus}
                  onPage={setPage}
                />
              )}
            </>
          )}
        </section>
        <CorrectionReports />
      </main>
      {cancelledView ? null : (
        <NewInquiriesBanner count={newCount} onShow={() => void submissions.refetch()} />
      )}
      <CancelInquiryDialog
        inquiry={toCancel}
        pending={cancel.isPending}
        onConfirm={(inquiry, reason) =>
          confirmCancel(cancel, inquiry, reason, () => setToCancel(null))
        }
        onOpenChange={(open) => {
          if (!open) setToCancel(null)
        }}
      />
    </div>
  )
}
