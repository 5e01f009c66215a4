import { AlertTriangle } from 'lucide-react'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/**
 * Shown on an inquiry card when an e-mail failed for good (the retry job gave up after its last try): the team
 * was never notified of this lead, or the lead never got the confirmation. Nothing is shown while e-mails are
 * pending or sent.
 */
export function EmailDeliveryAlert({ inquiry }: { inquiry: FormSubmission }) {
  const failed = [
    inquiry.notification_status === 'failed' ? 'the team notification' : null,
    inquiry.confirmation_status === 'failed' ? 'the confirmation to the lead' : null,
  ].filter((item): item is string => item !== null)
  if (failed.length === 0) return null
  return (
    <p className="mt-4 flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-ink">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span>
        <strong className="font-semibold">E-mail failed:</strong> {failed.join(' and ')} could not
        be sent. Reply to this lead by hand.
      </span>
    </p>
  )
}
