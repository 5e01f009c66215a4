import { createFormatter, createTranslator } from 'use-intl/core'
import { en, it, type AgencyMessages } from './messages'

/** The agency page's two languages (docs/decisions/217): Italian by default, English one tap away. */
export type AgencyLanguage = 'it' | 'en'

/** The time zone every date on the page is shown in: the agencies are in Italy. */
export const AGENCY_TIME_ZONE = 'Europe/Rome'

// The English catalog has the Italian one's keys (messages.ts checks it), so both read as the same type.
const catalogs: Record<AgencyLanguage, AgencyMessages> = { it, en }

export function agencyIntl(language: AgencyLanguage) {
  const messages = catalogs[language]
  const t = createTranslator({ locale: language, messages, timeZone: AGENCY_TIME_ZONE })
  const format = createFormatter({ locale: language, timeZone: AGENCY_TIME_ZONE })
  return {
    language,
    t,
    /** A date and time in the page's language, Italian time. */
    dateTime: (iso: string) =>
      format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' }),
    /** A calendar day (YYYY-MM-DD) in the page's language: the day itself, whatever the time zone. */
    day: (iso: string) =>
      format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
    euros: (amount: number) =>
      format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  }
}

export type AgencyIntl = ReturnType<typeof agencyIntl>
