import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { paths } from '@/config/paths'
import { findAgency } from '@/content/agencies'
import type { AgencyViewResponse } from '@/lib/contracts/agency'
import { callAgency, type AgencyAnswer } from '@/features/agency-handoff/api/agency-handoff'
import { agencyIntl } from '@/features/agency-handoff/lib/agency-intl'
import { linkCallFailure, type LinkCallFailure } from '@/lib/private-link/call-failure'
import { useLinkView } from '@/lib/private-link/use-link-view'
import {
  LinkLoadFailed,
  LinkLoading,
  LinkNotFound,
  PrivateLinkPage,
} from '@/components/private-link/private-link-page'
import { AgencyAnswerForms } from './agency-answer'
import { AgencyBrief } from './agency-brief'
import { AgencyOutcome } from './agency-outcome'

/**
 * /agency/{token}: the agency reads the brief and accepts or declines (docs/product/agency-handoff.md, "The agency's
 * page"). Italian unless the agency's contact is in English; the other language is one button away. A wrong,
 * unknown or withdrawn link is one plain page.
 */
export function AgencyPage({ token }: { token: string }) {
  const read = useCallback(() => callAgency(token, { action: 'view' }), [token])
  const { view, setView, loaded, language, choose, load } = useLinkView<AgencyViewResponse>(read)
  const [failure, setFailure] = useState<LinkCallFailure | null>(null)
  // Where focus goes once the next render is on screen: the outcome's heading or the notice.
  const [focusTarget, setFocusTarget] = useState<'outcome' | 'notice' | null>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  const outcome = useRef<HTMLHeadingElement>(null)
  const intl = useMemo(() => agencyIntl(language), [language])
  const { t } = intl

  useEffect(() => {
    if (!focusTarget) return
    const target = focusTarget === 'outcome' ? outcome.current : notice.current
    if (!target) return
    target.focus()
    setFocusTarget(null)
  }, [focusTarget, view])

  async function answer(body: AgencyAnswer) {
    setFailure(null)
    try {
      setView(await callAgency(token, body))
      setFocusTarget('outcome')
    } catch (error) {
      const found = linkCallFailure(error)
      if (found.kind === 'not-found') return setView({ state: 'not-found' })
      setFailure(found)
      if (found.kind === 'conflict') {
        // Someone answered first (another tab, a colleague): show where the journey stands now, in place.
        try {
          setView(await callAgency(token, { action: 'view' }))
        } catch {
          // The notice stays; the brief on screen is the last one read.
        }
      }
      if (found.kind !== 'field') setFocusTarget('notice')
    }
  }

  // Past the deadline the agency may still answer until the team hands the request to another agency (issue 43).
  const overdue = loaded?.state === 'sent' && Date.parse(loaded.deadlineAt) <= Date.now()
  const agencyName = loaded ? (findAgency(loaded.agencyId)?.name ?? loaded.agencyId) : ''
  const title =
    'state' in view && view.state === 'not-found'
      ? t('notFound.title')
      : t('page.title', { agency: agencyName || 'Radici' })
  const noticeText =
    failure?.kind === 'conflict'
      ? t('answer.alreadyAnswered')
      : failure?.kind === 'too-many'
        ? t('answer.tooMany')
        : failure?.kind === 'failed'
          ? t('answer.failed')
          : ''

  return (
    <PrivateLinkPage
      language={language}
      onSwitch={choose}
      switchLabel={t('page.switchTo')}
      tagline={t('page.tagline')}
      title={title}
      path={paths.agencyHandoff()}
    >
      {'state' in view && view.state === 'not-found' ? (
        <LinkNotFound title={title} body={t('notFound.body')} />
      ) : loaded ? (
        <>
          <div>
            <h1 className="font-display text-display-md font-semibold text-ink">{title}</h1>
            {loaded.state === 'sent' ? (
              <>
                <p className="mt-2 text-ink">{t('page.intro')}</p>
                <p className="mt-1 font-semibold text-ink">
                  {t(overdue ? 'page.overdue' : 'page.deadline', {
                    deadline: intl.deadline(loaded.deadlineAt),
                  })}
                </p>
              </>
            ) : null}
          </div>
          <p
            ref={notice}
            tabIndex={-1}
            role="status"
            className={noticeText ? 'font-semibold text-ink outline-none' : 'sr-only'}
          >
            {noticeText}
          </p>
          {loaded.state === 'sent' ? null : (
            <AgencyOutcome view={loaded} intl={intl} headingRef={outcome} />
          )}
          <AgencyBrief view={loaded} intl={intl} />
          {loaded.state === 'sent' ? (
            <AgencyAnswerForms intl={intl} onAnswer={answer} failure={failure} />
          ) : null}
        </>
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
