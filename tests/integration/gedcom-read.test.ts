import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readPeople, toBirthDate } from '../../src/features/journey/lib/read-people.ts'

const fixture = (name: string) => {
  const bytes = readFileSync(join(process.cwd(), 'tests/fixtures/gedcom', name))
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

test.each(['sample-551-utf8.ged', 'sample-551-utf16.ged', 'sample-551-ansel.ged'])(
  'a GEDCOM 5.5.1 file in %s: names, dates and places, whatever the encoding',
  (name) => {
    const people = readPeople(fixture(name))
    expect(people).toHaveLength(3)
    expect(people[0]).toMatchObject({
      givenNames: 'Giuseppe',
      surname: 'Russo',
      birthDate: { kind: 'about', value: '1885' },
      birthPlace: 'Padula, Salerno, Campania, Italy',
      emigrationYear: 1905,
    })
    expect(people[1]).toMatchObject({
      givenNames: 'Maria Carmela',
      surname: 'Esposito',
      birthText: 'BET 1880 AND 1884',
      birthDate: { kind: 'about', value: '1882' },
      birthPlace: 'Cefalù, Palermo, Sicilia, Italia',
    })
    expect(people[2]?.birthDate).toEqual({ kind: 'exact', value: '1912-04-12' })
  },
)

test('the GEDCOM 7 specification test files read without errors', () => {
  const tree = readPeople(fixture('maximal70-tree2.ged'))
  expect(tree.length).toBeGreaterThan(0)
  expect(tree[0]).toMatchObject({ key: '@I1@', surname: 'de Allen' })
  for (const name of [
    'maximal70.ged',
    'date.ged',
    'escapes.ged',
    'minimal70.ged',
    'remarriage1.ged',
    'voidptr.ged',
  ])
    expect(() => readPeople(fixture(name)), name).not.toThrow()
  expect(readPeople(fixture('remarriage1.ged')).length).toBeGreaterThan(1)
})

test('dates: exact, year, about, ranges and periods; nonsense is no date', () => {
  expect(toBirthDate('ABT 1890')).toEqual({ kind: 'about', value: '1890' })
  expect(toBirthDate('EST 1890')).toEqual({ kind: 'about', value: '1890' })
  expect(toBirthDate('1890')).toEqual({ kind: 'year', value: '1890' })
  expect(toBirthDate('MAR 1890')).toEqual({ kind: 'year', value: '1890' })
  expect(toBirthDate('3 MAR 1890')).toEqual({ kind: 'exact', value: '1890-03-03' })
  expect(toBirthDate('BET 1880 AND 1885')).toEqual({ kind: 'about', value: '1882' })
  expect(toBirthDate('AFT 1870')).toEqual({ kind: 'about', value: '1870' })
  expect(toBirthDate('not a date')).toBeNull()
  expect(toBirthDate(null)).toBeNull()
})

test('a file that is not GEDCOM throws (the page says so in words)', () => {
  expect(() =>
    readPeople(new TextEncoder().encode('%PDF-1.4 not a family tree').buffer as ArrayBuffer),
  ).toThrow()
})
