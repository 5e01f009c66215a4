import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { useAuth } from '@/lib/auth/auth-context'
import { useInquiryCalls } from '@/features/admin/api/calls'
import { useInquiryActivity } from '@/features/admin/api/get-inquiry'
import { romeDateTime } from '@/features/admin/lib/rome-time'
import type { FormSubmission } from '@/features/admin/lib/types'

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
  const mine = inquiry.owner_id
    ? inquiry.owner_id === user.id
    : past.member_email === (user.email ?? '').toLowerCase()
  const answered = activity.data.notes.some(
    (note) => Date.parse(note.created_at) >= Date.parse(past.ends_at),
  )
  if (!mine || answered) return null
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
        The call of <strong>{romeDateTime(past.starts_at)}</strong> (Rome time) has taken place:
        please record its outcome as a note below.
      </span>
    </p>
  )
}
