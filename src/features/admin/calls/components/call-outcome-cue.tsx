import { MessageSquareText } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth/auth-context'
import { useCallsAwaitingOutcome } from '@/features/admin/calls/api/calls'
import { awaitsOutcome } from '@/features/admin/calls/lib/call-outcome'
import { callDateTime } from '@/features/admin/console/lib/team-time'

/**
 * The inquiries whose card asks the signed-in member for a call's outcome, with the call's start: one query for
 * the whole list (public.calls_awaiting_outcome) and the rule of lib/call-outcome.ts.
 */
export function useOutcomeCues(enabled = true): Map<string, string> {
  const { user } = useAuth()
  const outcomes = useCallsAwaitingOutcome(enabled)
  return useMemo(() => {
    const cues = new Map<string, string>()
    if (!user || !outcomes.data) return cues
    for (const row of outcomes.data.rows)
      if (awaitsOutcome(row, { id: user.id, email: user.email }, outcomes.data.checkedAt))
        cues.set(row.inquiry_id, row.starts_at)
    return cues
  }, [user, outcomes.data])
}

/** On a lead's card: 'Call done: record the outcome', to the inquiry page's note field. */
export function CallOutcomeCue({
  inquiryId,
  name,
  startsAt,
}: {
  inquiryId: string
  name: string
  startsAt: string
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={paths.adminInquiryNote(inquiryId)}
        aria-label={`Call done: record the outcome for ${name}`}
        className="inline-flex items-center gap-2 rounded-lg border border-terracotta-200 bg-terracotta-50 px-3 py-2 text-sm font-semibold text-terracotta-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MessageSquareText className="size-4 shrink-0" aria-hidden="true" />
        Call done: record the outcome
      </Link>
      <span className="text-xs text-ink-soft">
        Call of <time dateTime={startsAt}>{callDateTime(startsAt)}</time>
      </span>
    </p>
  )
}
