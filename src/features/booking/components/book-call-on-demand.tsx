import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyCallBooking } from './lazy-call-booking'

/**
 * On the journey page: the booking behind one button, so its code and its first request wait for the family's
 * tap (and an expired link, which the journey page already explains, asks nothing of the booking function).
 */
export function BookCallOnDemand({ token }: { token: string }) {
  const [open, setOpen] = useState(false)
  if (open) return <LazyCallBooking token={token} focusOnMount />
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300/70 bg-white p-5">
      <p className="text-ink">
        <span className="font-semibold">Your first video call</span>: book, move or cancel it here.
      </p>
      <Button type="button" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Book or change your call
      </Button>
    </div>
  )
}
