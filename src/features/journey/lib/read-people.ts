import { parseDate, parseGedcom, type GedcomReadingOptions, type TreeNode } from 'read-gedcom'
import { forReadGedcom } from './gedcom-bytes'
import type { BirthDate } from './story-types'

/**
 * The people of a GEDCOM file (5.5.1 or 7.0; UTF-8, UTF-16 with or without a byte-order mark, ANSEL…, CONC/CONT
 * joined) as the import lists them (docs/decisions/154, 255; docs/gedcom.md says what is kept). gedcom-bytes.ts
 * prepares the bytes, read-gedcom builds the tree; this walks it once, reading only what an ancestor card holds.
 */
export interface GedcomPerson {
  key: string
  givenNames: string | null
  surname: string | null
  sex: 'M' | 'F' | null
  /** The date as written in the file ('ABT 1890'). */
  birthText: string | null
  birthDate: BirthDate | null
  birthPlace: string | null
  emigrationYear: number | null
}

const BIRTH_TAGS = ['BIRT', 'BAPM', 'CHR']
const EMIGRATION_TAGS = ['EMIG', 'IMMI', 'NATU']

const child = (node: TreeNode, tag: string) => node.children.find((other) => other.tag === tag)
const clean = (value: string | null | undefined) => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim()
  return text === '' ? null : text
}

interface Part {
  year: { value: number; isBce: boolean }
  month?: number
  day?: number
  calendar: { isGregorian: boolean }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** GEDCOM dates as an ancestor card keeps them: exact, a year, or 'about' a year (ranges → their middle). */
export function toBirthDate(text: string | null): BirthDate | null {
  if (!text) return null
  const parsed = parseDate(text) as unknown as Record<string, unknown> | null
  if (!parsed || !parsed.hasDate) return null
  const year = (part: unknown) => {
    const value = (part as Part | undefined)?.year
    return value && !value.isBce ? value.value : undefined
  }
  if (parsed.isDatePunctual) {
    const part = parsed.date as Part
    const value = year(part)
    if (value === undefined) return null
    if (parsed.isDateApproximated) return { kind: 'about', value: String(value) }
    if (part.day !== undefined && part.month !== undefined && part.calendar.isGregorian)
      return { kind: 'exact', value: `${value}-${pad(part.month)}-${pad(part.day)}` }
    return { kind: 'year', value: String(value) }
  }
  const from = year(parsed.dateAfter ?? parsed.dateFrom)
  const to = year(parsed.dateBefore ?? parsed.dateTo)
  const middle = from !== undefined && to !== undefined ? Math.floor((from + to) / 2) : (from ?? to)
  return middle === undefined ? null : { kind: 'about', value: String(middle) }
}

function yearOf(text: string | null): number | null {
  const date = toBirthDate(text)
  return date ? Number(date.value.slice(0, 4)) : null
}

const UTF8 = 'UTF-8' as NonNullable<GedcomReadingOptions['forcedCharset']>

/** The file as read-gedcom's tree; throws its parse error for a file that is not GEDCOM. */
export function readTree(buffer: ArrayBuffer): TreeNode {
  const { bytes, utf8 } = forReadGedcom(buffer)
  return parseGedcom(bytes, {
    noIndex: true,
    noBackwardsReferencesIndex: true,
    ...(utf8 ? { forcedCharset: UTF8 } : {}),
  })
}

/** Throws read-gedcom's parse error for a file it cannot read (the caller says so, in words). */
export function readPeople(buffer: ArrayBuffer): GedcomPerson[] {
  const root = readTree(buffer)
  const people: GedcomPerson[] = []
  const keys = new Set<string>()
  for (const record of root.children) {
    if (record.tag !== 'INDI') continue
    // An id defined twice (a broken file, or 5.5.1 ids differing only in case) still lists both people.
    const key =
      record.pointer && !keys.has(record.pointer) ? record.pointer : `line-${record.indexSource}`
    keys.add(key)
    const name = child(record, 'NAME')
    const raw = name?.value ?? ''
    const slash = /^(.*?)\/(.*?)\/(.*)$/.exec(raw)
    const givenNames =
      clean(child(name ?? record, 'GIVN')?.value) ?? clean(slash ? `${slash[1]} ${slash[3]}` : raw)
    const surname = clean(child(name ?? record, 'SURN')?.value) ?? clean(slash?.[2])
    const birth = BIRTH_TAGS.map((tag) => child(record, tag)).find(Boolean)
    const birthText = clean(birth && child(birth, 'DATE')?.value)
    const emigration = EMIGRATION_TAGS.map((tag) => child(record, tag)).find(Boolean)
    const sex = clean(child(record, 'SEX')?.value)
    people.push({
      key,
      givenNames,
      surname,
      sex: sex === 'M' || sex === 'F' ? sex : null,
      birthText,
      birthDate: toBirthDate(birthText),
      birthPlace: clean(birth && child(birth, 'PLAC')?.value),
      emigrationYear: yearOf(clean(emigration && child(emigration, 'DATE')?.value)),
    })
  }
  return people
}
