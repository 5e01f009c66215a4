import type { ResearchRecord, ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { RecordForm } from './record-form'
import { EditableList } from './editable-list'
import { RecordPhotos, type PhotoActions } from './record-photos'

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
  photos,
}: {
  intl: ResearchIntl
  view: ResearcherView
  editable: boolean
  act: Act
  photos?: PhotoActions
}) {
  const { t } = intl
  return (
    <EditableList
      intl={intl}
      heading={t('records.heading')}
      intro={t('records.intro')}
      empty={t('records.empty')}
      add={t('records.add')}
      items={view.records}
      editable={editable}
      row={(record) => (
        <div>
          <RecordRow intl={intl} record={record} />
          {photos && (
            <RecordPhotos
              intl={intl}
              record={record}
              editable={editable}
              act={act}
              photos={photos}
            />
          )}
        </div>
      )}
      labels={(record) => ({
        edit: t('records.editLabel', { citation: record.citation }),
        delete: t('records.deleteLabel', { citation: record.citation }),
        confirm: t('records.confirmDelete'),
      })}
      onDelete={(record) => act({ action: 'deleteRecord', id: record.id })}
      deleted={t('notice.recordDeleted')}
      form={(record, close) => (
        <RecordForm
          intl={intl}
          view={view}
          record={record}
          onSave={async (input) => {
            const refused = await act({ action: 'saveRecord', record: input })
            if (!refused) close(t('notice.recordSaved'))
            return refused
          }}
          onCancel={() => close('')}
        />
      )}
    />
  )
}
