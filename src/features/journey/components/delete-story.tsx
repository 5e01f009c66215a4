import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { deleteStory } from '@/features/journey/api/journey-client'

/**
 * `Delete my story` and its inline question (docs/product/journey.md): `Cancel` takes focus as the safe choice,
 * Escape closes the question (focus back on `Delete my story`), and offline it says the delete needs the
 * connection instead of doing nothing.
 */
export function DeleteStory({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const cancel = useRef<HTMLButtonElement>(null)
  const open = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)

  useEffect(() => {
    if (confirming) cancel.current?.focus()
    else if (asked.current) open.current?.focus()
    asked.current = confirming
  }, [confirming])

  const close = () => {
    setConfirming(false)
    setProblem('')
  }

  const confirm = async () => {
    if (!navigator.onLine) {
      setProblem('You are offline: deleting your story needs the connection.')
      return
    }
    setBusy(true)
    try {
      await deleteStory(token)
      onDeleted()
    } catch {
      setBusy(false)
      setProblem('Your story was not deleted (the connection or our server). Please try again.')
    }
  }

  if (!confirming)
    return (
      <Button
        ref={open}
        type="button"
        variant="outline"
        className="mt-3"
        onClick={() => setConfirming(true)}
      >
        Delete my story
      </Button>
    )
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-2"
      role="group"
      aria-label="Confirm deletion"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    >
      <p className="w-full text-sm font-semibold text-ink">Delete everything on this page?</p>
      <Button ref={cancel} type="button" variant="outline" onClick={close}>
        Cancel
      </Button>
      <Button type="button" variant="destructive" disabled={busy} onClick={() => void confirm()}>
        Yes, delete my story
      </Button>
      {problem && (
        <p role="alert" className="w-full text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  )
}
