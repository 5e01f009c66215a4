import { isLeadStatus, leadStatuses, type LeadStatus } from '@/features/admin/leads/lib/lead-status'

export const fieldSelectClass =
  'h-10 w-full rounded-lg border border-input bg-white px-3 text-sm text-ink shadow-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:opacity-60'

/** The lead status in one step: choosing a value saves it (the parent's onChange). */
export function LeadStatusSelect({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string
  /** The accessible name, e.g. 'Lead status for Maria Rossi'. */
  label: string
  value: LeadStatus
  onChange: (value: LeadStatus) => void
  className?: string
}) {
  return (
    <select
      id={id}
      aria-label={label}
      className={className ?? fieldSelectClass}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value
        if (isLeadStatus(chosen)) onChange(chosen)
      }}
    >
      {leadStatuses.map((status) => (
        <option key={status.value} value={status.value}>
          {status.label}
        </option>
      ))}
    </select>
  )
}
