import { Download, LogOut, RefreshCw } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-context'
import { CancelSubmissionError, useCancelSubmission } from '@/features/admin/api/cancel-submission'
import { useProfile } from '@/features/admin/api/get-profile'
import { SubmissionsQueryError, useSubmissions } from '@/features/admin/api/get-submissions'
import { buildInquiriesCsv, csvFileName, downloadCsv } from '@/features/admin/lib/csv'
import {
  PAGE_SIZE,
  filterInquiries,
  isFiltered,
  readFilters,
  readPage,
  withFilter,
  withPage,
  type InquiryFilters,
} from '@/features/admin/lib/filters'
import { inquiryStats } from '@/features/admin/lib/stats'
import type { FormSubmission } from '@/features/admin/lib/types'
import { CancelInquiryDialog } from './cancel-inquiry-dialog'
import { InquiryCard } from './inquiry-card'
import { InquiryToolbar } from './inquiry-toolbar'
import { Pagination } from './pagination'
import { SummaryCards } from './summary-cards'

const EMPTY: FormSubmission[] = []

/** /admin: the team's view of active inquiries (spec §2 "/admin"). */
export function AdminDashboard() {
  const { user, signOut } = useAuth()
  const profile = useProfile(user?.id ?? '')
  const submissions = useSubmissions()
  const cancel = useCancelSubmission()
  const [searchParams, setSearchParams] = useSearchParams()
  const [toCancel, setToCancel] = useState<FormSubmission | null>(null)

  // Spec §8: a refused query and an unexpected exception read differently.
  const { error, errorUpdatedAt } = submissions
  useEffect(() => {
    if (!error) return
    if (error instanceof SubmissionsQueryError) {
      toast({
        title: 'Error loading submissions',
        description: error.message,
        variant: 'destructive',
      })
    } else {
      toast({
        title: 'Unexpected error',
        description: 'Failed to load submissions. Please try again.',
        variant: 'destructive',
      })
    }
  }, [error, errorUpdatedAt])

  const rows = submissions.data?.rows ?? EMPTY
  const complete = submissions.data?.complete ?? false
  const total = Math.max(submissions.data?.total ?? 0, rows.length)
  // "Now" is when the list was loaded: the summary and the day filters stay stable between renders.
  const loadedAt = submissions.dataUpdatedAt
  const filters = readFilters(searchParams)
  const deferredFilters = useDeferredValue(filters)
  const { q, stage, genealogy, period } = deferredFilters
  const filtered = useMemo(
    () => filterInquiries(rows, { q, stage, genealogy, period }, loadedAt),
    [rows, q, stage, genealogy, period, loadedAt],
  )
  const stats = useMemo(() => ({ ...inquiryStats(rows, loadedAt), total }), [rows, loadedAt, total])
  const filtering = isFiltered(filters)
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  const page = Math.min(readPage(searchParams), pageCount)
  const visible = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

  const setFilter = (key: keyof InquiryFilters, value: string) =>
    setSearchParams((params) => withFilter(params, key, value), { replace: true })
  const setPage = (next: number) => {
    setSearchParams((params) => withPage(params, next))
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

  const confirmCancel = (inquiry: FormSubmission) => {
    cancel.mutate(
      { id: inquiry.id, name: inquiry.name },
      {
        onSuccess: () => {
          setToCancel(null)
          toast({
            title: 'Inquiry cancelled',
            description: `${inquiry.name}'s inquiry has been cancelled.`,
          })
        },
        onError: (cancelError) => {
          setToCancel(null)
          if (cancelError instanceof CancelSubmissionError) {
            toast({
              title: 'Error cancelling inquiry',
              description: cancelError.message,
              variant: 'destructive',
            })
          } else {
            toast({
              title: 'Unexpected error',
              description: 'Failed to cancel inquiry. Please try again.',
              variant: 'destructive',
            })
          }
        },
      },
    )
  }
  const askCancel = useCallback((inquiry: FormSubmission) => setToCancel(inquiry), [])

  const displayName = profile.data?.full_name?.trim() || user?.email || ''
  const stale =
    filters.q !== q ||
    filters.stage !== stage ||
    filters.genealogy !== genealogy ||
    filters.period !== period

  return (
    <div className="min-h-dvh bg-cream-50">
      <header className="border-b border-cream-200 bg-white/90">
        <div className="container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <Logo />
          {/* Its own line on phones, so a long name or e-mail is shown whole. */}
          <p className="w-full break-words text-sm text-ink-soft sm:w-auto sm:min-w-0 sm:flex-1">
            Welcome, <span className="font-semibold text-ink">{displayName}</span>
          </p>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>
      <main className="container grid gap-8 py-8 sm:py-10">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-olive-600">
            Admin console
          </p>
          <h1 className="mt-1 font-display text-display-md font-semibold text-ink">
            Admin Dashboard
          </h1>
        </div>
        {submissions.isPending ? (
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
          <SummaryCards stats={stats} />
        )}
        <section aria-labelledby="inquiries-heading" className="grid gap-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2
                id="inquiries-heading"
                className="scroll-mt-4 font-display text-2xl font-semibold text-ink"
              >
                Customer Inquiries
              </h2>
              {rows.length > 0 ? (
                <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
                  {!complete
                    ? `Loading ${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} inquiries…`
                    : filtering
                      ? `Showing ${filtered.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')}`
                      : `${rows.length.toLocaleString('en-US')} active ${rows.length === 1 ? 'inquiry' : 'inquiries'}`}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={exportCsv} disabled={!complete}>
                <Download aria-hidden="true" />
                {filtering ? 'Export CSV (filtered)' : 'Export CSV'}
              </Button>
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
          </div>
          {rows.length > 0 || filtering ? (
            <InquiryToolbar filters={filters} onChange={setFilter} />
          ) : null}
          {!submissions.isPending && rows.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-cream-300 bg-white px-6 py-14 text-center">
              <p className="font-display text-xl font-semibold text-ink">
                No customer inquiries yet.
              </p>
              <p className="mt-2 text-sm text-ink-soft">
                Form submissions will appear here when customers request heritage trips.
              </p>
            </div>
          ) : null}
          {rows.length > 0 && filtered.length === 0 ? (
            <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-soft">
              No inquiries match these filters.
            </p>
          ) : null}
          <div className={stale ? 'grid gap-4 opacity-70 transition-opacity' : 'grid gap-4'}>
            {visible.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} onCancel={askCancel} />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} onPage={setPage} />
        </section>
      </main>
      <CancelInquiryDialog
        inquiry={toCancel}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onOpenChange={(open) => {
          if (!open) setToCancel(null)
        }}
      />
    </div>
  )
}
