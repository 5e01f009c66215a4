import { CalendarCheck, Video } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { BookedCall } from '@/features/booking/api/book-call'
import { callLabel, romeClock, zoneCity } from '@/features/booking/lib/time-labels'

interface BookedCallProps {
  call: BookedCall
  zone: string
  busy: boolean
  confirmingCancel: boolean
  onMove: () => void
  onCancel: () => void
  onKeep: () => void
}

/** The confirmation: when, with whom, the meeting link; move or cancel. */
export function BookedCallPanel({
  call,
  zone,
  busy,
  confirmingCancel,
  onMove,
  onCancel,
  onKeep,
}: BookedCallProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">
        <CalendarCheck className="size-6 text-olive-600" aria-hidden="true" />
        Your call with {call.with} is booked
      </p>
      <p className="text-ink-soft">
        <strong className="text-ink">{callLabel(call.starts_at, zone)}</strong> ({zoneCity(zone)}{' '}
        time) · {romeClock(call.starts_at)} in Rome. 30 minutes, by video.
      </p>
      {call.meeting_url && (
        <p className="flex items-center gap-2 text-sm">
          <Video className="size-4 text-terracotta-600" aria-hidden="true" />
          <a
            href={call.meeting_url}
            className="font-semibold text-terracotta-700 underline underline-offset-4"
            rel="noreferrer"
            target="_blank"
          >
            Your meeting link
          </a>
        </p>
      )}
      <p className="text-sm text-ink-soft">
        We have e-mailed you an invitation for your calendar, and we will remind you a day and an
        hour before.
      </p>
      {confirmingCancel ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-cream-50 p-4">
          <p className="w-full text-sm font-semibold text-ink">Cancel this call?</p>
          <Button type="button" variant="destructive" disabled={busy} onClick={onCancel}>
            Yes, cancel the call
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onKeep}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={onMove}>
            Choose another time
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel the call
          </Button>
        </div>
      )}
    </div>
  )
}
