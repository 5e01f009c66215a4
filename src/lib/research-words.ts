// cspell:ignore digitised (the contract's not-found reason `not_digitised`; the words say digitized)
import type {
  ARCHIVE_KINDS,
  NextStepKind,
  NotFoundReason,
  PartialDate,
  PERSON_ROLES,
  Price,
  ProofLevel,
  RECORD_TYPES,
  ResearchSearch,
} from '@/lib/contracts/research'

/**
 * The English words the family reads in a research report (docs/product/research.md, "The family's page"): one
 * place, shared by the family's page and the console's review, which shows the same report.
 */

export const RECORD_TYPE_WORDS: Record<(typeof RECORD_TYPES)[number], string> = {
  birth: 'Birth record',
  baptism: 'Baptism record',
  marriage: 'Marriage record',
  marriage_documents: 'Marriage documents',
  death: 'Death record',
  draft_list: 'Draft list',
  emigration: 'Passport or emigration record',
}

export const ROLE_WORDS: Record<(typeof PERSON_ROLES)[number], string> = {
  subject: 'the person',
  father: 'father',
  mother: 'mother',
  spouse: 'spouse',
  witness: 'witness',
  godparent: 'godparent',
  other: 'also named',
}

/** How sure the researcher is, in words (the Genealogical Proof Standard's levels, plainly said). */
export const PROOF_WORDS: Record<ProofLevel, string> = {
  proven: 'Proven: the record names this person beyond reasonable doubt.',
  probable: 'Probable: the evidence points to this person, with a small doubt left.',
  possible: 'Possible: it may be this person; more evidence is needed.',
  disproven: 'Disproven: this record is not about this person.',
}

/** A conclusion's proof level, short (a record's reads as PROOF_WORDS, about the record). */
export const PROOF_LABELS: Record<ProofLevel, string> = {
  proven: 'Proven',
  probable: 'Probable: a small doubt is left',
  possible: 'Possible: more evidence is needed',
  disproven: 'Disproven',
}

/** The kind of work a next step needs. */
export const NEXT_STEP_KIND_WORDS: Record<NextStepKind, string> = {
  parish_in_person: 'A parish archive, in person',
  latin_church_records: 'Church records in Latin',
  comune_request: 'A request to the comune’s office',
  state_archive_request: 'A request to the State Archive',
  other: 'Further research',
}

export const NOT_FOUND_WORDS: Record<NotFoundReason, string> = {
  not_digitised: 'The register is not digitized yet: it can be read only at the archive.',
  privacy_window:
    'The register is too recent to be shown online (the portal shows births over 100 years old, marriages and deaths over 70).',
  register_missing: 'The register for those years is missing (lost or destroyed).',
  before_civil_registration:
    'These years are before civil registration began: only the parish books hold them.',
  variant_not_indexed: 'The name is not in the index under any spelling searched.',
  archive_closed: 'The archive was closed or could not be consulted.',
  other: 'Other reason.',
}

export const ARCHIVE_KIND_WORDS: Record<(typeof ARCHIVE_KINDS)[number], string> = {
  state_archive: 'State Archive',
  parish: 'Parish',
  comune_office: 'Comune office',
  diocesan_archive: 'Diocesan archive',
  other: 'Other archive',
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** A full or partial date as the family reads it: `1887`, `May 1887`, `May 12, 1887`. */
export function partialDateText(date: PartialDate): string {
  if (date.month === null) return String(date.year)
  const month = MONTHS[date.month - 1]
  return date.day === null ? `${month} ${date.year}` : `${month} ${date.day}, ${date.year}`
}

/** An instant as a date in the reader's own time zone: `May 12, 2027`. */
export function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}

/** A day the researcher wrote (YYYY-MM-DD, no time zone): read as that calendar day. */
export function isoDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return year && month && date ? `${MONTHS[month - 1]} ${date}, ${year}` : day
}

/** Why a search found nothing: the fixed reason's words, and the researcher's own words when given. */
export function notFoundText(search: ResearchSearch): string | null {
  if (search.result !== 'not_found' || !search.notFoundReason) return null
  if (search.notFoundReason === 'other') return search.reasonText ?? NOT_FOUND_WORDS.other
  const base = NOT_FOUND_WORDS[search.notFoundReason]
  return search.reasonText ? `${base} ${search.reasonText}` : base
}

/** The years searched: `1880–1890`, or one year. */
export function yearsText(search: Pick<ResearchSearch, 'yearFrom' | 'yearTo'>): string {
  return search.yearFrom === search.yearTo
    ? String(search.yearFrom)
    : `${search.yearFrom}–${search.yearTo}`
}

/** The log's line under its heading: the page and the PDF say it alike. */
export const LOG_INTRO =
  'Every search the researcher made, including those that found nothing, and why.'

/** The notice that closes every report (the page, the PDF): the portal's images are not certificates. */
export const LEGAL_NOTICE = {
  title: 'These images are not certificates',
  text:
    'The Antenati portal says its images have no legal value and cannot be used for a citizenship application. ' +
    'For your application, ask the civil registry office (Ufficio di Stato Civile) of the comune where the record ' +
    'was made for a certificate or a full copy of the act. For a certified copy of a register page, write to the ' +
    'State Archive that keeps the register: each record’s citation names it. A parish record is kept by its ' +
    'parish or its diocese’s archive.',
}

/** A price in the reader's own locale (the browser's), from integer minor units: `€250.00`, `250,00 €`. */
export function priceText(price: Price): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: price.currency }).format(
    price.amountMinor / 100,
  )
}
