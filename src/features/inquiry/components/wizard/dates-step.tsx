import { format } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { cn } from '@/lib/utils'
import { TRIP_DURATIONS } from '@/features/inquiry/lib/inquiry-options'
import { describedBy, Field, FieldError, type StepProps } from './field'

/** 'YYYY-MM-DD' ↔ a local Date at midnight (the calendar's day, whatever the time zone). */
function toDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined
}

function startOfToday(): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

/** Step 2, 'Travel Dates': a date (or 'I don't know yet') and a trip duration. */
export function DatesStep({ form, fieldId }: StepProps) {
  const [open, setOpen] = useState(false)
  const unknown = form.watch('travelDateUnknown')
  const dateError = form.formState.errors.travelDate?.message
  const valueId = fieldId('travelDate-value')
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-3">
        <Label id={fieldId('travelDate-label')} htmlFor={fieldId('travelDate')}>
          When would you like to travel?
        </Label>
        {!unknown && (
          <Controller
            control={form.control}
            name="travelDate"
            render={({ field }) => {
              const selected = toDate(field.value)
              return (
                <Popover open={open} onOpenChange={setOpen}>
                  <PopoverTrigger asChild>
                    <Button
                      id={fieldId('travelDate')}
                      type="button"
                      variant="outline"
                      aria-labelledby={`${fieldId('travelDate-label')} ${valueId}`}
                      aria-invalid={dateError ? true : undefined}
                      aria-describedby={describedBy(form, fieldId, 'travelDate')}
                      className={cn(
                        'h-11 w-full justify-start rounded-lg border-input bg-white px-3.5 font-normal sm:w-72',
                        !selected && 'text-muted-foreground',
                        dateError && 'border-destructive',
                      )}
                    >
                      <CalendarDays aria-hidden="true" className="text-terracotta-600" />
                      <span id={valueId}>
                        {selected ? format(selected, 'MM/dd/yyyy') : 'Pick a date'}
                      </span>
                    </Button>
                  </PopoverTrigger>
                  <PopoverContent align="start" className="w-auto p-2">
                    <Calendar
                      mode="single"
                      selected={selected}
                      defaultMonth={selected ?? startOfToday()}
                      startMonth={startOfToday()}
                      disabled={{ before: startOfToday() }}
                      autoFocus
                      onSelect={(date) => {
                        field.onChange(date ? format(date, 'yyyy-MM-dd') : '')
                        form.clearErrors('travelDate')
                        setOpen(false)
                      }}
                    />
                  </PopoverContent>
                </Popover>
              )
            }}
          />
        )}
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="travelDateUnknown"
            render={({ field }) => (
              <Checkbox
                id={fieldId('travelDateUnknown')}
                checked={field.value}
                onCheckedChange={(checked) => {
                  const value = checked === true
                  field.onChange(value)
                  if (value) form.setValue('travelDate', '')
                  form.clearErrors('travelDate')
                }}
              />
            )}
          />
          <Label htmlFor={fieldId('travelDateUnknown')} className="font-medium">
            I don't know yet
          </Label>
        </div>
        <FieldError id={fieldId('travelDate-error')} message={dateError} />
      </div>

      <Field
        form={form}
        fieldId={fieldId}
        name="tripDuration"
        label="How long would you like to travel?"
      >
        <Controller
          control={form.control}
          name="tripDuration"
          render={({ field }) => (
            <Select
              value={field.value || undefined}
              onValueChange={(value) => {
                field.onChange(value)
                form.clearErrors('tripDuration')
              }}
            >
              <SelectTrigger
                id={fieldId('tripDuration')}
                className="sm:w-72"
                aria-invalid={form.formState.errors.tripDuration ? true : undefined}
                aria-describedby={describedBy(form, fieldId, 'tripDuration')}
              >
                <SelectValue placeholder="Select a duration" />
              </SelectTrigger>
              <SelectContent>
                {TRIP_DURATIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </div>
  )
}
