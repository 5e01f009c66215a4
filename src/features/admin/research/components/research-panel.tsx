import { useQueryClient } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { teamDateTime, teamDay } from '@/features/admin/console/lib/team-time'
import { useResearchPayment } from '@/features/admin/payments/api/research-payment'
import {
  useAssignResearch,
  teamResearchKey,
  useResearchers,
  useTeamResearch,
} from '@/features/admin/research/api/research-queries'
import { AssignForm, type AssignResearch } from '@/features/admin/research/components/assign-form'
import { NextStepTowns } from '@/features/admin/research/components/next-step-towns'
import { ResearchReview } from '@/features/admin/research/components/research-review'
import {
  assignableResearchers,
  feeIsPaid,
  researchPhase,
  STATE_WORDS,
  UNPAID_TEXT,
} from '@/features/admin/research/lib/research-panel-state'
import type { Researcher, TeamResearch } from '@/lib/contracts/research'

/** The review (publish / send back, research-review.tsx) with the research already read; tests leave it out. */
export type RenderReview = (research: TeamResearch) => ReactNode

/**
 * The lead page's `Research` section (docs/product/research.md, "Researchers (console)", ADR 264): before the fee
 * is paid it says so; once paid, the team assigns the research to a researcher who takes work, after a confirmation
 * of who receives what; once assigned, who has it, since when, when the first results are due, its state in words,
 * and `Assign to another researcher` (the first one's link stops working).
 */
export function ResearchPanel({ inquiryId }: { inquiryId: string }) {
  const queryClient = useQueryClient()
  const research = useTeamResearch(inquiryId)
  const payment = useResearchPayment(inquiryId)
  const researchers = useResearchers()
  const assign = useAssignResearch(inquiryId)
  const failure = research.error ?? payment.error
  return (
    <ResearchSection>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Where the research stands could not be read: {failure.message}
        </p>
      ) : !research.data || !payment.data ? (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          Reading where the research stands…
        </p>
      ) : (
        <ResearchPanelView
          research={research.data}
          feePaid={feeIsPaid(payment.data.payment?.state)}
          researchers={researchers.data ?? null}
          researchersError={researchers.error?.message ?? null}
          assign={(researcherId) => assign.mutateAsync(researcherId)}
          renderReview={(read) => (
            <>
              <ResearchReview
                inquiryId={inquiryId}
                research={read}
                onChanged={() =>
                  void queryClient.invalidateQueries({ queryKey: teamResearchKey(inquiryId) })
                }
              />
              <NextStepTowns inquiryId={inquiryId} research={read} />
            </>
          )}
        />
      )}
    </ResearchSection>
  )
}

function ResearchSection({ children }: { children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        Research
      </h2>
      {children}
    </section>
  )
}

/** The panel once the research and the fee are read: tested with contract-parsed data. */
export function ResearchPanelView({
  research,
  feePaid,
  researchers,
  researchersError,
  assign,
  renderReview,
}: {
  research: TeamResearch
  feePaid: boolean
  researchers: Researcher[] | null
  researchersError: string | null
  assign: AssignResearch
  renderReview?: RenderReview
}) {
  const phase = researchPhase(research, feePaid)
  if (phase.kind === 'unpaid') return <p className="mt-2 text-sm text-ink">{UNPAID_TEXT}</p>
  const current = phase.kind === 'assigned' ? phase.assignment : null
  return (
    <>
      {current ? (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact label="Researcher" value={current.researcherName} />
          <Fact label="State" value={STATE_WORDS[current.state]} />
          <Fact label="Assigned" value={teamDateTime(current.assignedAt)} />
          <Fact label="First results due" value={teamDay(current.dueAt)} />
          {current.submittedAt ? (
            <Fact label="Submitted" value={teamDateTime(current.submittedAt)} />
          ) : null}
          {current.submitNote ? (
            <Fact label="The researcher’s note" value={current.submitNote} />
          ) : null}
          {current.state === 'returned' && current.returnComment ? (
            <Fact label="The team’s comment" value={current.returnComment} />
          ) : null}
          {research.published.length > 0 ? (
            <Fact
              label="Published"
              value={research.published
                .map((version) => `Version ${version.version}, ${teamDay(version.publishedAt)}`)
                .join('; ')}
            />
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink">
          The research fee is paid: choose the researcher who will do the research.
        </p>
      )}
      {/* The review, before reassigning (the usual next step once submitted). */}
      {renderReview ? renderReview(research) : null}
      {current?.state === 'published' ? null : researchersError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The researchers could not be loaded: {researchersError}
        </p>
      ) : !researchers ? (
        <p role="status" className="mt-3 text-sm text-ink-soft">
          Loading the researchers…
        </p>
      ) : (
        <AssignForm
          researchers={assignableResearchers(researchers, current?.researcherId ?? null)}
          currentName={current?.researcherName ?? null}
          assign={assign}
        />
      )}
    </>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">
        {value}
      </dd>
    </div>
  )
}
