import { FileText, Image, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { StoryFile } from '@/features/journey/lib/story-types'

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

interface FileRowProps {
  file: StoryFile
  onOpen: () => void
  /** Deletes for good; rejects with a sentence when it could not. */
  onDelete: () => Promise<void>
}

/**
 * One stored file. The trash icon asks first (`Delete {name}?`, `Keep it` in focus as the safe choice, Escape
 * keeps it too); offline it says deleting needs the connection (docs/product/journey.md, issue 38).
 */
export function FileRow({ file, onOpen, onDelete }: FileRowProps) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const keep = useRef<HTMLButtonElement>(null)
  const trash = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (wasAsking.current) trash.current?.focus()
    wasAsking.current = asking
  }, [asking])

  const confirm = async () => {
    if (!navigator.onLine) {
      setProblem('You are offline: deleting a file needs the connection.')
      return
    }
    setBusy(true)
    try {
      await onDelete()
    } catch (error) {
      setBusy(false)
      setProblem(error instanceof Error ? error.message : 'The file was not deleted.')
    }
  }

  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-cream-200 bg-white p-3 text-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && asking) {
          event.stopPropagation()
          setAsking(false)
          setProblem('')
        }
      }}
    >
      <div className="flex items-center gap-3">
        {file.type === 'application/pdf' ? (
          <FileText className="size-5 shrink-0 text-terracotta-600" aria-hidden="true" />
        ) : (
          <Image className="size-5 shrink-0 text-olive-600" aria-hidden="true" />
        )}
        <button
          type="button"
          className="min-w-0 flex-1 truncate text-left font-semibold text-ink underline-offset-4 hover:underline"
          onClick={onOpen}
        >
          {file.name}
        </button>
        <span className="shrink-0 text-ink-soft">{size(file.size)}</span>
        {!asking && (
          <Button
            ref={trash}
            type="button"
            size="icon"
            variant="ghost"
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete {file.name}</span>
          </Button>
        )}
      </div>
      {asking && (
        <div role="group" aria-label={`Delete ${file.name}?`} className="flex flex-col gap-2">
          <p className="font-semibold text-ink">Delete {file.name}? It cannot be brought back.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={keep}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setAsking(false)
                setProblem('')
              }}
            >
              Keep it
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? 'Deleting…' : 'Yes, delete the file'}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-destructive">
              {problem}
            </p>
          )}
        </div>
      )}
    </li>
  )
}
