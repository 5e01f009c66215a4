import { cn } from '@/lib/utils'

export interface RegionFilterOption {
  label: string
  /** The value stored in `?region=`; null for 'All Regions' (removes the parameter). */
  value: string | null
}

export interface RegionFilterProps {
  options: readonly RegionFilterOption[]
  /** The current `?region=` value, lower-cased, or null. */
  selected: string | null
  onSelect: (value: string | null) => void
  /** Accessible name of the button group. */
  label: string
  className?: string
}

/** A row of toggle buttons (`aria-pressed`) that filter a list by region. */
export function RegionFilter({ options, selected, onSelect, label, className }: RegionFilterProps) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const pressed = option.value === null ? selected === null : option.value === selected
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              pressed
                ? 'border-terracotta-700 bg-terracotta-700 text-cream-50 shadow-sm'
                : 'border-cream-300 bg-white text-ink-soft hover:border-terracotta-300 hover:text-terracotta-700',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
