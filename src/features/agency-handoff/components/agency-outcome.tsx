import type { Ref } from 'react'
import type { AgencyViewResponse } from '@/lib/contracts/agency'
import type { AgencyIntl } from '@/features/agency-handoff/lib/agency-intl'

/**
 * After the answer: the family's contact details and the agency's reference, or the thanks for declining; for a
 * withdrawn agency, that the journey was withdrawn. Declined and withdrawn are the whole page (docs/decisions/256).
 */
export function AgencyOutcome({
  view,
  intl,
  headingRef,
}: {
  view: AgencyViewResponse
  intl: AgencyIntl
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { t } = intl
  if (view.state === 'declined' || view.state === 'withdrawn') {
    return (
      <section aria-labelledby="agency-outcome" className="rounded-2xl bg-white p-5 shadow-soft">
        <h2
          id="agency-outcome"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink outline-none"
        >
          {view.state === 'declined' ? t('declined.heading') : t('withdrawn.heading')}
        </h2>
        <p className="mt-2 text-ink">
          {view.state === 'declined' ? t('declined.thanks') : t('withdrawn.body')}
        </p>
      </section>
    )
  }
  const family = view.family
  return (
    <section
      aria-labelledby="agency-outcome"
      className="rounded-2xl border border-olive-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2
        id="agency-outcome"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink outline-none"
      >
        {t('accepted.heading')}
      </h2>
      <p className="mt-2 text-ink">{t('accepted.thanks')}</p>
      {view.reference ? (
        <p className="mt-1 font-semibold text-ink">
          {t('accepted.reference', { reference: view.reference })}
        </p>
      ) : null}
      {family ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">{t('accepted.family')}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('accepted.name')}
              </dt>
              <dd className="break-words text-ink">{family.name}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('accepted.email')}
              </dt>
              <dd className="break-words text-ink">
                <a className="underline underline-offset-4" href={`mailto:${family.email}`}>
                  {family.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('accepted.phone')}
              </dt>
              <dd className="break-words text-ink">{family.phone ?? t('brief.missing.phone')}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  )
}
