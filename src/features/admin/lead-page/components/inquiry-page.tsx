import { ArrowLeft, Mail, Phone, RotateCcw, XCircle } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { useCancelSubmission } from '@/features/admin/leads/api/cancel-submission'
import { useRestoreInquiry } from '@/features/admin/leads/api/get-cancelled'
import { useInquiry, useInquiryActivity, useTeam } from '@/features/admin/leads/api/get-inquiry'
import { mailtoLink, telLink } from '@/features/admin/leads/lib/contact-links'
import { actorLabel } from '@/features/admin/leads/lib/history'
import { newsletterLabel, toInquiryView } from '@/features/admin/console/lib/format'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { CallOutcomePrompt } from '@/features/admin/calls/components/call-outcome-prompt'
import { CancelInquiryDialog } from '@/features/admin/leads/components/cancel-inquiry-dialog'
import { FamilyStory } from '@/features/admin/story/components/family-story'
import { PlanRoom } from '@/features/admin/plan/components/plan-room'
import { AgencyHandoff } from '@/features/admin/agencies/components/agency-handoff'
import { ResearchPaymentPanel } from '@/features/admin/payments/components/research-payment-panel'
import { ResearchPanel } from '@/features/admin/research/components/research-panel'
import { InquiryActivity } from './inquiry-activity'
import { InquirySource } from './inquiry-source'
import { InquiryWorkflow } from './inquiry-workflow'
import { LoadFailed } from '@/features/admin/console/components/load-failed'
import { WorkflowBadges } from '@/features/admin/leads/components/workflow-badges'
import { useCancelInquiry } from '@/features/admin/leads/components/use-cancel-inquiry'
import { teamDateTime } from '@/features/admin/console/lib/team-time'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink [overflow-wrap:anywhere]">{value}</dd>
    </div>
  )
}

function NotFound() {
  return (
    <div className="rounded-2xl border border-dashed border-cream-300 bg-white px-6 py-14 text-center">
      <h1 className="font-display text-2xl font-semibold text-ink">Inquiry not found</h1>
      <p className="mt-2 text-sm text-ink-soft">
        There is no inquiry at this address. It may have been mistyped.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.admin()}>Back to the dashboard</Link>
      </Button>
    </div>
  )
}

