import { CalendarCheck, CalendarPlus, Video } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { callBookingFunction, type BookedCall } from '@/features/booking/api/book-call'
import {
  browserZone,
  callLabel,
  romeClock,
  TEAM_ZONE,
  zoneCity,
} from '@/features/booking/lib/time-labels'
import { LazyCallBooking } from './lazy-call-booking'

/** The picker's code, fetched on intent (pointer over or focus on the button) so the tap opens it at once. */
const preload = () => {
  if (navigator.onLine) void import('./call-booking').catch(() => undefined)
}

/**
 * On the journey page, near the top (docs/product/journey.md): the booked call, if any (time in the family's
 * zone and Rome's, the meeting link; one light request that computes no free times), and the booking behind one
 * button, so the picker's code and the free times wait for the family's tap. The page shows this box only once
 * the link has opened the story, so an invalid link asks nothing of the booking function.
 */
export function BookCallOnDemand({ token }: { token: string }) {
  const [open, setOpen] = useState(false)
  const [call, setCall] = useState<BookedCall | null>(null)
  // Offline, the tap says so and keeps the page (the picker's code would not load: issue 38).
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    const back = () => setOffline(false)
    window.addEventListener('online', back)
    return () => window.removeEventListener('online', back)
  }, [])
  useEffect(() => {
    let live = true
    void callBookingFunction({ action: 'call', token }).then((answer) => {
      if (live && answer.ok && answer.call?.status === 'booked') setCall(answer.call)
    })
    return () => {
      live = false
    }
  }, [token])

  if (open) return <LazyCallBooking token={token} focusOnMount />
  const zone = browserZone()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300/70 bg-white p-5">
      {call ? (
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <CalendarCheck className="size-5 shrink-0 text-olive-600" aria-hidden="true" />
            Your call with {call.with}: {callLabel(call.starts_at, zone)}
            {zone === TEAM_ZONE ? '' : ` (${zoneCity(zone)} time)`} · {romeClock(call.starts_at)} in
            Rome
          </p>
          {call.meeting_url && (
            <p className="flex items-center gap-2 text-sm">
              <Video className="size-4 shrink-0 text-terracotta-600" aria-hidden="true" />
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
        </div>
      ) : (
        <p className="text-ink">
          <span className="font-semibold">Your consultation call</span>: book, move or cancel it
          here.
        </p>
      )}
      <Button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (navigator.onLine) setOpen(true)
          else setOffline(true)
        }}
      >
        <CalendarPlus aria-hidden="true" />
        Book or change your call
      </Button>
      <p role="status" className="w-full text-sm font-semibold text-terracotta-800 empty:hidden">
        {offline
          ? 'You are offline: booking or changing your call needs the connection. Everything on this page stays as it is; try again when you are back online.'
          : ''}
      </p>
    </div>
  )
}
