import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  callBookingFunction,
  type BookedCall,
  type BookingAnswer,
  type SlotDay,
} from '@/features/booking/api/book-call'
import { browserZone, firstDaytimeDay, slotLabel } from '@/features/booking/lib/time-labels'
import { BookedCallPanel } from './booked-call'
import { SlotPicker } from './slot-picker'

/**
 * The family books, moves or cancels its first video call with its private link (docs/decisions/160). Free times
 * come from the book-call function, grouped by day in the family's zone (the browser's, changeable); the server
 * decides everything again when the family confirms. A time taken meanwhile answers 'That time was just taken'
 * with the free times as they are now.
 */
export function CallBooking({
  token,
  headingLevel = 2,
  focusOnMount = false,
}: {
  token: string
  headingLevel?: 2 | 3
  /** Opened by a tap (`Book or change your call`): focus moves to the booking's heading. */
  focusOnMount?: boolean
}) {
  const [zone, setZone] = useState(browserZone)
  const [days, setDays] = useState<SlotDay[] | null>(null)
  const [call, setCall] = useState<BookedCall | null>(null)
  const [moving, setMoving] = useState(false)
  const [day, setDay] = useState<string | undefined>()
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // One idempotency key per chosen time: a re-sent tap (or a retry after a lost answer) books once.
  const attempt = useRef<{ start: string; key: string } | null>(null)
  // Focus follows each action (issue 38): the booked call after booking, moving or keeping the time; the
  // heading after opening, `Choose another time` and a cancel.
  const heading = useRef<HTMLHeadingElement>(null)
  const [focusBooked, setFocusBooked] = useState(false)
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus())
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])

  // The first day offered is the first with a time in the family's daytime (docs/product/booking.md).
  const apply = useCallback((answer: BookingAnswer, inZone: string) => {
    if (answer.days) {
      const fresh = answer.days
      setDays(fresh)
      setDay((current) =>
        fresh.some((entry) => entry.date === current) ? current : firstDaytimeDay(fresh, inZone),
      )
    }
    if (answer.call !== undefined)
      setCall(answer.call && answer.call.status === 'booked' ? answer.call : null)
  }, [])

  useEffect(() => {
    let live = true
    void callBookingFunction({ action: 'slots', token, time_zone: zone }).then((answer) => {
      if (!live) return
      if (answer.status === 404)
        setFailure(
          'This booking link is not valid any more. Use the link in your latest e-mail from us.',
        )
      else if (!answer.ok)
        setFailure(answer.message ?? 'We could not load the free times. Please reload the page.')
      else {
        setFailure(null)
        apply(answer, zone)
      }
    })
    return () => {
      live = false
    }
  }, [token, zone, apply])

  async function confirm() {
    if (!chosen) return
    setBusy(true)
    setNotice(null)
    const movedFrom = call?.starts_at
    if (attempt.current?.start !== chosen)
      attempt.current = { start: chosen, key: crypto.randomUUID() }
    const answer = call
      ? await callBookingFunction({ action: 'move', token, time_zone: zone, start: chosen })
      : await callBookingFunction({
          action: 'book',
          token,
          time_zone: zone,
          start: chosen,
          idempotency_key: attempt.current.key,
        })
    setBusy(false)
    if (answer.ok && answer.call) {
      setCall(answer.call)
      setMoving(false)
      setChosen(null)
      setFocusBooked(true)
      setNotice(
        movedFrom
          ? `Moved from ${slotLabel(movedFrom, zone)} to ${slotLabel(answer.call.starts_at, zone)}. We have e-mailed you the new invitation.`
          : `Booked: ${slotLabel(answer.call.starts_at, zone)}. We have e-mailed you the invitation.`,
      )
      return
    }
    apply(answer, zone)
    setChosen(null)
    setNotice(
      answer.error === 'slot_taken'
        ? `${answer.message ?? 'That time was just taken'}. Here are the free times now.`
        : (answer.message ??
            Object.values(answer.fields ?? {})[0] ??
            'That did not work. Please try again.'),
    )
  }

  async function cancel() {
    if (!confirmingCancel) {
      setConfirmingCancel(true)
      return
    }
    setBusy(true)
    const answer = await callBookingFunction({ action: 'cancel', token })
    setBusy(false)
    setConfirmingCancel(false)
    if (answer.ok) {
      setCall(null)
      setFocusBooked(false)
      setNotice('Your call is cancelled. Book another time whenever you like.')
      focusHeading()
      const fresh = await callBookingFunction({ action: 'slots', token, time_zone: zone })
      apply(fresh, zone)
    } else setNotice(answer.message ?? 'That did not work. Please try again.')
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby="booking-heading"
      className="rounded-2xl border border-cream-300/70 bg-white p-5 text-left sm:p-6"
    >
      <Heading
        ref={heading}
        id="booking-heading"
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {call && !moving
          ? 'Your consultation call'
          : moving
            ? 'Choose another time'
            : 'Book your consultation call now'}
      </Heading>
      {!call && !failure && (
        <p className="mt-1 text-sm text-ink-soft">
          30 minutes with one of our team in Italy, at a time that suits you.
        </p>
      )}
      <div
        role="status"
        aria-live="polite"
        className="mt-3 text-sm font-semibold text-terracotta-800 empty:hidden"
      >
        {notice}
      </div>
      <div className="mt-4">
        {failure ? (
          <p className="text-sm text-ink-soft">{failure}</p>
        ) : days === null ? (
          <p className="text-sm text-ink-soft">Loading the free times…</p>
        ) : call && !moving ? (
          <BookedCallPanel
            call={call}
            zone={zone}
            busy={busy}
            confirmingCancel={confirmingCancel}
            focusOnShow={focusBooked}
            onMove={() => {
              setMoving(true)
              setNotice(null)
              focusHeading()
            }}
            onCancel={() => void cancel()}
            onKeep={() => setConfirmingCancel(false)}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <SlotPicker
              days={days}
              zone={zone}
              onZoneChange={setZone}
              day={day}
              onDayChange={(next) => {
                setDay(next)
                setChosen(null)
              }}
              chosen={chosen}
              onChoose={setChosen}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="button" disabled={!chosen || busy} onClick={() => void confirm()}>
                {busy ? 'Booking…' : call ? 'Move my call to this time' : 'Book this time'}
              </Button>
              {moving && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setMoving(false)
                    setFocusBooked(true)
                  }}
                >
                  Keep my current time
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
