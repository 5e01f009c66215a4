import { Search } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { genealogyOptions, planningStageOptions } from '@/content/inquiry-options'
import type { InquiryFilters } from '@/features/admin/leads/lib/filters'
import { FilterSelect } from '@/features/admin/console/components/filter-select'

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30'

function SelectField({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <FilterSelect id={id} className={selectClass} value={value} onValueChange={onChange}>
        {children}
      </FilterSelect>
    </div>
  )
}

export function InquiryToolbar({
  filters,
  onChange,
}: {
  filters: InquiryFilters
  onChange: (key: keyof InquiryFilters, value: string) => void
}) {
  // The search box is uncontrolled: the router applies URL changes in a transition, which would drop
  // keystrokes from a controlled input. The URL stays the truth; when it changes from elsewhere (back
  // button, a link), the box is brought in line.
  const searchRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = searchRef.current
    if (input && input.value !== filters.q && document.activeElement !== input)
      input.value = filters.q
  }, [filters.q])
  return (
    <div
      role="search"
      aria-label="Filter inquiries"
      className="grid gap-3 rounded-2xl border border-cream-200 bg-cream-100/60 p-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="inquiry-search" className="text-xs">
          Search
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            id="inquiry-search"
            type="search"
            placeholder="Name, email or region"
            className="pl-9"
            defaultValue={filters.q}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </div>
      </div>
      <SelectField
        id="filter-stage"
        label="Planning stage"
        value={filters.stage}
        onChange={(value) => onChange('stage', value)}
      >
        <option value="">All stages</option>
        {planningStageOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="filter-genealogy"
        label="Genealogy help"
        value={filters.genealogy}
        onChange={(value) => onChange('genealogy', value)}
      >
        <option value="">Any research</option>
        {genealogyOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="filter-period"
        label="Submitted"
        value={filters.period}
        onChange={(value) => onChange('period', value)}
      >
        <option value="all">Any time</option>
        <option value="7">Last 7 days</option>
        <option value="30">Last 30 days</option>
      </SelectField>
    </div>
  )
}
