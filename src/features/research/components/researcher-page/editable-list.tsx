import { useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { RowActions } from './row-actions'

/**
 * A section of items the researcher keeps (the log's searches, the records): a list that reads the same at 375 px
 * and on a desk, and while the research is open, Add, and each item's Edit and Delete. One form at a time, below the
 * list; focus goes to its heading, and back to the saved notice (or Add, after a cancel) when it closes.
 */
export function EditableList<Item extends { id: string }>({
  intl,
  heading,
  intro,
  empty,
  add,
  items,
  editable,
  row,
  labels,
  onDelete,
  deleted,
  form,
}: {
  intl: ResearchIntl
  heading: string
  intro: string
  empty: string
  add: string
  items: Item[]
  editable: boolean
  row: (item: Item) => ReactNode
  labels: (item: Item) => { edit: string; delete: string; confirm: string }
  onDelete: (item: Item) => Promise<LinkCallFailure | null>
  /** Said once an item is deleted. */
  deleted: string
  /** The form for a new item (null) or this one; `close` with what to say (saved) or nothing (cancelled). */
  form: (item: Item | null, close: (message: string) => void) => ReactNode
}) {
  const id = useId()
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [notice, setNotice] = useState('')
  const addButton = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)

  const close = (message: string) => {
    setEditing(null)
    setNotice(message)
    setTimeout(() => (message ? status.current : addButton.current)?.focus())
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
          {heading}
        </h2>
        <p className="mt-1 text-ink-soft">{intro}</p>
      </div>
      {items.length === 0 ? (
        <p className="text-ink">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
            >
              {row(item)}
              {editable && editing !== item.id ? (
                <RowActions
                  intl={intl}
                  editLabel={labels(item).edit}
                  deleteLabel={labels(item).delete}
                  confirmText={labels(item).confirm}
                  onEdit={() => setEditing(item.id)}
                  onDelete={async () => {
                    const refused = await onDelete(item)
                    if (!refused) close(deleted)
                    else setNotice(failureText(refused, intl))
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={notice ? 'font-semibold text-ink outline-none' : 'sr-only'}
      >
        {notice}
      </p>
      {editable && editing ? (
        <div key={editing}>{form(items.find((item) => item.id === editing) ?? null, close)}</div>
      ) : editable ? (
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setNotice('')
            setEditing('new')
          }}
        >
          {add}
        </Button>
      ) : null}
    </section>
  )
}
