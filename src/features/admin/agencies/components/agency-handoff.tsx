import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
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
import { agencies } from '@/content/agencies'
import { sendHandoff, useHandoffFacts } from '@/features/admin/agencies/api/handoff'
import {
  agencyName,
  handoffRefusal,
  reassignmentText,
  receivesLines,
  refusalOf,
  refusalText,
} from '@/features/admin/agencies/lib/handoff-readiness'
import { teamDateTime } from '@/features/admin/console/lib/team-time'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { HandoffCue } from './handoff-cue'

/**
 * The lead page's hand-off (docs/product/agency-handoff.md, ADR 247): the plan's agency preselected; a hand-off
 * that cannot be done says why before the click; sending asks first, naming the agency, what it receives and, on a
 * reassignment, that the first agency's link stops working.
 */
export function AgencyHandoff({ inquiryId }: { inquiryId: string }) {
  const facts = useHandoffFacts(inquiryId)
  const [picked, setPicked] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const selectId = useId()
  const reasonId = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const queryClient = useQueryClient()

  const known = facts.data
  const agencyId = picked ?? known?.planAgencyId ?? ''
  const refusal = known ? handoffRefusal(known, agencyId) : null
  const name = agencyName(agencyId)

  async function send() {
    setBusy(true)
    try {
      const answer = await sendHandoff(inquiryId, agencyId)
      setMessage(`Handed off to ${name}. They answer by ${teamDateTime(answer.deadlineAt)}.`)
      setAsking(false)
    } catch (error) {
      const mapped = error instanceof FunctionError ? refusalOf(error.code, error.fields) : null
      setMessage(
        mapped
          ? refusalText(mapped, agencyId, known)
          : error instanceof FunctionError
            ? functionErrorMessage(FUNCTION_MESSAGES.console, error)
            : error instanceof Error
              ? error.message
              : 'The hand-off failed.',
      )
      setAsking(false)
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: ['handoff-state', inquiryId] })
      void queryClient.invalidateQueries({ queryKey: ['handoff-facts', inquiryId] })
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border bg-card p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        Agency hand-off
      </h2>
      <HandoffCue inquiryId={inquiryId} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 max-w-full">
          <label htmlFor={selectId} className="block text-sm font-medium">
            Agency
          </label>
          <select
            id={selectId}
            value={agencyId}
            onChange={(event) => {
              setPicked(event.target.value)
              setMessage('')
            }}
            className="mt-1 w-full max-w-full rounded-md border px-3 py-2"
          >
            {!agencyId && (
              <option value="" disabled>
                Choose an agency
              </option>
            )}
            {agencies.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.id === known?.planAgencyId
                  ? `${agency.name} (the plan’s agency)`
                  : agency.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          ref={opener}
          type="button"
          onClick={() => setAsking(true)}
          disabled={!known || refusal !== null || busy}
          aria-describedby={refusal ? reasonId : undefined}
          className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-left"
        >
          {agencyId ? `Hand off to ${name}…` : 'Hand off…'}
        </Button>
      </div>
      {facts.isPending && (
        <p className="mt-2 text-sm text-ink-soft">
          Checking whether the journey can go to an agency…
        </p>
      )}
      {facts.isError && (
        <p className="mt-2 text-sm text-red-800">
          Whether the journey can go to an agency could not be read: {facts.error.message}
        </p>
      )}
      {known && refusal && (
        <p id={reasonId} className="mt-2 text-sm font-medium text-ink">
          {refusalText(refusal, agencyId, known)}
        </p>
      )}
      <p aria-live="polite" className="mt-2 text-sm">
        {message}
      </p>
      {known && (
        <Dialog open={asking} onOpenChange={setAsking}>
          <DialogContent
            role="alertdialog"
            className="max-w-lg"
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              opener.current?.focus()
            }}
          >
            <DialogHeader>
              <DialogTitle>Hand the journey to {name}?</DialogTitle>
              <DialogDescription>
                {name} is e-mailed a private link and has 48 hours to answer. It will receive:
              </DialogDescription>
            </DialogHeader>
            <ul className="grid list-disc gap-1.5 pl-5 text-sm text-ink">
              {receivesLines(known, agencyId).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {reassignmentText(known, agencyId) && (
              <p className="rounded-md bg-amber-50 p-3 text-sm font-medium text-ink">
                {reassignmentText(known, agencyId)}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" autoFocus>
                  Not now
                </Button>
              </DialogClose>
              <Button type="button" disabled={busy} onClick={() => void send()}>
                {busy ? 'Sending…' : `Yes, hand off to ${name}`}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </section>
  )
}
