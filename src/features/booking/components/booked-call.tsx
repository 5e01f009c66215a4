import { CalendarCheck, Video } from 'lucide-react'
import { useEffect, useRef } from 'react'
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
  /** Focus the confirmation line when shown (right after booking, moving, or keeping the current time). */
  focusOnShow?: boolean
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
  focusOnShow = false,
}: BookedCallProps) {
  const booked = useRef<HTMLParagraphElement>(null)
  const keep = useRef<HTMLButtonElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)
  useEffect(() => {
    if (focusOnShow) booked.current?.focus()
  }, [focusOnShow])
  // The safe choice takes focus when the question opens; focus goes back to `Cancel the call` when it closes.
  useEffect(() => {
    if (confirmingCancel) keep.current?.focus()
    else if (asked.current) cancel.current?.focus()
    asked.current = confirmingCancel
  }, [confirmingCancel])
  return (
    <div className="flex flex-col gap-4">
      <p
        ref={booked}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
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
        <div
          role="group"
          aria-label="Cancel this call?"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-cream-50 p-4"
          onKeyDown={(event) => {
            if (event.key === 'Escape') onKeep()
          }}
        >
          <p className="w-full text-sm font-semibold text-ink">Cancel this call?</p>
          <Button ref={keep} type="button" variant="outline" disabled={busy} onClick={onKeep}>
            Keep it
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={onCancel}>
            Yes, cancel the call
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={onMove}>
            Choose another time
          </Button>
          <Button ref={cancel} type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel the call
          </Button>
        </div>
      )}
    </div>
  )
}
