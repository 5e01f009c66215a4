import {
  capitalized,
  formatDayRange,
  formatDeadline,
  formatEuros,
  formatFromDay,
  type AgencyLanguage,
} from '@/lib/agency-formats'
import { twoLanguageTranslator } from '@/lib/private-link/two-language-translator'
import { en, it, type AgencyMessages } from './messages'

/** The agency page's two languages (docs/decisions/217): Italian by default, English one tap away. */
export type { AgencyLanguage }

// The English catalog has the Italian one's keys (messages.ts checks it), so both read as the same type.
const catalogs: Record<AgencyLanguage, AgencyMessages> = { it, en }

/**
 * The page's words (the catalog) and its dates and money in the trade's Italian or British English
 * (src/lib/agency-formats.ts, docs/decisions/257): the e-mails use the same formats.
 */
export function agencyIntl(language: AgencyLanguage) {
  const t = twoLanguageTranslator(language, catalogs)
  return {
    language,
    t,
    /** "lunedì 10 maggio 2027 alle ore 11:00, ora italiana". */
    deadline: (iso: string) => formatDeadline(iso, language),
    /** "Dall’8 maggio 2027" / "From 8 May 2027", shown on its own. */
    fromDay: (day: string) => capitalized(formatFromDay(day, language)),
    /** "Dall’8 all’11 maggio 2027" / "8–11 May 2027", shown on its own. */
    dayRange: (start: string, end: string) => capitalized(formatDayRange(start, end, language)),
    /** "1.250,00 €" / "€1,250.00". */
    euros: (amount: number) => formatEuros(amount, language),
  }
}

export type AgencyIntl = ReturnType<typeof agencyIntl>
