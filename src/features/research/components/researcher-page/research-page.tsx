import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { paths } from '@/config/paths'
import type { ResearcherView } from '@/lib/contracts/research'
import {
  callResearcher,
  researcherFileUrl,
  researcherPhotoUrl,
  uploadResearcherPhoto,
} from '@/features/research/api/research-client'
import { linkCallFailure } from '@/lib/private-link/call-failure'
import { useLinkView } from '@/lib/private-link/use-link-view'
import {
  LinkLoadFailed,
  LinkLoading,
  LinkNotFound,
  PrivateLinkPage,
} from '@/components/private-link/private-link-page'
import {
  researchIntl,
  type ResearchIntl,
} from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { Conclusions } from './conclusions'
import { NextSteps } from './next-steps'
import { RecordList } from './record-list'
import type { PhotoActions } from './record-photos'
import { FamilyGiven, ResearchQuestions } from './research-brief'
import { SearchLog } from './search-log'
import { SubmitReport } from './submit-report'

/** Only an open research (assigned, or sent back) can be changed through the link. */
export const isEditable = (view: ResearcherView) =>
  view.state === 'assigned' || view.state === 'returned'

/**
 * The page's content once the view is read: the head (whose research, who, when due, where it stands, the team's
 * comment when sent back), the questions, what the family gave, the log, the records, the conclusions, the next
 * steps and the submit.
 */
export function ResearchContent({
  intl,
  view,
  act,
  onOpenFile,
  photos,
  notice,
}: {
  intl: ResearchIntl
  view: ResearcherView
  act: Act
  onOpenFile: (fileId: string) => void
  /** Absent: the records show no photo actions (a test of other parts). */
  photos?: PhotoActions
  notice?: { ref: React.RefObject<HTMLParagraphElement | null>; text: string }
}) {
  const { t } = intl
  const editable = isEditable(view)
  // Just submitted: focus goes to the line saying the report is with the team (the form it was in is gone).
  const sent = useRef<HTMLParagraphElement>(null)
  const wasEditable = useRef(editable)
  useEffect(() => {
    if (wasEditable.current && view.state === 'submitted') sent.current?.focus()
    wasEditable.current = editable
  }, [editable, view.state])
  return (
    <>
      <div className="grid grid-cols-1 gap-1">
        <h1 className="font-display text-display-md font-semibold text-ink">
          {t('page.title', { family: view.familyName })}
        </h1>
        <p className="text-ink">{t('page.researcher', { name: view.researcherName })}</p>
        <p className="font-semibold text-ink">{t('page.due', { date: intl.day(view.dueAt) })}</p>
        <p className="mt-2 rounded-xl bg-olive-50 px-4 py-3 text-ink">{t(`state.${view.state}`)}</p>
      </div>
      {view.state === 'returned' && view.returnComment ? (
        <section
          aria-label={t('returned.heading')}
          className="rounded-2xl border-2 border-terracotta-700 bg-white p-4 sm:p-5"
        >
          <h2 className="font-semibold text-ink">{t('returned.heading')}</h2>
          <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {view.returnComment}
          </p>
        </section>
      ) : null}
      <p
        ref={notice?.ref}
        tabIndex={-1}
        role="status"
        className={notice?.text ? 'font-semibold text-ink outline-none' : 'sr-only'}
      >
        {notice?.text}
      </p>
      <ResearchQuestions intl={intl} view={view} />
      <FamilyGiven intl={intl} view={view} onOpenFile={onOpenFile} />
      <SearchLog intl={intl} view={view} editable={editable} act={act} />
      <RecordList intl={intl} view={view} editable={editable} act={act} photos={photos} />
      <Conclusions intl={intl} view={view} editable={editable} act={act} />
      <NextSteps intl={intl} view={view} editable={editable} act={act} />
      {editable ? (
        <SubmitReport intl={intl} act={act} view={view} />
      ) : view.state === 'submitted' ? (
        <p
          ref={sent}
          tabIndex={-1}
          className="rounded-2xl border border-olive-200 bg-white p-4 font-semibold text-ink outline-none sm:p-5"
        >
          {t('submit.sent')}
        </p>
      ) : null}
    </>
  )
}

/**
 * /research/{token}: the researcher's private page (docs/product/research.md, "The researcher's link and page").
 * Italian unless the researcher works in English; the other language is one button away. Every call goes through
 * the research client with the link's token; a wrong, unknown or withdrawn link is one plain page.
 */
export function ResearchPage({ token }: { token: string }) {
  const read = useCallback(() => callResearcher(token, { action: 'view' }), [token])
  const { view, setView, loaded, language, choose, load } = useLinkView<ResearcherView>(read)
  const [notice, setNotice] = useState('')
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const intl = useMemo(() => researchIntl(language), [language])
  const { t } = intl

  const act: Act = async (body) => {
    setNotice('')
    try {
      setView(await callResearcher(token, body))
      return null
    } catch (error) {
      const failure = linkCallFailure(error)
      if (failure.kind === 'not-found') setView({ state: 'not-found' })
      if (failure.kind === 'conflict') {
        // The team moved the research on (reviewed it, gave it to someone else): show where it stands now.
        setNotice(t('notice.conflict'))
        try {
          setView(await callResearcher(token, { action: 'view' }))
        } catch {
          // The notice stays; the page on screen is the last one read.
        }
        setTimeout(() => noticeRef.current?.focus())
      }
      return failure
    }
  }

  const photos: PhotoActions = {
    upload: async (recordId, file) => {
      try {
        setView(await uploadResearcherPhoto(token, recordId, file))
        return null
      } catch (error) {
        const failure = linkCallFailure(error)
        if (failure.kind === 'not-found') setView({ state: 'not-found' })
        return failure
      }
    },
    open: (photoId) => void openFile(photoId, researcherPhotoUrl),
  }

  async function openFile(fileId: string, address = researcherFileUrl) {
    // Opened at once, in the click, so no pop-up blocker stops it; the address follows.
    const opened = window.open('', '_blank')
    if (opened) opened.opener = null
    try {
      const url = await address(token, fileId)
      if (opened) opened.location.href = url
      else window.location.assign(url)
    } catch (error) {
      opened?.close()
      if (linkCallFailure(error).kind === 'not-found') return setView({ state: 'not-found' })
      setNotice(t('notice.fileFailed'))
      setTimeout(() => noticeRef.current?.focus())
    }
  }

  const notFound = 'state' in view && view.state === 'not-found'
  const title = notFound
    ? t('notFound.title')
    : t('page.title', { family: loaded?.familyName ?? 'Radici' })

  return (
    <PrivateLinkPage
      language={language}
      onSwitch={choose}
      switchLabel={t('page.switchTo')}
      tagline={t('page.tagline')}
      title={title}
      path={paths.researchPage()}
    >
      {notFound ? (
        <LinkNotFound title={title} body={t('notFound.body')} />
      ) : loaded ? (
        <ResearchContent
          intl={intl}
          view={loaded}
          act={act}
          onOpenFile={(fileId) => void openFile(fileId)}
          photos={photos}
          notice={{ ref: noticeRef, text: notice }}
        />
      ) : view.state === 'failed' ? (
        <LinkLoadFailed
          text={t('page.loadFailed')}
          retry={t('page.retry')}
          onRetry={() => void load()}
        />
      ) : (
        <LinkLoading text={t('page.loading')} />
      )}
    </PrivateLinkPage>
  )
}
