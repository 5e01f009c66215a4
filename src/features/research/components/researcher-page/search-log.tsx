import type { ResearchSearch, ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { EditableList } from './editable-list'
import { SearchForm } from './search-form'

/** One search as the log lists it: where, what, which years and names, and what came of it. */
export function SearchRow({ intl, search }: { intl: ResearchIntl; search: ResearchSearch }) {
  const { t } = intl
  const reason =
    search.notFoundReason === 'other' && search.reasonText
      ? search.reasonText
      : search.notFoundReason
        ? t(`reasons.${search.notFoundReason}`)
        : ''
  return (
    <div className="grid grid-cols-1 gap-1 text-ink">
      <p className="font-semibold">
        {search.archive} · {search.series}
      </p>
      <p className="text-sm text-ink-soft">
        {t(`archiveKinds.${search.archiveKind}`)} · {search.comune.comune} ({search.comune.province}
        ) · {t('log.years', { from: search.yearFrom, to: search.yearTo })}
      </p>
      <p className="text-sm [overflow-wrap:anywhere]">{t('log.names', { names: search.names })}</p>
      <p className="text-sm font-semibold">
        {search.result === 'found' ? t('log.found') : t('log.notFound', { reason })}
      </p>
      {search.registerUrl ? (
        <a
          href={search.registerUrl}
          target="_blank"
          rel="noreferrer"
          className="break-all text-sm text-primary underline underline-offset-4"
        >
          {t('log.register')}
        </a>
      ) : null}
      <p className="text-sm text-ink-soft">
        {t('log.searchedOn', { date: intl.day(search.searchedOn) })}
      </p>
      {search.notes ? (
        <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{search.notes}</p>
      ) : null}
    </div>
  )
}

/**
 * The research log (docs/product/research.md, "The research log"): every search, found or not, and while the
 * research is open, the form to add, change or delete one.
 */
export function SearchLog({
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
  return (
    <EditableList
      intl={intl}
      heading={t('log.heading')}
      intro={t('log.intro')}
      empty={t('log.empty')}
      add={t('log.add')}
      items={view.searches}
      editable={editable}
      row={(search) => <SearchRow intl={intl} search={search} />}
      labels={(search) => ({
        edit: t('log.editLabel', { archive: search.archive }),
        delete: t('log.deleteLabel', { archive: search.archive }),
        confirm: t('log.confirmDelete'),
      })}
      onDelete={(search) => act({ action: 'deleteSearch', id: search.id })}
      deleted={t('notice.searchDeleted')}
      form={(search, close) => (
        <SearchForm
          intl={intl}
          search={search}
          onSave={async (input) => {
            const refused = await act({ action: 'saveSearch', search: input })
            if (!refused) close(t('notice.searchSaved'))
            return refused
          }}
          onCancel={() => close('')}
        />
      )}
    />
  )
}
