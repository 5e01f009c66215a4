import { useCallback, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { teamDateTime, teamDay } from '@/features/admin/console/lib/team-time'
import { reviewResearch, teamPhotoUrl } from '@/features/admin/research/api/research-team'
import { ResearchReport } from '@/components/research-report'
import type { ReviewRequest, TeamResearch } from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

type Action = 'publish' | 'return'

/**
 * The console's review of a lead's research (docs/product/research.md, "The console's review"; ADR 265): once the
 * researcher submits, the team reads the draft exactly as the family will (the same ResearchReport), then
 * publishes it as a frozen version (saying what changed from version 2) or sends it back with a comment; each asks
 * first. Otherwise the versions published so far. The lead page's research panel holds it.
 */
export function ResearchReview({
  inquiryId,
  research,
  onChanged,
}: {
  inquiryId: string
  research: TeamResearch
  onChanged: () => void
}) {
  const { assignment, draft } = research
  const [changes, setChanges] = useState('')
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<Partial<Record<'changes' | 'comment', string>>>({})
  const [asking, setAsking] = useState<Action | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const changesRef = useRef<HTMLTextAreaElement>(null)
  const commentRef = useRef<HTMLTextAreaElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  // Where the focus goes when the confirmation closes: the button that opened it, the refused field, or the outcome.
  const afterClose = useRef<HTMLElement | null>(null)
  const ids = { changes: useId(), comment: useId(), heading: useId() }
  const photoUrl = useCallback((photoId: string) => teamPhotoUrl(inquiryId, photoId), [inquiryId])

  // One status line for every state: after a publish the review gives way to the versions, and the outcome stays.
  const status = (
    <p
      ref={statusRef}
      tabIndex={-1}
      role="status"
      className="font-medium empty:hidden focus:outline-none"
    >
      {message}
    </p>
  )
  const published = (
    <PublishedVersions versions={research.published} headingId={`${ids.heading}-published`} />
  )
  if (assignment?.state !== 'submitted' || !draft)
    return (
      <div className="flex flex-col gap-3">
        {status}
        {published}
      </div>
    )

  const version = draft.version
  const needsChanges = version >= 2
  const researcher = assignment.researcherName

  /** The required fields are checked here first; the server checks them again and names the field it refuses. */
  function ask(action: Action, opener: HTMLElement) {
    setMessage('')
    if (action === 'publish' && needsChanges && !changes.trim()) {
      setErrors({ changes: `Say what changed since version ${version - 1}.` })
      changesRef.current?.focus()
      return
    }
    if (action === 'return' && !comment.trim()) {
      setErrors({ comment: 'Write what the researcher should change.' })
      commentRef.current?.focus()
      return
    }
    setErrors({})
    afterClose.current = opener
    setAsking(action)
  }

  async function confirm(action: Action) {
    const body: ReviewRequest =
      action === 'publish'
        ? { action: 'publish', changes: needsChanges ? changes : null }
        : { action: 'return', comment }
    setBusy(true)
    try {
      await reviewResearch(inquiryId, body)
      afterClose.current = statusRef.current
      setAsking(null)
      setChanges('')
      setComment('')
      setMessage(
        action === 'publish'
          ? `Version ${version} is published. The family is e-mailed and reads it on their page.`
          : `Sent back to ${researcher} with your comment.`,
      )
      onChanged()
    } catch (error) {
      const field = error instanceof FunctionError ? error.field : null
      if (field === 'changes' || field === 'comment') {
        setErrors({ [field]: (error as FunctionError).fieldMessage ?? undefined })
        afterClose.current = (field === 'changes' ? changesRef : commentRef).current
      } else {
        setMessage(functionErrorMessage(FUNCTION_MESSAGES.console, error))
        afterClose.current = statusRef.current
      }
      setAsking(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {status}
      <div>
        <h3 id={ids.heading} className="text-lg font-semibold">
          Review the report before the family reads it
        </h3>
        <p className="mt-1 text-sm">
          {researcher} submitted version {version}
          {assignment.submittedAt ? ` on ${teamDateTime(assignment.submittedAt)}` : ''}.
        </p>
        {assignment.submitNote && (
          <div className="mt-3 rounded-md bg-cream-100 p-3">
            <p className="text-sm font-semibold">The researcher’s note</p>
            <p className="mt-1 whitespace-pre-line">{assignment.submitNote}</p>
          </div>
        )}
      </div>

      <div className="rounded-xl border bg-white p-4 sm:p-5">
        <p className="mb-4 text-sm text-ink-soft">As the family will read it on their page:</p>
        <ResearchReport report={draft} photoUrl={photoUrl} />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          {needsChanges && (
            <>
              <label htmlFor={ids.changes} className="text-sm font-medium">
                What changed (the family reads it at the top)
              </label>
              <Textarea
                id={ids.changes}
                ref={changesRef}
                value={changes}
                maxLength={2000}
                onChange={(event) => setChanges(event.target.value)}
                aria-invalid={errors.changes ? true : undefined}
                aria-describedby={errors.changes ? `${ids.changes}-error` : undefined}
              />
              {errors.changes && (
                <p id={`${ids.changes}-error`} className="text-sm font-medium text-red-800">
                  {errors.changes}
                </p>
              )}
            </>
          )}
          <Button
            type="button"
            className="self-start"
            disabled={busy}
            onClick={(event) => ask('publish', event.currentTarget)}
          >
            Publish version {version}
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.comment} className="text-sm font-medium">
            Comment for the researcher
          </label>
          <Textarea
            id={ids.comment}
            ref={commentRef}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${ids.comment}-error` : undefined}
          />
          {errors.comment && (
            <p id={`${ids.comment}-error`} className="text-sm font-medium text-red-800">
              {errors.comment}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={busy}
            onClick={(event) => ask('return', event.currentTarget)}
          >
            Send back to the researcher
          </Button>
        </div>
      </div>
      {published}

      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent
          role="alertdialog"
          className="max-w-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            afterClose.current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {asking === 'publish'
                ? `Publish version ${version}?`
                : `Send the report back to ${researcher}?`}
            </DialogTitle>
            <DialogDescription>
              {asking === 'publish'
                ? 'The family is e-mailed and reads it on their page. A published version cannot be changed: a correction is a new version.'
                : `${researcher} reads your comment on the research page, changes the report and submits it again. The family sees nothing yet.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" autoFocus>
                Not now
              </Button>
            </DialogClose>
            <Button type="button" disabled={busy} onClick={() => asking && void confirm(asking)}>
              {busy
                ? 'Saving…'
                : asking === 'publish'
                  ? `Yes, publish version ${version}`
                  : 'Yes, send it back'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}

function PublishedVersions({
  versions,
  headingId,
}: {
  versions: TeamResearch['published']
  headingId: string
}) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Published versions
      </h3>
      {versions.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">No version is published yet.</p>
      ) : (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {versions.map((published) => (
            <li key={published.version}>
              Version {published.version}, published {teamDay(published.publishedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
