import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { FieldLabel } from './field-label'
import { Textarea } from '@/components/ui/textarea'
import {
  CHECKLIST,
  MAX_HEALTH_NOTES,
  type ChecklistItem,
  type Wishes,
} from '@/features/journey/lib/story-types'

/** 'What your family holds': the documents checklist. */
export function ChecklistSection({
  checklist,
  onChange,
}: {
  checklist: ChecklistItem[]
  onChange: (next: ChecklistItem[]) => void
}) {
  const id = useId()
  return (
    <fieldset>
      <legend className="sr-only">Documents and keepsakes your family holds</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {CHECKLIST.map(([value, label]) => (
          <li
            key={value}
            className="flex items-center gap-3 rounded-lg border border-cream-200 bg-white px-3 py-2.5"
          >
            <input
              id={`${id}-${value}`}
              type="checkbox"
              className="size-5 accent-terracotta-600"
              checked={checklist.includes(value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...checklist, value]
                    : checklist.filter((item) => item !== value),
                )
              }
            />
            <label htmlFor={`${id}-${value}`} className="text-sm text-ink">
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

const whole = (value: string) => {
  const number = Number.parseInt(value, 10)
  return Number.isFinite(number) ? number : null
}

/** Travel wishes: they fill the inquiry's group size, ages, budget and hotel preference. */
export function WishesSection({
  wishes,
  errors,
  onChange,
}: {
  wishes: Wishes
  errors: Record<string, string>
  onChange: (patch: Partial<Wishes>) => void
}) {
  const id = useId()
  const error = (key: string) =>
    errors[key] ? <p className="text-sm text-destructive">{errors[key]}</p> : null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={`${id}-size`}>How many people will travel</FieldLabel>
        <Input
          id={`${id}-size`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={wishes.groupSize ?? ''}
          onChange={(event) => onChange({ groupSize: whole(event.target.value) })}
        />
        {error('groupSize')}
      </div>
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={`${id}-ages`}>Their ages</FieldLabel>
        <Input
          id={`${id}-ages`}
          placeholder="e.g. 2 adults, 2 children aged 9 and 12"
          maxLength={200}
          value={wishes.ageRanges ?? ''}
          onChange={(event) => onChange({ ageRanges: event.target.value || null })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={`${id}-budget`}>Budget for the trip (EUR, in all)</FieldLabel>
        <Input
          id={`${id}-budget`}
          type="number"
          inputMode="numeric"
          min={0}
          value={wishes.budget ?? ''}
          onChange={(event) => onChange({ budget: whole(event.target.value) })}
        />
        {error('budget')}
      </div>
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={`${id}-hotel`}>Where you like to stay</FieldLabel>
        <Input
          id={`${id}-hotel`}
          placeholder="e.g. small family-run hotels, agriturismi"
          maxLength={200}
          value={wishes.hotelPreference ?? ''}
          onChange={(event) => onChange({ hotelPreference: event.target.value || null })}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <FieldLabel htmlFor={`${id}-notes`}>Anything else about the trip</FieldLabel>
        <Textarea
          id={`${id}-notes`}
          maxLength={2000}
          value={wishes.notes ?? ''}
          onChange={(event) => onChange({ notes: event.target.value || null })}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <FieldLabel htmlFor={`${id}-health`}>Health and access notes (mobility, diet)</FieldLabel>
        <Textarea
          id={`${id}-health`}
          aria-describedby={`${id}-health-who`}
          aria-invalid={errors.healthNotes ? true : undefined}
          maxLength={MAX_HEALTH_NOTES}
          placeholder="e.g. one of us uses a wheelchair; no gluten"
          value={wishes.healthNotes ?? ''}
          onChange={(event) => onChange({ healthNotes: event.target.value || null })}
        />
        {/* Who sees it: docs/product/journey.md, "Health and access notes". */}
        <p id={`${id}-health-who`} className="text-sm text-ink-soft">
          Optional. The Radici team sees these notes. The agency that organizes your trip sees them
          only if you tick “Share health and access notes” under “Your agency in Italy”.
        </p>
        {error('healthNotes')}
      </div>
    </div>
  )
}
