import type { Ancestor } from '@/lib/contracts/journey'

/**
 * The family's ancestors as a GEDCOM 5.5.1 file in UTF-8 (docs/decisions/259; docs/gedcom.md says what is written):
 * one `INDI` per ancestor with the names as written in Italy and in America, the birth with its date and place, the
 * emigration and the arrival, and the family's notes. Pure: the day of the export and the family's name are given.
 * Our own code because no maintained npm package writes GEDCOM (they read it); two readers check it in the tests.
 */

/** A line is at most 255 bytes (GEDCOM 5.5.1, chapter 1); longer texts go on in `CONC` lines. */
const MAX_LINE_BYTES = 255
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
/** The relations' words (src/content/journey-story.ts, passed in: src/lib does not import content). */
export type RelationWords = readonly (readonly [string, string])[]

const bytes = (text: string) => new TextEncoder().encode(text).length

/** `1887-03-12` → `12 MAR 1887`. */
export function gedcomDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** The card's birth date as a GEDCOM date: exact `12 MAR 1887`, a year `1887`, about a year `ABT 1887`. */
export function gedcomDate(date: Ancestor['birthDate']): string | null {
  if (!date) return null
  if (date.kind === 'exact') return gedcomDay(date.value)
  return date.kind === 'about' ? `ABT ${date.value}` : date.value
}

/** One line of text: control characters become spaces, `@` is written `@@` (GEDCOM 5.5.1, chapter 1). */
const lineText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/@/g, '@@')

/**
 * Pieces of one line of text, each short enough for `level tag` before it: cut between characters (never inside
 * an `@@` or a surrogate pair), and not beside a space where it can be helped, as readers trim lines.
 */
function pieces(text: string, room: number): string[] {
  const result: string[] = []
  let rest = Array.from(text)
  while (bytes(rest.join('')) > room) {
    let cut = 0
    let size = 0
    while (cut < rest.length && size + bytes(rest[cut]!) <= room) size += bytes(rest[cut++]!)
    // Not between the two characters of an escaped '@@'; not beside a space where it can be helped.
    const inEscape = (end: number) => {
      let ats = 0
      while (end - ats - 1 >= 0 && rest[end - ats - 1] === '@') ats++
      return ats % 2 === 1
    }
    const besideSpace = (end: number) => rest[end - 1] === ' ' || rest[end] === ' '
    let end = cut
    while (end > 1 && (inEscape(end) || besideSpace(end))) end--
    if (end <= 1) for (end = cut; inEscape(end);) end--
    result.push(rest.slice(0, end).join(''))
    rest = rest.slice(end)
  }
  result.push(rest.join(''))
  return result
}

/** `level tag value`, with `CONT` for each new line of the value and `CONC` where a line is too long. */
function gedcomLines(level: number, tag: string, value: string | null = null): string[] {
  if (value === null) return [`${level} ${tag}`]
  const out: string[] = []
  value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      const head = index === 0 ? `${level} ${tag}` : `${level + 1} CONT`
      const [first = '', ...more] = pieces(lineText(line), MAX_LINE_BYTES - bytes(head) - 1)
      out.push(first === '' ? head : `${head} ${first}`)
      for (const piece of more) out.push(`${level + 1} CONC ${piece}`)
    })
  return out
}

