import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useTeam } from '@/features/admin/leads/api/get-inquiry'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import {
  LeadStatusSelect,
  fieldSelectClass,
} from '@/features/admin/leads/components/lead-status-select'
import { useChangeInquiry } from '@/features/admin/leads/components/use-inquiry-actions'

/** Lead status, owner and follow-up date of one inquiry; each change is saved at once. */
export function InquiryWorkflow({ inquiry }: { inquiry: FormSubmission }) {
  const team = useTeam()
  const change = useChangeInquiry()
  const ownerId = useId()
  const followUpId = useId()
  // The date field keeps its own draft until Save; the saved value comes back from the server.
  const [draft, setDraft] = useState<string | null>(null)
  const followUp = draft ?? inquiry.follow_up_on ?? ''
  const disabled = inquiry.status !== 'active'

  return (
    <section
      aria-labelledby="workflow-heading"
      className="grid content-start gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft"
    >
      <h2 id="workflow-heading" className="font-display text-xl font-semibold text-ink">
        Workflow
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor="lead-status">Lead status</Label>
        <LeadStatusSelect
          id="lead-status"
          label="Lead status"
          value={inquiry.lead_status ?? 'new'}
          onChange={(value) => void change(inquiry, { lead_status: value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ownerId}>Owner</Label>
        <select
          id={ownerId}
          className={fieldSelectClass}
          value={inquiry.owner_id ?? ''}
          disabled={disabled}
          onChange={(event) => void change(inquiry, { owner_id: event.target.value || null })}
        >
          <option value="">Unassigned</option>
          {(team.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.full_name}
            </option>
          ))}
          {inquiry.owner_id && team.data && !team.data.some((m) => m.id === inquiry.owner_id) ? (
            <option value={inquiry.owner_id}>Former team member</option>
          ) : null}
        </select>
      </div>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault()
          void change(inquiry, { follow_up_on: followUp || null })
          setDraft(null)
        }}
      >
        <Label htmlFor={followUpId}>Follow-up date</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={followUpId}
            type="date"
            className="h-10 w-auto"
            value={followUp}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={disabled} className="h-10">
            Save follow-up
          </Button>
          {inquiry.follow_up_on ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="h-10"
              disabled={disabled}
              onClick={() => {
                setDraft(null)
                void change(inquiry, { follow_up_on: null })
              }}
            >
              Clear follow-up
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
