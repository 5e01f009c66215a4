import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import type { InquiryNote } from '@/features/admin/console/lib/types'
import { teamDateTime } from '@/features/admin/console/lib/team-time'
import { useDeleteNote, useEditNote } from '@/features/admin/lead-page/api/correct-note'

type Mode = 'read' | 'edit' | 'confirm-delete'

/**
 * One team note. Its author may correct it or delete it (docs/decisions/203, texts in docs/product/admin.md):
 * the earlier text stays in the history, a deleted note reads 'Note deleted by X at T'.
 */
export function NoteItem({
  note,
  submissionId,
  isAuthor,
}: {
  note: InquiryNote
  submissionId: string
  isAuthor: boolean
}) {
  const [mode, setMode] = useState<Mode>('read')
  const [draft, setDraft] = useState(note.body)
  const editNote = useEditNote(submissionId)
  const deleteNote = useDeleteNote(submissionId)
  const fieldId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const keep = useRef<HTMLButtonElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const item = useRef<HTMLLIElement>(null)
  const returnFocus = useRef(false)

  // Focus follows the step: the text when editing, the safe choice when asked to confirm, back to Edit after.
  useEffect(() => {
    if (mode === 'edit') field.current?.focus()
    if (mode === 'confirm-delete') keep.current?.focus()
    if (mode === 'read' && returnFocus.current) {
      returnFocus.current = false
      ;(editButton.current ?? item.current)?.focus()
    }
  }, [mode])

  const close = () => {
    returnFocus.current = true
    setMode('read')
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && mode !== 'read') {
      event.stopPropagation()
      close()
    }
  }

  if (note.deleted_at) {
    return (
      <li ref={item} tabIndex={-1} className="rounded-xl border border-dashed border-cream-200 p-3">
        <p className="text-sm italic text-ink-soft">
          Note deleted by {note.deleted_by_name ?? note.author_name} at{' '}
          <time dateTime={note.deleted_at}>{teamDateTime(note.deleted_at)}</time>
        </p>
      </li>
    )
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault()
    if (!draft.trim()) return
    editNote.mutate(
      { noteId: note.id, body: draft },
      {
        onSuccess: () => {
          close()
          toast({
            title: 'Note corrected',
            description: 'The earlier text is kept in the history.',
          })
        },
        onError: (error) =>
          toast({
            title: 'Note not corrected',
            description: error.message,
            variant: 'destructive',
          }),
      },
    )
  }
  const remove = () =>
    deleteNote.mutate(note.id, {
      onSuccess: () => {
        item.current?.focus()
        toast({ title: 'Note deleted', description: 'Its text is kept in the history.' })
      },
      onError: (error) =>
        toast({ title: 'Note not deleted', description: error.message, variant: 'destructive' }),
    })

  return (
    <li ref={item} tabIndex={-1} className="rounded-xl bg-cream-50 p-3" onKeyDown={onKeyDown}>
      {mode === 'edit' ? (
        <form onSubmit={save} className="grid gap-2">
          <Label htmlFor={fieldId}>Correct the note</Label>
          <Textarea
            ref={field}
            id={fieldId}
            rows={3}
            maxLength={4000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={editNote.isPending || !draft.trim()}>
              {editNote.isPending ? 'Saving...' : 'Save the correction'}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">{note.body}</p>
      )}
      <p className="mt-1 text-xs text-ink-soft">
        {note.author_name} · <time dateTime={note.created_at}>{teamDateTime(note.created_at)}</time>
        {note.edited_at ? (
          <>
            {' '}
            · edited <time dateTime={note.edited_at}>{teamDateTime(note.edited_at)}</time>
          </>
        ) : null}
      </p>
      {isAuthor && mode === 'read' ? (
        <div className="mt-2 flex gap-2">
          <Button
            ref={editButton}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(note.body)
              setMode('edit')
            }}
          >
            Edit<span className="sr-only"> this note</span>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setMode('confirm-delete')}
          >
            Delete<span className="sr-only"> this note</span>
          </Button>
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div role="group" aria-label="Delete this note?" className="mt-2 grid gap-2">
          <p className="text-sm text-ink">
            Delete this note? It will read “Note deleted by {note.author_name}”; the history keeps
            its text.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={keep} type="button" size="sm" variant="outline" onClick={close}>
              Keep the note
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={deleteNote.isPending}
              onClick={remove}
            >
              {deleteNote.isPending ? 'Deleting...' : 'Yes, delete the note'}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  )
}
