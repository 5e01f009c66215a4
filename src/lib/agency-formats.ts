/**
 * Dates, deadlines and money as an Italian incoming agency reads them (docs/decisions/257-agency-italian-formats.md,
 * docs/product/agency-italian.md): the agency's page and the agency's e-mails both use these, so the page and the
 * e-mail say the same deadline in the same words. Italian in the trade's form ("lunedì 10 maggio 2027 alle ore
 * 11:00, ora italiana", "dall’8 all’11 maggio 2027", "1.250,00 €"); English in British form ("Monday 10 May 2027 at
 * 11:00, Italian time", "8–11 May 2027", "€1,250.00").
 *
 * Plain code that imports nothing: `npm run gen:types` copies it for the agency function (docs/decisions/174). Every
 * moment is shown in Europe/Rome through Intl's time-zone data (summer time included), never a hand-made offset.
 */

export type AgencyLanguage = 'it' | 'en'

/** The time zone every moment is shown in: the agencies are in Italy. */
export const AGENCY_TIME_ZONE = 'Europe/Rome'

const LOCALES: Record<AgencyLanguage, string> = { it: 'it-IT', en: 'en-GB' }

interface DayParts {
  weekday: string
  day: number
  month: string
  year: string
}

function dayParts(date: Date, language: AgencyLanguage, timeZone: string): DayParts {
  const found: Record<string, string> = {}
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
  for (const part of format.formatToParts(date)) found[part.type] = part.value
  return {
    weekday: found.weekday ?? '',
    day: Number(found.day),
    month: found.month ?? '',
    year: found.year ?? '',
  }
}

/** A calendar day (YYYY-MM-DD) is the day itself: read at noon UTC, shown in UTC, whatever the zone. */
const calendarDay = (day: string, language: AgencyLanguage) =>
  dayParts(new Date(`${day}T12:00:00Z`), language, 'UTC')

/** The first of the month is "1º" (primo) in Italian dates; every other day is its number. */
const italianDay = (day: number) => (day === 1 ? '1º' : String(day))

/**
 * "il"/"l’" with a day's number, or "dal"/"dall’", "al"/"all’": the article elides before a number read with a vowel
 * (8 otto, 11 undici). The first is read "primo" and keeps its article: "il 1º maggio", "dal 1º maggio".
 */
export function italianArticle(word: 'il' | 'dal' | 'al', day: number): string {
  const elides = day === 8 || day === 11
  return elides ? `${word === 'il' ? 'l' : word.slice(0, -1) + 'll'}’` : `${word} `
}

/** "10 maggio 2027", "1º maggio 2027" / "10 May 2027". */
export function formatDay(day: string, language: AgencyLanguage): string {
  const parts = calendarDay(day, language)
  const number = language === 'it' ? italianDay(parts.day) : String(parts.day)
  return `${number} ${parts.month} ${parts.year}`
}

/** "dal 10 maggio 2027", "dall’8 maggio 2027" / "from 10 May 2027": the first day, the last not known. */
export function formatFromDay(day: string, language: AgencyLanguage): string {
  if (language === 'en') return `from ${formatDay(day, 'en')}`
  return `${italianArticle('dal', calendarDay(day, 'it').day)}${formatDay(day, 'it')}`
}

/**
 * A first and a last day, saying the month and the year once where they are shared:
 * "dall’8 all’11 maggio 2027", "dal 30 aprile al 3 maggio 2027", "dal 30 dicembre 2027 al 2 gennaio 2028";
 * "8–11 May 2027", "30 April – 3 May 2027", "30 December 2027 – 2 January 2028". One day: "il 10 maggio 2027".
 */
export function formatDayRange(start: string, end: string, language: AgencyLanguage): string {
  const first = calendarDay(start, language)
  const last = calendarDay(end, language)
  const sameYear = first.year === last.year
  const sameMonth = sameYear && first.month === last.month
  if (language === 'en') {
    if (start === end) return formatDay(start, 'en')
    if (sameMonth) return `${first.day}–${last.day} ${last.month} ${last.year}`
    if (sameYear) return `${first.day} ${first.month} – ${last.day} ${last.month} ${last.year}`
    return `${formatDay(start, 'en')} – ${formatDay(end, 'en')}`
  }
  if (start === end) return `${italianArticle('il', first.day)}${formatDay(start, 'it')}`
  const from = sameMonth
    ? italianDay(first.day)
    : sameYear
      ? `${italianDay(first.day)} ${first.month}`
      : formatDay(start, 'it')
  return `${italianArticle('dal', first.day)}${from} ${italianArticle('al', last.day)}${formatDay(end, 'it')}`
}

/**
 * A moment (an ISO timestamp) with its weekday, in Italian time:
 * "lunedì 10 maggio 2027 alle ore 11:00, ora italiana" / "Monday 10 May 2027 at 11:00, Italian time".
 */
export function formatDeadline(iso: string, language: AgencyLanguage): string {
  const date = new Date(iso)
  const parts = dayParts(date, language, AGENCY_TIME_ZONE)
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: AGENCY_TIME_ZONE,
  }).format(date)
  return language === 'it'
    ? `${parts.weekday} ${italianDay(parts.day)} ${parts.month} ${parts.year} alle ore ${time}, ora italiana`
    : `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${time}, Italian time`
}

/**
 * Euros with cents and the thousands grouped: "1.250,00 €" / "€1,250.00". Italian CLDR leaves a four-digit amount
 * ungrouped ("1250,00 €") unless grouping is asked for always.
 */
export function formatEuros(amount: number, language: AgencyLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(amount)
}

/** The same text with its first letter capitalised: a phrase shown on its own ("Dall’8 …", "From 10 May 2027"). */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
