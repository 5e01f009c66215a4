import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ErrorParse } from 'read-gedcom'
import { describe, expect, test } from 'vitest'
import { readableIds } from '../../src/features/journey/lib/gedcom-bytes.ts'
import { readPeople, readTree } from '../../src/features/journey/lib/read-people.ts'

/** The official GEDCOM test files (tests/fixtures/gedcom/README.md), read as the import's worker reads them. */
const FOLDER = join(process.cwd(), 'tests/fixtures/gedcom/gedcom7code')

const bytes = (path: string) => {
  const data = readFileSync(join(FOLDER, path))
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer
}

/** People (INDI records) in each file that has any; every other file has none. */
const PEOPLE: Record<string, number> = {
  'age-invalid.ged': 1,
  'age-valid.ged': 1,
  'date-all.ged': 9,
  'date-dual-invalid.ged': 1,
  'date-dual-valid.ged': 1,
  'enum-ext.ged': 2,
  'obje-1.ged': 1,
  'pedi-1.ged': 1,
  'rela_1.ged': 2,
  'sour-1.ged': 1,
}

const files = ['5', '7'].flatMap((version) =>
  readdirSync(join(FOLDER, version))
    .filter((name) => name.endsWith('.ged'))
    .map((name) => ({ version, name, path: `${version}/${name}` })),
)

test('the set is the 51 official files (26 of GEDCOM 5.5.1, 25 of GEDCOM 7)', () => {
  expect(files.filter((file) => file.version === '5')).toHaveLength(26)
  expect(files.filter((file) => file.version === '7')).toHaveLength(25)
})

describe.each(files)('$path', ({ name, path }) => {
  test('is read, with its people', () => {
    const people = readPeople(bytes(path))
    expect(people).toHaveLength(PEOPLE[name] ?? 0)
    expect(new Set(people.map((person) => person.key)).size).toBe(people.length)
  })
})

test('names with extension structures (enum-ext): given names and surname', () => {
  for (const version of ['5', '7'])
    expect(readPeople(bytes(`${version}/enum-ext.ged`))[0]).toMatchObject({
      givenNames: 'Personal',
      surname: 'Family',
    })
})

test.each(files.filter((file) => /^char_utf/.test(file.name)))(
  '$path: every character decoded (¶ ☺ 𒍅), with or without a byte-order mark',
  ({ path }) => {
    const head = readTree(bytes(path)).children[0]!
    expect(head.children.find((node) => node.tag === 'NOTE')?.value).toMatch(/: ¶ ☺ 𒍅$/)
  },
)

test('GEDCOM 5.5.1 cross-references in any case and with spaces meet their records (5/xref-case)', () => {
  const [head, submitter, ...records] = readTree(bytes('5/xref-case.ged')).children
  const pointer = (node: typeof head, tag: string) =>
    node!.children.filter((child) => child.tag === tag).map((child) => child.value)
  // `1 SUBM @test@` in the header names `0 @TEST@ SUBM`
  expect(pointer(head, 'SUBM')).toEqual([submitter!.pointer])
  const notes = records.filter((record) => record.tag === 'NOTE')
  expect(notes.map((note) => note.value)).toEqual(['mixed case', 'mixed case and space'])
  expect(pointer(submitter, 'NOTE')).toEqual(notes.map((note) => note.pointer))
  expect(new Set(notes.map((note) => note.pointer)).size).toBe(2)
})

const encodings: [string, (text: string) => Uint8Array][] = [
  ['UTF-8', (text) => new TextEncoder().encode(text)],
  ['UTF-8 with a byte-order mark', (text) => new TextEncoder().encode(`\uFEFF${text}`)],
  ['UTF-16 LE', (text) => new Uint8Array(Buffer.from(text, 'utf16le'))],
  [
    'UTF-16 LE with a byte-order mark',
    (text) => new Uint8Array(Buffer.from(`\uFEFF${text}`, 'utf16le')),
  ],
  ['UTF-16 BE', (text) => new Uint8Array(Buffer.from(text, 'utf16le').swap16())],
  [
    'UTF-16 BE with a byte-order mark',
    (text) => new Uint8Array(Buffer.from(`\uFEFF${text}`, 'utf16le').swap16()),
  ],
]

test.each(encodings)('a name beyond Latin-1 in %s is read exactly', (_, encode) => {
  const file = [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 5.5.1',
    '1 CHAR UTF-8',
    '0 @i1@ INDI',
    '1 NAME Zoë ☺ 𒍅 /Nguyễn/',
    '1 BIRT',
    '2 PLAC Padula, Salerno, Campania, Italy',
    '0 TRLR',
    '',
  ].join('\r\n')
  const people = readPeople(encode(file).slice().buffer)
  expect(people).toEqual([
    expect.objectContaining({
      key: '@I1@',
      givenNames: 'Zoë ☺ 𒍅',
      surname: 'Nguyễn',
      birthPlace: 'Padula, Salerno, Campania, Italy',
    }),
  ])
})

test.each([
  ['a PDF', new TextEncoder().encode('%PDF-1.4 not a family tree')],
  ['an empty file', new Uint8Array()],
  ['UTF-16 text that is not GEDCOM', new Uint8Array(Buffer.from('0 apples\n1 pears\n', 'utf16le'))],
  ['a header without its trailer', new TextEncoder().encode('0 HEAD\n1 GEDC\n2 VERS 7.0\n')],
])('%s is not read as a family tree (the page says so in words)', (_, file) => {
  expect(() => readPeople(file.slice().buffer)).toThrow(ErrorParse)
})

describe('cross-reference ids read-gedcom would refuse', () => {
  const gedcom = (version: string, ...records: string[]) =>
    ['0 HEAD', '1 GEDC', `2 VERS ${version}`, ...records, '0 TRLR', ''].join('\n')

  test('a file whose ids it reads is left as it is (GEDCOM 7, and 5.5.1 in upper case)', () => {
    for (const file of [
      gedcom('7.0', '0 @I1@ INDI', '1 FAMC @F_1@', '0 @F_1@ FAM'),
      gedcom('5.5.1', '0 @I-1@ INDI', '1 FAMC @F1@', '0 @F1@ FAM'),
    ])
      expect(readableIds(file)).toBe(file)
  })

  test('ids with spaces, or differing only in what is escaped, stay distinct and keep their pointers', () => {
    const file = gedcom(
      '5.5.1',
      '0 @A B@ INDI',
      '1 FAMS @f 1@',
      '0 @A_20_B@ INDI',
      '1 FAMS @F 1@',
      '0 @F 1@ FAM',
      '1 HUSB @A B@',
      '1 NOTE @@ not a pointer',
    )
    const [, first, second, family] = readTree(
      new TextEncoder().encode(file).buffer as ArrayBuffer,
    ).children
    expect(first!.pointer).not.toBe(second!.pointer)
    expect(first!.children[0]!.value).toBe(family!.pointer)
    expect(second!.children[0]!.value).toBe(family!.pointer)
    expect(family!.children.map((node) => node.value)).toEqual([first!.pointer, '@ not a pointer'])
  })

  test('in GEDCOM 7, ids keep their case', () => {
    const file = gedcom('7.0', '0 @I 1@ INDI', '0 @i 1@ INDI')
    const people = readPeople(new TextEncoder().encode(file).buffer as ArrayBuffer)
    expect(new Set(people.map((person) => person.key)).size).toBe(2)
  })
})
