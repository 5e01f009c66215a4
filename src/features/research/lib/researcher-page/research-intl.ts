import { AGENCY_TIME_ZONE } from '@/lib/agency-formats'
import type { PartialDate } from '@/lib/contracts/research'
import {
  twoLanguageTranslator,
  type LinkLanguage,
} from '@/lib/private-link/two-language-translator'
import { en, it, type ResearchPageMessages } from './messages'

// The English catalog has the Italian one's keys (messages.ts checks it), so both read as the same type.
const catalogs: Record<LinkLanguage, ResearchPageMessages> = { it, en }

const LOCALES: Record<LinkLanguage, string> = { it: 'it-IT', en: 'en-GB' }

/**
 * The researcher's page's words and its days (docs/decisions/263): Italian by default, English one tap away; a day
 * reads "10 maggio 2027" or "10 May 2027", in Italy's time.
 */
export function researchIntl(language: LinkLanguage) {
  const t = twoLanguageTranslator(language, catalogs)
  const days = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  })
  return {
    language,
    t,
    /** A record's date as far as it is known: "1890", "maggio 1890", "12 maggio 1890". */
    partialDate: ({ year, month, day }: PartialDate) => {
      if (month === null) return String(year)
      const date = new Date(Date.UTC(year, month - 1, day ?? 1, 12))
      return new Intl.DateTimeFormat(LOCALES[language], {
        day: day === null ? undefined : 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    },
    /** A moment (2027-05-10T09:00:00Z) or a day (2027-05-10) as its day. */
    day: (value: string) =>
      days.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)),
  }
}

export type ResearchIntl = ReturnType<typeof researchIntl>
