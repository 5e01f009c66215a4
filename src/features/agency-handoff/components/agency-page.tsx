import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Logo } from '@/components/layout/logo'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { findAgency } from '@/content/agencies'
import type { AgencyViewResponse } from '@/lib/contracts/agency'
import {
  agencyFailure,
  callAgency,
  type AgencyAnswer,
  type AgencyFailure,
} from '@/features/agency-handoff/api/agency-handoff'
import { agencyIntl, type AgencyLanguage } from '@/features/agency-handoff/lib/agency-intl'
import { AgencyAnswerForms } from './agency-answer'
import { AgencyBrief } from './agency-brief'
import { AgencyOutcome } from './agency-outcome'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'not-found' }

/**
 * /agency/{token}: the agency reads the brief and accepts or declines (docs/product/agency-handoff.md, "The agency's
 * page"). Italian unless the agency's contact is in English; the other language is one button away. A wrong,
 * unknown or withdrawn link is one plain page.
 */
export function AgencyPage({ token }: { token: string }) {
  const [view, setView] = useState<AgencyViewResponse | Load>({ state: 'loading' })
  const [chosen, setChosen] = useState<AgencyLanguage | null>(null)
  const [failure, setFailure] = useState<AgencyFailure | null>(null)
  // Where focus goes once the next render is on screen: the outcome's heading or the notice.
  const [focusTarget, setFocusTarget] = useState<'outcome' | 'notice' | null>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  const outcome = useRef<HTMLHeadingElement>(null)
  const loaded = 'agencyId' in view ? view : null
  const language = chosen ?? loaded?.language ?? 'it'
  const intl = useMemo(() => agencyIntl(language), [language])
  const { t } = intl

  const load = useCallback(async () => {
    setView({ state: 'loading' })
    try {
      setView(await callAgency(token, { action: 'view' }))
    } catch (error) {
      setView({ state: agencyFailure(error).kind === 'not-found' ? 'not-found' : 'failed' })
    }
  }, [token])

  useEffect(() => {
    void load()
  }, [load])

  // The document's language follows the page's, for screen readers and hyphenation.
  useEffect(() => {
    const before = document.documentElement.lang
    document.documentElement.lang = language
    return () => {
      document.documentElement.lang = before
    }
  }, [language])

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
      const found = agencyFailure(error)
      if (found.kind === 'not-found') return setView({ state: 'not-found' })
      setFailure(found)
      if (found.kind === 'already-answered') {
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
    failure?.kind === 'already-answered'
      ? t('answer.alreadyAnswered')
      : failure?.kind === 'too-many'
        ? t('answer.tooMany')
        : failure?.kind === 'failed'
          ? t('answer.failed')
          : ''

  return (
    <div className="min-h-screen bg-cream-50">
      <Seo title={title} description="Radici" path={paths.agencyHandoff()} noindex />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-cream-200 bg-white">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Logo tagline={t('page.tagline')} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            lang={language === 'it' ? 'en' : 'it'}
            onClick={() => setChosen(language === 'it' ? 'en' : 'it')}
          >
            {t('page.switchTo')}
          </Button>
        </div>
      </header>
      <main id="main" className="container grid max-w-3xl gap-6 py-8 sm:py-10">
        {'state' in view && view.state === 'not-found' ? (
          <>
            <h1 className="font-display text-display-md font-semibold text-ink">{title}</h1>
            <p className="text-ink">{t('notFound.body')}</p>
          </>
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
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="text-ink">
              {t('page.loadFailed')}
            </p>
            <Button type="button" onClick={() => void load()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-ink-soft">
            {t('page.loading')}
          </p>
        )}
      </main>
    </div>
  )
}
