import { Calendar } from '@/components/ui/calendar'
import type { SlotDay } from '@/features/booking/api/book-call'
import {
  dayLabel,
  fromPickerDate,
  toPickerDate,
  zoneCity,
  zoneGroups,
} from '@/features/booking/lib/time-labels'
import { SlotTimes } from './slot-times'

interface SlotPickerProps {
  days: SlotDay[]
  zone: string
  onZoneChange: (zone: string) => void
  day: string | undefined
  onDayChange: (day: string | undefined) => void
  chosen: string | null
  onChoose: (start: string) => void
}

/** The calendar (days without a free slot disabled), the family's zone, and the chosen day's times. */
export function SlotPicker({
  days,
  zone,
  onZoneChange,
  day,
  onDayChange,
  chosen,
  onChoose,
}: SlotPickerProps) {
  const open = new Set(days.map((entry) => entry.date))
  const first = days[0]?.date
  const last = days.at(-1)?.date
  const slots = days.find((entry) => entry.date === day)?.slots ?? []
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="booking-zone" className="text-sm font-semibold text-ink">
          Your time zone
        </label>
        <select
          id="booking-zone"
          value={zone}
          onChange={(event) => onZoneChange(event.target.value)}
          className="h-11 rounded-lg border border-input bg-white px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {zoneGroups(zone).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {days.length === 0 ? (
        <p className="rounded-lg bg-cream-50 p-4 text-sm text-ink-soft">
          No free times in the next 30 days. We will write to you to find one.
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <Calendar
            mode="single"
            selected={day ? toPickerDate(day) : undefined}
            onSelect={(date) => onDayChange(date ? fromPickerDate(date) : undefined)}
            disabled={(date) => !open.has(fromPickerDate(date))}
            startMonth={first ? toPickerDate(first) : undefined}
            endMonth={last ? toPickerDate(last) : undefined}
            defaultMonth={first ? toPickerDate(first) : undefined}
            showOutsideDays={false}
            // The selected day's button itself carries the colors (the cell's background under ink text fails
            // the contrast check).
            classNames={{
              selected:
                '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button:hover]:bg-primary',
            }}
            className="self-center rounded-xl border border-cream-200"
          />
          <div className="min-w-0 flex-1">
            {day ? (
              <fieldset>
                <legend className="text-sm font-semibold text-ink">
                  {dayLabel(day)} · times in {zoneCity(zone)}
                </legend>
                <SlotTimes
                  key={`${day}-${zone}`}
                  slots={slots}
                  zone={zone}
                  chosen={chosen}
                  onChoose={onChoose}
                />
              </fieldset>
            ) : (
              <p className="text-sm text-ink-soft">Choose a day to see the free times.</p>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
