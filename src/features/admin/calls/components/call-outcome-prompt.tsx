import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { useAuth } from '@/lib/auth/auth-context'
import { useInquiryCalls } from '@/features/admin/calls/api/calls'
import { useInquiryActivity } from '@/features/admin/leads/api/get-inquiry'
import { awaitsOutcome } from '@/features/admin/calls/lib/call-outcome'
import { callDateTime } from '@/features/admin/console/lib/team-time'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/**
 * Once a booked call's time has passed, its owner (or, without one, the member who took it) is asked to record
 * the outcome as a note; a note written after the call's end answers it (docs/decisions/160).
 */
export function CallOutcomePrompt({ inquiry }: { inquiry: FormSubmission }) {
  const { user } = useAuth()
  const [now] = useState(() => Date.now())
  const calls = useInquiryCalls(inquiry.id)
  const activity = useInquiryActivity(inquiry.id)
  const past = (calls.data ?? []).find((call) => Date.parse(call.ends_at) <= now)
  if (!past || !activity.data || !user) return null
  // Notes come newest first; the rule is the card's (lib/call-outcome.ts).
  const facts = {
    ends_at: past.ends_at,
    member_email: past.member_email,
    owner_id: inquiry.owner_id,
    last_note_at: activity.data.notes[0]?.created_at ?? null,
  }
  if (!awaitsOutcome(facts, { id: user.id, email: user.email }, now)) return null
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-xl border border-terracotta-200 bg-terracotta-50 p-4 text-sm text-ink"
    >
      <MessageSquareText
        className="mt-0.5 size-5 shrink-0 text-terracotta-700"
        aria-hidden="true"
      />
      <span>
        The call of <strong>{callDateTime(past.starts_at)}</strong> has taken place: please record
        its outcome as a note below.
      </span>
    </p>
  )
}
