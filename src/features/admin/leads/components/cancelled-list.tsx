import { RotateCcw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import {
  CANCELLED_PAGE_SIZE,
  useCancelled,
  useRestoreInquiry,
} from '@/features/admin/leads/api/get-cancelled'
import { actorLabel } from '@/features/admin/leads/lib/history'

import type { FormSubmission } from '@/features/admin/console/lib/types'
import { LoadFailed } from '@/features/admin/console/components/load-failed'
import { Pagination } from '@/features/admin/console/components/pagination'
import { teamDateTime } from '@/features/admin/console/lib/team-time'

/** The 'Cancelled' view: who cancelled each inquiry, when and why, and Restore (server-side pages). */
export function CancelledList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const cancelled = useCancelled(page, true)
  const restore = useRestoreInquiry()
  const rows = cancelled.data?.rows ?? []
  const pageCount = Math.max(1, Math.ceil((cancelled.data?.total ?? 0) / CANCELLED_PAGE_SIZE))

  const onRestore = (inquiry: FormSubmission) =>
    restore.mutateAsync(inquiry).then(
      () =>
        toast({
          title: 'Inquiry restored',
          description: `${inquiry.name}'s inquiry is back in the active list.`,
        }),
      (error: unknown) =>
        toast({
          title: 'Error restoring inquiry',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        }),
    )

  if (cancelled.isPending)
    return (
      <p role="status" className="text-ink-soft">
        Loading cancelled inquiries…
      </p>
    )
  if (cancelled.isError && !cancelled.data)
    return (
      <LoadFailed
        what="The cancelled inquiries"
        onRetry={() => void cancelled.refetch()}
        retrying={cancelled.isFetching}
      />
    )
  if (rows.length === 0)
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-soft">
        No cancelled inquiries.
      </p>
    )
  return (
    <>
      <ul className="grid gap-4" aria-label="Cancelled inquiries">
        {rows.map((inquiry) => (
          <li key={inquiry.id}>
            <article
              aria-labelledby={`cancelled-${inquiry.id}`}
              className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft"
            >
              <div className="min-w-0">
                <h3
                  id={`cancelled-${inquiry.id}`}
                  className="font-display text-lg font-semibold text-ink"
                >
                  <Link
                    to={paths.adminInquiry(inquiry.id)}
                    className="underline-offset-4 hover:underline"
                  >
                    {inquiry.name}
                  </Link>
                </h3>
                <p className="mt-1 break-words text-sm text-ink-soft">
                  Cancelled by {actorLabel({ actor_name: inquiry.cancelled_by_name ?? '' })}
                  {inquiry.cancelled_at ? (
                    <>
                      {' on '}
                      <time dateTime={inquiry.cancelled_at}>
                        {teamDateTime(inquiry.cancelled_at)}
                      </time>
                    </>
                  ) : null}
                </p>
                <p className="mt-1 break-words text-sm text-ink">
                  Reason: {inquiry.cancel_reason ?? 'No reason given'}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => void onRestore(inquiry)}
                aria-label={`Restore ${inquiry.name}'s inquiry`}
              >
                <RotateCcw aria-hidden="true" />
                Restore
              </Button>
            </article>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </>
  )
}
