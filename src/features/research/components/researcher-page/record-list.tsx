import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearchRecord, ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { RecordForm } from './record-form'
import { RowActions } from './row-actions'

/** One record as the list shows it: type, date, comune, the people, how sure, and its citation. */
export function RecordRow({ intl, record }: { intl: ResearchIntl; record: ResearchRecord }) {
  const { t } = intl
  return (
    <div className="grid grid-cols-1 gap-1 text-ink">
      <p className="font-semibold">
        {t(`recordTypes.${record.type}`)} · {intl.partialDate(record.date)} · {record.comune.comune}{' '}
        ({record.comune.province})
      </p>
      <p className="text-sm [overflow-wrap:anywhere]">
        {record.people
          .map((person) =>
            t('records.person', { name: person.name, role: t(`roles.${person.role}`) }),
          )
          .join(', ')}
      </p>
      <p className="text-sm font-semibold">
        {t('records.proofLabel', { proof: t(`proof.${record.proof}`) })}
      </p>
      <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
        <span className="font-semibold text-ink">{t('records.citation')}:</span> {record.citation}
      </p>
    </div>
  )
}

/**
 * The records (docs/product/research.md, "Records and citations"): each with its citation, built by the server
 * from its fields, and while the research is open, the form to add, change or delete one.
 */
export function RecordList({
  intl,
  view,
  editable,
  act,
}: {
  intl: ResearchIntl
  view: ResearcherView
  editable: boolean
  act: Act
}) {
  const { t } = intl
  const id = useId()
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [notice, setNotice] = useState('')
  const add = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const editedRecord = view.records.find((record) => record.id === editing) ?? null

  const close = (message: string) => {
    setEditing(null)
    setNotice(message)
    setTimeout(() => (message ? status.current : add.current)?.focus())
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
          {t('records.heading')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('records.intro')}</p>
      </div>
      {view.records.length === 0 ? (
        <p className="text-ink">{t('records.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {view.records.map((record) => (
            <li
              key={record.id}
              className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
            >
              <RecordRow intl={intl} record={record} />
              {editable && editing !== record.id ? (
                <RowActions
                  intl={intl}
                  editLabel={t('records.editLabel', { citation: record.citation })}
                  deleteLabel={t('records.deleteLabel', { citation: record.citation })}
                  confirmText={t('records.confirmDelete')}
                  onEdit={() => setEditing(record.id)}
                  onDelete={async () => {
                    const refused = await act({ action: 'deleteRecord', id: record.id })
                    if (!refused) close(t('notice.recordDeleted'))
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
        <RecordForm
          key={editing}
          intl={intl}
          view={view}
          record={editedRecord}
          onSave={async (record) => {
            const refused = await act({ action: 'saveRecord', record })
            if (!refused) close(t('notice.recordSaved'))
            return refused
          }}
          onCancel={() => close('')}
        />
      ) : editable ? (
        <Button
          ref={add}
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setNotice('')
            setEditing('new')
          }}
        >
          {t('records.add')}
        </Button>
      ) : null}
    </section>
  )
}