const clean = (value: string | null | undefined) => value?.trim() || null
/** A name part inside `NAME`: slashes delimit the surname there, so a part keeps none of its own. */
const namePart = (value: string | null) =>
  (value ?? '').replace(/\//g, ' ').replace(/\s+/g, ' ').trim()

function nameLines(given: string | null, surname: string | null, aka: boolean): string[] {
  const lines = gedcomLines(
    1,
    'NAME',
    surname ? `${namePart(given)} /${namePart(surname)}/`.trim() : namePart(given),
  )
  if (aka) lines.push(...gedcomLines(2, 'TYPE', 'aka'))
  if (given) lines.push(...gedcomLines(2, 'GIVN', given))
  if (surname) lines.push(...gedcomLines(2, 'SURN', surname))
  return lines
}

/** The place as `Comune, Province, Region, Italy`, or as the family wrote it. */
export function gedcomPlace(ancestor: Pick<Ancestor, 'birthPlace' | 'birthPlaceText'>) {
  const place = ancestor.birthPlace
  return place
    ? `${place.comune}, ${place.province}, ${place.region}, Italy`
    : clean(ancestor.birthPlaceText)
}

function eventLines(tag: string, year: number | null, place: string | null, note?: string) {
  if (year === null && !place && !note) return []
  return [
    ...gedcomLines(1, tag),
    ...(year === null ? [] : gedcomLines(2, 'DATE', String(year))),
    ...(place ? gedcomLines(2, 'PLAC', place) : []),
    ...(note ? gedcomLines(2, 'NOTE', note) : []),
  ]
}

function individualLines(ancestor: Ancestor, index: number, relations: RelationWords): string[] {
  const given = clean(ancestor.givenNames)
  const italy = clean(ancestor.surnameItaly)
  const america = clean(ancestor.surnameAmerica)
  const lines = gedcomLines(0, `@I${index + 1}@ INDI`)
  if (given || italy || america) lines.push(...nameLines(given, italy ?? america, false))
  if (italy && america && italy !== america) lines.push(...nameLines(given, america, true))
  const date = gedcomDate(ancestor.birthDate)
  const place = gedcomPlace(ancestor)
  if (date || place) {
    lines.push(...gedcomLines(1, 'BIRT'))
    if (date) lines.push(...gedcomLines(2, 'DATE', date))
    if (place) lines.push(...gedcomLines(2, 'PLAC', place))
  }
  const ship = clean(ancestor.ship)
  lines.push(
    ...eventLines(
      'EMIG',
      ancestor.emigrationYear,
      clean(ancestor.departurePort),
      ship ? `Ship: ${ship}` : undefined,
    ),
    ...eventLines('IMMI', ancestor.arrivalYear, clean(ancestor.arrivalPort)),
  )
  const relation = relations.find(([value]) => value === ancestor.relation)?.[1]
  if (relation) lines.push(...gedcomLines(1, 'NOTE', `Relation to the family: ${relation}`))
  const notes = clean(ancestor.notes)
  if (notes) lines.push(...gedcomLines(1, 'NOTE', notes))
  return lines
}

/** A card with nothing on it (`Add an ancestor` just pressed): it is left out of the file. */
export const blankAncestor = (ancestor: Partial<Ancestor>) =>
  Object.entries(ancestor).every(([key, value]) => key === 'id' || value === null || value === '')

/** The family's name for the file and its submitter: the surname (as in Italy) most of the ancestors carry. */
export function familyName(ancestors: readonly Ancestor[]): string | null {
  const counts = new Map<string, number>()
  for (const ancestor of ancestors) {
    const surname = clean(ancestor.surnameItaly) ?? clean(ancestor.surnameAmerica)
    if (surname) counts.set(surname, (counts.get(surname) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [surname, count] of counts) if (!best || count > counts.get(best)!) best = surname
  return best
}

/** `Russo-family-tree-2026-11-28.ged`: the family's name in plain letters, and the day. */
export function gedcomFileName(ancestors: readonly Ancestor[], isoDay: string): string {
  const name = (familyName(ancestors) ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${name ? `${name}-family-` : 'family-'}tree-${isoDay}.ged`
}

/** The GEDCOM 5.5.1 file (UTF-8 text, CRLF line ends) of the ancestors (blank cards left out), exported on the day `isoDay` (YYYY-MM-DD). */
export function writeGedcom(
  ancestors: readonly Ancestor[],
  { day: isoDay, relations }: { day: string; relations: RelationWords },
): string {
  const people = ancestors.filter((ancestor) => !blankAncestor(ancestor))
  const family = familyName(people)
  const lines = [
    '0 HEAD',
    '1 SOUR RADICI',
    '2 NAME Radici',
    ...gedcomLines(1, 'DATE', gedcomDay(isoDay)),
    '1 SUBM @SUBM1@',
    ...gedcomLines(1, 'FILE', gedcomFileName(people, isoDay)),
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '0 @SUBM1@ SUBM',
    ...gedcomLines(1, 'NAME', family ? `The ${family} family` : 'The family'),
    ...people.flatMap((ancestor, index) => individualLines(ancestor, index, relations)),
    '0 TRLR',
  ]
  return `${lines.join('\r\n')}\r\n`
}
