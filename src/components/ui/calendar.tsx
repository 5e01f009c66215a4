import { ChevronLeft, ChevronRight } from 'lucide-react'
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

export type CalendarProps = DayPickerProps

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })

/**
 * A day button's accessible name starts with the number it shows (WCAG 2.5.3, label in name): "1, Tuesday,
 * December 2026", so "click 1" works for a voice-control user. react-day-picker's own label ("Tuesday, December
 * 1st, 2026") does not contain the visible "1" (docs/product/quality.md, "Accessibility").
 */
export function labelDayButton(date: Date, modifiers: Modifiers): string {
  const parts = [String(date.getDate()), weekday.format(date), monthAndYear.format(date)]
  if (modifiers.today) parts.push('today')
  if (modifiers.selected) parts.push('selected')
  return parts.join(', ')
}

export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: CalendarProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      labels={{ labelDayButton }}
      className={cn('p-2', className)}
      classNames={{
        root: 'relative',
        months: 'flex flex-col gap-4 sm:flex-row',
        month: 'flex flex-col gap-4',
        month_caption: 'flex h-9 items-center justify-center',
        caption_label: 'font-display text-base font-semibold text-ink',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-medium text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'size-10 p-0 text-center text-sm',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-full font-medium text-ink transition-colors hover:bg-cream-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-selected:bg-primary aria-selected:text-primary-foreground disabled:pointer-events-none',
        selected: 'rounded-full bg-primary text-primary-foreground',
        today: 'font-bold text-terracotta-700',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'text-muted-foreground opacity-50 line-through',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, ...rest }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden="true" {...rest} />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" {...rest} />
          ),
      }}
      {...props}
    />
  )
}
Calendar.displayName = 'Calendar'
