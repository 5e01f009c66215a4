import { longDate } from '@/features/admin/console/lib/format'
import {
  isFollowUpDue,
  isReplyOverdue,
  leadStatusLabel,
} from '@/features/admin/leads/lib/lead-status'
import type { FormSubmission } from '@/features/admin/console/lib/types'

const badge = 'rounded-full px-3 py-1 text-xs font-semibold'

/** Lead status, 'Reply overdue', owner and follow-up of an inquiry, as small labels. */
export function WorkflowBadges({
  inquiry,
  now,
  ownerName,
}: {
  inquiry: FormSubmission
  now?: number
  ownerName?: string
}) {
  const overdue = now !== undefined && inquiry.status === 'active' && isReplyOverdue(inquiry, now)
  const due = now !== undefined && isFollowUpDue(inquiry, now)
  return (
    <ul aria-label="Workflow" className="mt-3 flex flex-wrap gap-2">
      <li className={`${badge} bg-cream-100 text-ink`}>
        Lead status: {leadStatusLabel(inquiry.lead_status)}
      </li>
      {overdue ? <li className={`${badge} bg-red-100 text-red-900`}>Reply overdue</li> : null}
      {inquiry.story_updated_at ? (
        <li className={`${badge} bg-terracotta-100 text-terracotta-800`}>Story added</li>
      ) : null}
      {inquiry.owner_id ? (
        <li className={`${badge} bg-olive-100 text-olive-800`}>
          Owner: {ownerName ?? 'Team member'}
        </li>
      ) : null}
      {inquiry.follow_up_on ? (
        <li className={`${badge} ${due ? 'bg-gold-300/60 text-ink' : 'bg-cream-100 text-ink'}`}>
          {due ? 'Follow-up due' : 'Follow-up'}: {longDate(inquiry.follow_up_on)}
        </li>
      ) : null}
    </ul>
  )
}
