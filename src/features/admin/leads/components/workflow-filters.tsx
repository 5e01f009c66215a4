import { Label } from '@/components/ui/label'
import type { InquiryFilters } from '@/features/admin/leads/lib/filters'
import { leadStatuses, type LeadStatus } from '@/features/admin/leads/lib/lead-status'
import { FilterSelect } from '@/features/admin/console/components/filter-select'
import { fieldSelectClass } from './lead-status-select'

function Toggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={
        pressed
          ? 'h-10 rounded-full border border-terracotta-700 bg-terracotta-700 px-4 text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'
          : 'h-10 rounded-full border border-cream-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-cream-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'
      }
    >
      {children}
    </button>
  )
}

/** The team's filters: lead status (with a count each), 'Mine', 'Follow-up due', 'Reply overdue'. */
export function WorkflowFilters({
  filters,
  counts,
  overdueCount,
  onChange,
  onToggle,
}: {
  filters: InquiryFilters
  counts: Record<LeadStatus, number>
  overdueCount: number
  onChange: (key: keyof InquiryFilters, value: string) => void
  /** Turns a quick filter on or off from what the address bar holds (two quick taps make on, then off). */
  onToggle: (key: 'mine' | 'due' | 'overdue') => void
}) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid w-full gap-1.5 sm:w-64">
        <Label htmlFor="filter-lead" className="text-xs">
          Lead status
        </Label>
        <FilterSelect
          id="filter-lead"
          className={fieldSelectClass}
          value={filters.lead}
          onValueChange={(value) => onChange('lead', value)}
        >
          <option value="">All lead statuses ({all.toLocaleString('en-US')})</option>
          {leadStatuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label} ({counts[status.value].toLocaleString('en-US')})
            </option>
          ))}
        </FilterSelect>
      </div>
      <div role="group" aria-label="Quick filters" className="flex flex-wrap gap-2">
        <Toggle pressed={filters.mine === '1'} onClick={() => onToggle('mine')}>
          Mine
        </Toggle>
        <Toggle pressed={filters.due === '1'} onClick={() => onToggle('due')}>
          Follow-up due
        </Toggle>
        <Toggle pressed={filters.overdue === '1'} onClick={() => onToggle('overdue')}>
          Reply overdue ({overdueCount.toLocaleString('en-US')})
        </Toggle>
      </div>
    </div>
  )
}
