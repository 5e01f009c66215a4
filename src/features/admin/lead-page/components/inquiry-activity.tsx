import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { useAddNote } from '@/features/admin/lead-page/api/add-note'
import { useInquiryActivity, useTeam } from '@/features/admin/leads/api/get-inquiry'
import { useAuth } from '@/lib/auth/auth-context'
import { NoteItem } from './note-item'

import { describeHistory, historyActor } from '@/features/admin/leads/lib/history'
import { teamDateTime } from '@/features/admin/console/lib/team-time'

const panel =
  'grid content-start gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft'

/** Notes (add one; newest first, with author and time) and the history the database keeps. */
export function InquiryActivity({ id }: { id: string }) {
  const activity = useInquiryActivity(id)
  const addNote = useAddNote(id)
  const team = useTeam()
  const { user } = useAuth()
  const noteId = useId()
  const [body, setBody] = useState('')
  const noteField = useRef<HTMLTextAreaElement>(null)
  const { hash } = useLocation()
  // The card's 'Call done: record the outcome' links here (#new-note): the note field, in view and in focus.
  useEffect(() => {
    if (hash !== '#new-note') return
    noteField.current?.scrollIntoView({ block: 'center' })
    noteField.current?.focus()
  }, [hash])
  const notes = activity.data?.notes ?? []
  const history = activity.data?.history ?? []

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return
    addNote.mutate(body, {
      onSuccess: () => {
        setBody('')
        toast({ title: 'Note added', description: 'Your note was saved.' })
      },
      onError: (error) =>
        toast({ title: 'Note not saved', description: error.message, variant: 'destructive' }),
    })
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="notes-heading" className={panel}>
        <h2 id="notes-heading" className="font-display text-xl font-semibold text-ink">
          Notes
        </h2>
        <form id="new-note" onSubmit={submit} className="grid gap-2">
          <Label htmlFor={noteId}>New note</Label>
          <Textarea
            ref={noteField}
            id={noteId}
            rows={3}
            maxLength={4000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            disabled={addNote.isPending || !body.trim()}
          >
            {addNote.isPending ? 'Adding note...' : 'Add note'}
          </Button>
        </form>
        {activity.isPending ? <p className="text-sm text-ink-soft">Loading notes…</p> : null}
        {!activity.isPending && notes.length === 0 ? (
          <p className="text-sm text-ink-soft">No notes yet.</p>
        ) : null}
        <ol aria-label="Notes, newest first" className="grid gap-3">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              submissionId={id}
              isAuthor={user?.id === note.author_id}
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="history-heading" className={panel}>
        <h2 id="history-heading" className="font-display text-xl font-semibold text-ink">
          History
        </h2>
        {activity.isPending ? <p className="text-sm text-ink-soft">Loading history…</p> : null}
        {activity.isError ? (
          <p className="text-sm text-destructive">
            The history could not be loaded: {activity.error.message}
          </p>
        ) : null}
        <ol aria-label="History, newest first" className="grid gap-3">
          {history.map((entry) => (
            <li key={entry.id} className="border-l-2 border-terracotta-200 pl-3">
              <p className="text-sm text-ink [overflow-wrap:anywhere]">{describeHistory(entry)}</p>
              <p className="mt-0.5 text-xs text-ink-soft">
                {historyActor(entry, team.data)} ·{' '}
                <time dateTime={entry.created_at}>{teamDateTime(entry.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
