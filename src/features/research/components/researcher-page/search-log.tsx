import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearchSearch, ResearcherView } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { RowActions } from './row-actions'
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
 * The research log (docs/product/research.md, "The research log"): every search, found or not, as a list (it reads
 * the same at 375 px and on a desk), and while the research is open, the form to add, change or delete one.
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
  const id = useId()
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [notice, setNotice] = useState('')
  const add = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const editedSearch = view.searches.find((search) => search.id === editing) ?? null

  const close = (message: string) => {
    setEditing(null)
    setNotice(message)
    // Back to where the researcher was: the saved notice, or the add button after a cancel.
    setTimeout(() => (message ? status.current : add.current)?.focus())
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
          {t('log.heading')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('log.intro')}</p>
      </div>
      {view.searches.length === 0 ? (
        <p className="text-ink">{t('log.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {view.searches.map((search) => (
            <li
              key={search.id}
              className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
            >
              <SearchRow intl={intl} search={search} />
              {editable && editing !== search.id ? (
                <RowActions
                  intl={intl}
                  editLabel={t('log.editLabel', { archive: search.archive })}
                  deleteLabel={t('log.deleteLabel', { archive: search.archive })}
                  confirmText={t('log.confirmDelete')}
                  onEdit={() => setEditing(search.id)}
                  onDelete={async () => {
                    const refused = await act({ action: 'deleteSearch', id: search.id })
                    if (!refused) close(t('notice.searchDeleted'))
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
        <SearchForm
          key={editing}
          intl={intl}
          search={editedSearch}
          onSave={async (search) => {
            const refused = await act({ action: 'saveSearch', search })
            if (!refused) close(t('notice.searchSaved'))
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
          {t('log.add')}
        </Button>
      ) : null}
    </section>
  )
}
