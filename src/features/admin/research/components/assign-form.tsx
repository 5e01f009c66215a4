import { useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
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
import { paths } from '@/config/paths'
import { teamDay } from '@/features/admin/console/lib/team-time'
import {
  assignmentLines,
  reassignmentText,
} from '@/features/admin/research/lib/research-panel-state'
import type { Researcher } from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'

/** The assignment's answer as the form words it. */
export type AssignResearch = (researcherId: string) => Promise<{ dueAt: string }>

/** Choose a researcher, then confirm: the first assignment, or a reassignment when one has it now. */
export function AssignForm({
  researchers,
  currentName,
  assign,
}: {
  researchers: Researcher[]
  currentName: string | null
  assign: AssignResearch
}) {
  const [picked, setPicked] = useState('')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const selectId = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const chosen = researchers.find((researcher) => researcher.id === picked) ?? researchers[0]
  const action = currentName ? 'Assign to another researcher' : 'Assign the research'

  if (researchers.length === 0)
    return (
      <p className="mt-3 text-sm text-ink">
        {currentName
          ? 'No other researcher takes research now. '
          : 'No researcher takes research now. '}
        Add one, or mark one as taking research, on the{' '}
        <Link
          to={paths.adminResearchers()}
          className="font-semibold text-terracotta-700 underline underline-offset-4"
        >
          Researchers page
        </Link>
        .
      </p>
    )

  async function confirm(researcher: Researcher) {
    setBusy(true)
    try {
      const answer = await assign(researcher.id)
      setMessage(`Assigned to ${researcher.name}. First results are due ${teamDay(answer.dueAt)}.`)
      setPicked('')
    } catch (error) {
      setMessage(
        error instanceof FunctionError && error.fields.researcherId
          ? error.fields.researcherId
          : functionErrorMessage(FUNCTION_MESSAGES.console, error),
      )
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <div className="mt-4 border-t border-cream-200 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 max-w-full">
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
            {currentName ? 'Another researcher' : 'Researcher'}
          </label>
          <select
            id={selectId}
            value={chosen?.id ?? ''}
            onChange={(event) => {
              setPicked(event.target.value)
              setMessage('')
            }}
            className="mt-1 h-11 w-full max-w-full rounded-lg border border-input bg-white px-3 text-sm text-ink"
          >
            {researchers.map((researcher) => (
              <option key={researcher.id} value={researcher.id}>
                {researcher.isSample ? `${researcher.name} (sample contact)` : researcher.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          ref={opener}
          type="button"
          variant={currentName ? 'outline' : 'default'}
          disabled={busy}
          onClick={() => setAsking(true)}
          className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-left"
        >
          {action}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {message}
      </p>
      {chosen ? (
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
              <DialogTitle>Assign the research to {chosen.name}?</DialogTitle>
              <DialogDescription>What {chosen.name} receives:</DialogDescription>
            </DialogHeader>
            <ul className="grid list-disc gap-1.5 pl-5 text-sm text-ink">
              {assignmentLines(chosen).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {currentName ? (
              <p className="rounded-md bg-amber-50 p-3 text-sm font-medium text-ink">
                {reassignmentText(currentName)}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" autoFocus>
                  Not now
                </Button>
              </DialogClose>
              <Button type="button" disabled={busy} onClick={() => void confirm(chosen)}>
                {busy ? 'Assigning…' : `Yes, assign to ${chosen.name}`}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  )
}
