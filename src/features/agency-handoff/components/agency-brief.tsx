import type { ReactNode } from 'react'
import type { AgencyViewResponse } from '@/lib/contracts/agency'
import type { AgencyIntl } from '@/features/agency-handoff/lib/agency-intl'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  )
}

/**
 * The brief the agency reads before answering (docs/product/agency-handoff.md, "What the agency receives"): only
 * the travel facts and what the family allowed, never documents, the tree file or contact details.
 */
export function AgencyBrief({ view, intl }: { view: AgencyViewResponse; intl: AgencyIntl }) {
  const { t } = intl
  const { brief } = view
  const notGiven = t('brief.notGiven')
  const familyLanguage = brief.familyLanguage === 'it' ? 'it' : 'en'
  return (
    <section aria-labelledby="agency-brief" className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id="agency-brief" className="font-display text-xl font-semibold text-ink">
        {t('brief.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('brief.onlyBrief')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label={t('brief.dates')}>{brief.dates ?? notGiven}</Item>
        <Item label={t('brief.people')}>
          {brief.people === null ? notGiven : t('brief.peopleCount', { count: brief.people })}
        </Item>
        <Item label={t('brief.ageRanges')}>{brief.ageRanges ?? notGiven}</Item>
        <Item label={t('brief.hotelLevel')}>{brief.hotelLevel ?? notGiven}</Item>
        <Item label={t('brief.budget')}>
          {brief.budget === null ? notGiven : intl.euros(brief.budget)}
        </Item>
        <Item label={t('brief.familyLanguage')}>{t(`brief.languages.${familyLanguage}`)}</Item>
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{t('brief.days')}</h3>
      {brief.days.length ? (
        <ol className="mt-2 grid gap-1 text-ink">
          {brief.days.map((day) => (
            <li key={`${day.day}-${day.town}`}>{t('brief.day', day)}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-ink-soft">{t('brief.noDays')}</p>
      )}
      <h3 className="mt-6 font-semibold text-ink">{t('brief.ancestors')}</h3>
      {brief.ancestors?.length ? (
        <ul className="mt-2 grid gap-1 text-ink">
          {brief.ancestors.map((ancestor) => (
            <li key={ancestor.name}>
              {ancestor.town
                ? t('brief.ancestorInTown', { name: ancestor.name, town: ancestor.town })
                : ancestor.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-soft">{t('brief.noAncestors')}</p>
      )}
      <h3 className="mt-6 font-semibold text-ink">{t('brief.health')}</h3>
      <p className={`mt-2 whitespace-pre-line ${brief.healthNotes ? 'text-ink' : 'text-ink-soft'}`}>
        {brief.healthNotes ?? t('brief.noHealth')}
      </p>
    </section>
  )
}
