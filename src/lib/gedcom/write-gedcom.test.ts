import { parseGedcom } from 'read-gedcom'
import { expect, test } from 'vitest'
import type { Ancestor } from '@/lib/contracts/journey'
import { gedcomDate, gedcomFileName, gedcomPlace, writeGedcom } from './write-gedcom'

const card = (fields: Partial<Ancestor>): Ancestor => ({
  id: crypto.randomUUID(),
  givenNames: null,
  surnameItaly: null,
  surnameAmerica: null,
  relation: null,
  birthDate: null,
  birthPlace: null,
  birthPlaceText: null,
  emigrationYear: null,
  departurePort: null,
  ship: null,
  arrivalPort: null,
  arrivalYear: null,
  notes: null,
  ...fields,
})
const write = (ancestors: Ancestor[]) =>
  writeGedcom(ancestors, { day: '2026-11-28', relations: [] })
const bytes = (line: string) => new TextEncoder().encode(line).length

test('dates: exact, a year, about a year, none', () => {
  expect(gedcomDate({ kind: 'exact', value: '1887-03-12' })).toBe('12 MAR 1887')
  expect(gedcomDate({ kind: 'exact', value: '1901-12-01' })).toBe('1 DEC 1901')
  expect(gedcomDate({ kind: 'year', value: '1887' })).toBe('1887')
  expect(gedcomDate({ kind: 'about', value: '1887' })).toBe('ABT 1887')
  expect(gedcomDate(null)).toBeNull()
})

test('places: a comune with its province, region and Italy, or the place as the family wrote it', () => {
  expect(
    gedcomPlace({
      birthPlace: { comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' },
      birthPlaceText: null,
    }),
  ).toBe('Cefalù, Palermo, Sicilia, Italy')
  expect(gedcomPlace({ birthPlace: null, birthPlaceText: ' near Bari ' })).toBe('near Bari')
  expect(gedcomPlace({ birthPlace: null, birthPlaceText: null })).toBeNull()
})

test('the file name: the surname most ancestors carry, in plain letters, and the day', () => {
  const day = '2026-11-28'
  expect(
    gedcomFileName(
      [
        card({ surnameItaly: 'Esposito' }),
        card({ surnameItaly: 'Russo' }),
        card({ surnameItaly: 'Russo' }),
      ],
      day,
    ),
  ).toBe('Russo-family-tree-2026-11-28.ged')
  expect(gedcomFileName([card({ surnameItaly: "D'Angelò" })], day)).toBe(
    'D-Angelo-family-tree-2026-11-28.ged',
  )
  expect(gedcomFileName([card({ surnameAmerica: 'Ross' })], day)).toBe(
    'Ross-family-tree-2026-11-28.ged',
  )
  expect(gedcomFileName([card({ givenNames: 'Rosa' })], day)).toBe('family-tree-2026-11-28.ged')
})

test('long texts: lines of at most 255 bytes, cut neither inside an @@ nor a character, read back whole', () => {
  const notes = [
    '@'.repeat(600),
    'è'.repeat(400),
    'x'.repeat(1000),
    '😀'.repeat(200),
    `${'word '.repeat(120)}end`,
  ]
  for (const note of notes) {
    const text = write([card({ givenNames: 'Rosa', notes: note })])
    const lines = text.split('\r\n')
    for (const line of lines) expect(bytes(line)).toBeLessThanOrEqual(255)
    for (const line of lines.filter((one) => one.startsWith('2 CONC ')))
      expect(line.slice(7).match(/^@*/)?.[0].length ?? 0).toSatisfy(
        (ats: number) => !note.startsWith('@') || ats % 2 === 0,
      )
    // The pieces joined again are the text as written ('@' doubled), whole characters each.
    const noteLines = lines.filter((one) => /^(1 NOTE|2 CONC)( |$)/.test(one))
    expect(noteLines.map((one) => one.slice(7)).join('')).toBe(note.replace(/@/g, '@@'))
    for (const line of noteLines) expect(line).not.toMatch(/[\ud800-\udbff]$|^.{7}[\udc00-\udfff]/)
    // read-gedcom (the import's reader) drops characters beyond U+FFFF: the emoji case is read by `gedcom` in
    // tests/integration/gedcom-export.test.ts.
    if (note.startsWith('😀')) continue
    const root = parseGedcom(new TextEncoder().encode(text).buffer as ArrayBuffer, {
      noIndex: true,
    })
    const person = root.children.find((node) => node.tag === 'INDI')
    expect(person?.children.find((node) => node.tag === 'NOTE')?.value).toBe(note)
  }
})

test('new lines become CONT lines; control characters and slashes in names do not break the file', () => {
  const text = write([
    card({ givenNames: 'Anna\tMaria', surnameItaly: 'De/Luca', notes: 'one\r\ntwo\n\nfour' }),
  ])
  expect(text).toContain('1 NAME Anna Maria /De Luca/\r\n')
  expect(text).toContain('1 NOTE one\r\n2 CONT two\r\n2 CONT\r\n2 CONT four\r\n')
  expect(text.endsWith('0 TRLR\r\n')).toBe(true)
})