function Details({ inquiry }: { inquiry: FormSubmission }) {
  const view = toInquiryView(inquiry)
  const tel = telLink(inquiry.phone)
  const cancel = useCancelSubmission()
  const confirmCancel = useCancelInquiry()
  const restore = useRestoreInquiry()
  const [asking, setAsking] = useState(false)
  const cancelled = inquiry.status === 'cancelled'
  const [loadedAt] = useState(() => Date.now())
  const team = useTeam()
  const ownerName = team.data?.find((member) => member.id === inquiry.owner_id)?.full_name

  return (
    <>
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-olive-600">Inquiry</p>
        <h1 className="mt-1 font-display text-display-md font-semibold text-ink [overflow-wrap:anywhere]">
          {view.name}
        </h1>
        <p className="mt-1 text-sm text-ink-soft">
          Submitted <time dateTime={inquiry.created_at}>{teamDateTime(inquiry.created_at)}</time>
        </p>
        <WorkflowBadges inquiry={inquiry} now={loadedAt} ownerName={ownerName} />
      </div>
      {cancelled ? (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300 bg-cream-100 p-4"
        >
          <p className="text-sm text-ink [overflow-wrap:anywhere]">
            Cancelled by {actorLabel({ actor_name: inquiry.cancelled_by_name ?? '' })}
            {inquiry.cancelled_at ? ` on ${teamDateTime(inquiry.cancelled_at)}` : ''}. Reason:{' '}
            {inquiry.cancel_reason ?? 'No reason given'}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutateAsync(inquiry).then(
                () =>
                  toast({
                    title: 'Inquiry restored',
                    description: `${inquiry.name}'s inquiry is back in the active list.`,
                  }),
                (error: Error) =>
                  toast({
                    title: 'Error restoring inquiry',
                    description: error.message,
                    variant: 'destructive',
                  }),
              )
            }
          >
            <RotateCcw aria-hidden="true" />
            Restore
          </Button>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="details-heading"
          className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
        >
          <h2 id="details-heading" className="font-display text-xl font-semibold text-ink">
            Details
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Email" value={view.email} />
            <Field label="Phone" value={view.phone} />
            <Field label="Planning stage" value={view.planningStage} />
            <Field label="Regions" value={view.regions} />
            {view.towns ? <Field label="Towns" value={view.towns} /> : null}
            <Field label="Travel dates" value={view.travelDatesLong} />
            <Field label="Duration" value={view.tripDuration} />
            <Field label="Group size" value={view.groupSize} />
            <Field label="Age ranges" value={view.ageRanges} />
            <Field label="Budget (EUR)" value={view.budget} />
            <Field label="Hotel preference" value={view.hotelPreference || 'N/A'} />
            <Field label="Genealogy help" value={view.genealogyHelp} />
            <Field label="Preferred contact" value={view.preferredContact} />
            <Field label="Newsletter" value={newsletterLabel(inquiry)} />
            <Field label="Agency" value={view.agency} />
            <Field label="Itinerary" value={view.itinerary} />
            <Field label="Notification e-mails" value={inquiry.notification_status ?? 'pending'} />
          </dl>
          <div className="mt-5 flex flex-wrap gap-2 border-t border-cream-200 pt-4">
            <Button asChild size="sm">
              <a href={mailtoLink(view.email, view.name)}>
                <Mail aria-hidden="true" />
                Send Email
              </a>
            </Button>
            {tel ? (
              <Button asChild size="sm" variant="secondary">
                <a href={tel}>
                  <Phone aria-hidden="true" />
                  Call
                </a>
              </Button>
            ) : (
              <Button size="sm" variant="secondary" disabled aria-label="Call (no phone number)">
                <Phone aria-hidden="true" />
                Call
              </Button>
            )}
            {cancelled ? null : (
              <Button
                size="sm"
                variant="outline"
                className="sm:ml-auto"
                onClick={() => setAsking(true)}
              >
                <XCircle aria-hidden="true" />
                Cancel Inquiry
              </Button>
            )}
          </div>
        </section>
        <CallOutcomePrompt inquiry={inquiry} />
        <InquiryWorkflow inquiry={inquiry} />
      </div>
      <InquirySource id={inquiry.id} />
      <FamilyStory id={inquiry.id} />
      <PlanRoom inquiryId={inquiry.id} />
      <ResearchPaymentPanel inquiryId={inquiry.id} />
      {/* The research follows its fee (ADR 264); the review (publish / send back) plugs in as renderReview. */}
      <ResearchPanel inquiryId={inquiry.id} />
      <AgencyHandoff inquiryId={inquiry.id} />
      <InquiryActivity id={inquiry.id} />
      <CancelInquiryDialog
        inquiry={asking ? inquiry : null}
        pending={cancel.isPending}
        onConfirm={(target, reason) =>
          confirmCancel(cancel, target, reason, () => setAsking(false))
        }
        onOpenChange={setAsking}
      />
    </>
  )
}

/** /admin/inquiries/{id}: one inquiry with every field, its workflow, notes and history. */
export function InquiryPage({ id }: { id: string }) {
  const inquiry = useInquiry(id)
  // Notes and history are requested together with the inquiry, not after it.
  useInquiryActivity(id)
  return (
    <div className="min-h-dvh bg-cream-50">
      <AdminHeader />
      <main className="container grid gap-6 py-8 sm:py-10">
        <Link
          to={paths.admin()}
          className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All inquiries
        </Link>
        {inquiry.isPending ? (
          <p role="status" className="text-ink-soft">
            Loading inquiry…
          </p>
        ) : inquiry.data ? (
          <>
            {/* A failed refresh keeps the inquiry shown (issue 27: failed is not empty). */}
            {inquiry.isError ? (
              <LoadFailed
                what="This inquiry"
                onRetry={() => void inquiry.refetch()}
                retrying={inquiry.isFetching}
                stale
              />
            ) : null}
            <Details inquiry={inquiry.data} />
          </>
        ) : inquiry.isError ? (
          <LoadFailed
            what="The inquiry"
            onRetry={() => void inquiry.refetch()}
            retrying={inquiry.isFetching}
          />
        ) : (
          <NotFound />
        )}
      </main>
    </div>
  )
}
