import { Mail, Phone, XCircle } from 'lucide-react'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { EmailDeliveryAlert } from '@/features/admin/leads/components/email-delivery-alert'
import { paths } from '@/config/paths'
import { mailtoLink, telLink } from '@/features/admin/leads/lib/contact-links'
import { toInquiryView } from '@/features/admin/console/lib/format'
import type { LeadStatus } from '@/features/admin/leads/lib/lead-status'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { CallOutcomeCue } from '@/features/admin/calls/components/call-outcome-cue'
import { PlanStateCue } from '@/features/admin/plan/components/plan-state-cue'
import { HandoffLine } from '@/features/admin/agencies/components/handoff-cue'
import type { LeadCardCue } from '@/features/admin/leads/api/lead-card-cues'
import { WorkflowBadges } from './workflow-badges'
import { LeadStatusSelect } from './lead-status-select'
import { teamDateTime } from '@/features/admin/console/lib/team-time'

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink [overflow-wrap:anywhere]">{value}</dd>
    </div>
  )
}

export const InquiryCard = memo(function InquiryCard({
  inquiry,
  onCancel,
  onLeadStatus,
  now,
  ownerName,
  outcomeCallAt,
  cue,
}: {
  inquiry: FormSubmission
  onCancel: (inquiry: FormSubmission) => void
  /** Changes the lead status in one step (optimistic; the card shows the new value at once). */
  onLeadStatus?: (inquiry: FormSubmission, value: LeadStatus) => void
  /** When the list was loaded: the reference for 'Reply overdue' and 'Follow-up due'. */
  now?: number
  ownerName?: string
  /** The start of a call that has ended without a note since: the card asks for its outcome. */
  outcomeCallAt?: string
  /** The latest plan version and live hand-off, from the list's one query (docs/decisions/225). */
  cue?: LeadCardCue
}) {
  const view = toInquiryView(inquiry)
  const tel = telLink(inquiry.phone)
  const headingId = `inquiry-${inquiry.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
            <Link
              to={paths.adminInquiry(inquiry.id)}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {view.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            Submitted <time dateTime={inquiry.created_at}>{teamDateTime(inquiry.created_at)}</time>
          </p>
        </div>
        <span
          className={
            inquiry.planning_stage === 'dates-set'
              ? 'rounded-full bg-olive-100 px-3 py-1 text-xs font-semibold text-olive-800'
              : 'rounded-full bg-gold-300/40 px-3 py-1 text-xs font-semibold text-ink'
          }
        >
          {view.planningStage}
        </span>
      </div>
      <EmailDeliveryAlert inquiry={inquiry} />
      <WorkflowBadges inquiry={inquiry} now={now} ownerName={ownerName} />
      {cue ? <PlanStateCue version={cue.planVersion} state={cue.planState} /> : null}
      {cue?.handoff ? <HandoffLine row={cue.handoff} now={now} /> : null}
      {outcomeCallAt ? (
        <CallOutcomeCue inquiryId={inquiry.id} name={view.name} startsAt={outcomeCallAt} />
      ) : null}
      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Email" value={view.email} />
        <Field label="Phone" value={view.phone} />
        <Field label="Regions" value={view.regions} />
        {view.towns ? <Field label="Towns" value={view.towns} /> : null}
        <Field label="Travel dates" value={view.travelDatesLong} />
        <Field label="Duration" value={view.tripDuration} />
        <Field label="Group size" value={view.groupSize} />
        <Field label="Budget (EUR)" value={view.budget} />
        {view.hotelPreference ? (
          <Field label="Hotel preference" value={view.hotelPreference} />
        ) : null}
        <Field label="Age ranges" value={view.ageRanges} />
        <Field label="Genealogy help" value={view.genealogyHelp} />
        <Field label="Preferred contact" value={view.preferredContact} />
        {inquiry.itinerary_id || inquiry.agency_id ? (
          <Field
            label="About"
            value={[
              inquiry.itinerary_id ? view.itinerary : '',
              inquiry.agency_id ? view.agency : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ) : null}
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-cream-200 pt-4">
        {onLeadStatus ? (
          <LeadStatusSelect
            id={`lead-status-${inquiry.id}`}
            label={`Lead status for ${view.name}`}
            value={inquiry.lead_status ?? 'new'}
            onChange={(value) => onLeadStatus(inquiry, value)}
            className="h-9 w-full rounded-lg border border-input bg-white px-3 text-sm font-medium text-ink shadow-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto"
          />
        ) : null}
        <Button asChild size="sm">
          <a href={mailtoLink(view.email, view.name)} aria-label={`Send Email to ${view.name}`}>
            <Mail aria-hidden="true" />
            Send Email
          </a>
        </Button>
        {tel ? (
          <Button asChild size="sm" variant="secondary">
            <a href={tel} aria-label={`Call ${view.name}`}>
              <Phone aria-hidden="true" />
              Call
            </a>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled
            aria-label={`Call ${view.name} (no phone number)`}
          >
            <Phone aria-hidden="true" />
            Call
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="sm:ml-auto"
          onClick={() => onCancel(inquiry)}
          aria-label={`Cancel Inquiry from ${view.name}`}
        >
          <XCircle aria-hidden="true" />
          Cancel Inquiry
        </Button>
      </div>
    </article>
  )
})
