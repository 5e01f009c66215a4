import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { slotLabel, splitByDaytime, zoneCity } from '@/features/booking/lib/time-labels'

interface SlotTimesProps {
  slots: { start: string; end: string }[]
  zone: string
  chosen: string | null
  onChoose: (start: string) => void
}

/**
 * One day's times: those in the family's daytime (08:00–21:00 on their clock) first, the others folded under
 * `Show times outside your daytime` (docs/product/booking.md). A chosen night time keeps the fold open.
 */
export function SlotTimes({ slots, zone, chosen, onChoose }: SlotTimesProps) {
  const { daytime, outside } = splitByDaytime(slots, zone)
  const [open, setOpen] = useState(() => outside.some((slot) => slot.start === chosen))
  const button = (slot: { start: string }) => (
    <Button
      key={slot.start}
      type="button"
      variant="outline"
      data-start={slot.start}
      aria-pressed={chosen === slot.start}
      onClick={() => onChoose(slot.start)}
      className={cn(
        'h-auto justify-start whitespace-normal rounded-lg px-3 py-2.5 text-left',
        chosen === slot.start && 'border-primary bg-primary/10 text-ink',
      )}
    >
      {slotLabel(slot.start, zone)}
    </Button>
  )
  return (
    <div className="mt-3 flex flex-col gap-3">
      {daytime.length > 0 ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="daytime-times">
          {daytime.map(button)}
        </div>
      ) : (
        <p className="rounded-lg bg-cream-50 p-3 text-sm text-ink-soft">
          No times between 8:00 AM and 9:00 PM in {zoneCity(zone)} on this day.
        </p>
      )}
      {outside.length > 0 && (
        <>
          <Button
            type="button"
            variant="link"
            aria-expanded={open}
            aria-controls="outside-daytime-times"
            onClick={() => setOpen((value) => !value)}
            className="h-auto self-start p-0 text-terracotta-700"
          >
            {open ? 'Hide times outside your daytime' : 'Show times outside your daytime'}
          </Button>
          {open && (
            <div id="outside-daytime-times" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {outside.map(button)}
            </div>
          )}
        </>
      )}
    </div>
  )
}
