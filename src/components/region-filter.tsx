import { Link } from 'react-router-dom'
import { REGION_PARAM } from '@/lib/region-param'
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
  /** Accessible name of the group. */
  label: string
  className?: string
}

/**
 * A row of links that filter a list by region: each is a link to `?region=…` (docs/decisions/030 and 073), so
 * it works before the app has loaded (the build prerenders every filtered list); once the app runs, the router
 * changes the URL without a reload and keeps the scroll position. The current one is `aria-current`.
 */
export function RegionFilter({ options, selected, label, className }: RegionFilterProps) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const current = option.value === null ? selected === null : option.value === selected
        return (
          <Link
            key={option.label}
            to={{
              search: option.value
                ? `?${new URLSearchParams({ [REGION_PARAM]: option.value })}`
                : '',
            }}
            preventScrollReset
            aria-current={current ? 'true' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              current
                ? 'border-terracotta-700 bg-terracotta-700 text-cream-50 shadow-sm'
                : 'border-cream-300 bg-white text-ink-soft hover:border-terracotta-300 hover:text-terracotta-700',
            )}
          >
            {option.label}
          </Link>
        )
      })}
    </div>
  )
}
