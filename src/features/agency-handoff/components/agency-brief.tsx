import type { ReactNode } from 'react'
import type { AgencyViewResponse, BriefDates, Written } from '@/lib/contracts/agency'
import type { AgencyIntl } from '@/features/agency-handoff/lib/agency-intl'

const TRIP_LENGTH_KEYS = {
  unknown: 'unknown',
  '10-days': 'tenDays',
  '2-weeks': 'twoWeeks',
  '3-weeks': 'threeWeeks',
  more: 'more',
} as const

/** Text as someone wrote it: shown untranslated, said to be their own words, not translated (docs/decisions/223). */
function WrittenText({ written, intl }: { written: Written; intl: AgencyIntl }) {
  return (
    <>
      <span className="whitespace-pre-line">{written.text}</span>
      <span className="mt-0.5 block text-xs italic text-ink-soft">
        {intl.t(written.by === 'family' ? 'brief.byFamily' : 'brief.byTeam')}
      </span>
    </>
  )
}

function Dates({ dates, intl }: { dates: BriefDates; intl: AgencyIntl }) {
  switch (dates.kind) {
    case 'unknown':
      return intl.t('brief.datesUnknown')
    case 'day':
      return intl.fromDay(dates.date)
    case 'range':
      return intl.dayRange(dates.start, dates.end)
    case 'written':
      return <WrittenText written={dates.written} intl={intl} />
  }
}

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
 * the travel facts and what the family allowed, never documents, the tree file or contact details. Nothing once the
 * agency declined or was withdrawn: the server then sends no brief (docs/decisions/256).
 */
export function AgencyBrief({ view, intl }: { view: AgencyViewResponse; intl: AgencyIntl }) {
  const { t } = intl
  const { brief } = view
  if (!brief) return null
  return (
    <section aria-labelledby="agency-brief" className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id="agency-brief" className="font-display text-xl font-semibold text-ink">
        {t('brief.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('brief.onlyBrief')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label={t('brief.dates')}>
          {brief.dates ? <Dates dates={brief.dates} intl={intl} /> : t('brief.missing.dates')}
        </Item>
        <Item label={t('brief.tripLength')}>
          {brief.tripLength
            ? t(`brief.tripLengths.${TRIP_LENGTH_KEYS[brief.tripLength]}`)
            : t('brief.missing.tripLength')}
        </Item>
        <Item label={t('brief.people')}>
          {brief.people === null
            ? t('brief.missing.people')
            : t('brief.peopleCount', { count: brief.people })}
        </Item>
        <Item label={t('brief.ageRanges')}>
          {brief.ageRanges ? (
            <WrittenText written={brief.ageRanges} intl={intl} />
          ) : (
            t('brief.missing.ageRanges')
          )}
        </Item>
        <Item label={t('brief.hotelLevel')}>
          {brief.hotelLevel ? (
            <WrittenText written={brief.hotelLevel} intl={intl} />
          ) : (
            t('brief.missing.hotelLevel')
          )}
        </Item>
        <Item label={t('brief.budget')}>
          {brief.budget === null ? t('brief.missing.budget') : intl.euros(brief.budget)}
        </Item>
        <Item label={t('brief.familyLanguage')}>
          {t(`brief.languages.${brief.familyLanguage}`)}
        </Item>
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
      <p className={`mt-2 ${brief.healthNotes ? 'text-ink' : 'text-ink-soft'}`}>
        {brief.healthNotes ? (
          <WrittenText written={{ text: brief.healthNotes, by: 'family' }} intl={intl} />
        ) : (
          t('brief.noHealth')
        )}
      </p>
    </section>
  )
}
