import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type GedcomNode } from 'gedcom'
import type { TreeNode } from 'read-gedcom'
import { expect, test } from 'vitest'
import { buildComuniModuleData } from '../../scripts/build/vite-comuni-index.ts'
import { RELATIONS } from '../../src/content/journey-story.ts'
import { toAncestor } from '../../src/features/journey/lib/import-ancestor.ts'
import { placeMatcher } from '../../src/features/journey/lib/match-places.ts'
import { readPeople, readTree } from '../../src/features/journey/lib/read-people.ts'
import { newAncestor, type Ancestor } from '../../src/features/journey/lib/story-types.ts'
import { blankAncestor, gedcomPlace, writeGedcom } from '../../src/lib/gedcom/write-gedcom.ts'
import { parseTownData } from '../../src/lib/towns/town-data.ts'

/**
 * The export (src/lib/gedcom/write-gedcom.ts, docs/decisions/259) read back by two independent readers: the import's
 * own (read-gedcom, through readTree and readPeople) and tmcw's `gedcom` parser; and import → export → import over
 * the project's GEDCOM fixtures keeps everything the import keeps (docs/gedcom.md).
 */
const DAY = '2026-11-28'
const write = (ancestors: Ancestor[]) => writeGedcom(ancestors, { day: DAY, relations: RELATIONS })
const buffer = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
// The comuni as the town finder's index holds them (scripts/build/vite-comuni-index.ts builds both).
const towns = parseTownData(buildComuniModuleData())
const match = placeMatcher(towns)

const LONG_NOTE = `Came with two brothers; wrote home to mamma@padula every month.\n${'He worked on the railroads of Pennsylvania, then in a bakery on Mulberry Street. '.repeat(8)}`

const family: Ancestor[] = [
  newAncestor({
    givenNames: 'Giuseppe Antonio',
    surnameItaly: 'Russo',
    surnameAmerica: 'Ross',
    relation: 'great-grandparent',
    birthDate: { kind: 'exact', value: '1887-03-12' },
    birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
    emigrationYear: 1905,
    departurePort: 'Napoli',
    ship: 'Prinzessin Irene',
    arrivalPort: 'New York',
    arrivalYear: 1906,
    notes: LONG_NOTE,
  }),
  newAncestor({
    givenNames: 'Maria Carmela',
    surnameItaly: 'Esposito',
    birthDate: { kind: 'about', value: '1890' },
    birthPlaceText: 'a village near Cefalù',
  }),
  newAncestor({
    givenNames: 'Rosa',
    surnameItaly: 'Russo',
    birthDate: { kind: 'year', value: '1912' },
  }),
]

const child = (node: TreeNode, ...tags: string[]): TreeNode | undefined =>
  tags.reduce<TreeNode | undefined>(
    (found, tag) => found?.children.find((other) => other.tag === tag),
    node,
  )

test('the header names the product, the day, the version, UTF-8 and a submitter; every line is at most 255 bytes', () => {
  const text = write(family)
  const root = readTree(buffer(text))
  const head = root.children[0]!
  expect(head.tag).toBe('HEAD')
  expect(child(head, 'SOUR')?.value).toBe('RADICI')
  expect(child(head, 'SOUR', 'NAME')?.value).toBe('Radici')
  expect(child(head, 'DATE')?.value).toBe('28 NOV 2026')
  expect(child(head, 'GEDC', 'VERS')?.value).toBe('5.5.1')
  expect(child(head, 'GEDC', 'FORM')?.value).toBe('LINEAGE-LINKED')
  expect(child(head, 'CHAR')?.value).toBe('UTF-8')
  expect(child(head, 'FILE')?.value).toBe('Russo-family-tree-2026-11-28.ged')
  const submitter = root.children.find((record) => record.tag === 'SUBM')
  expect(child(head, 'SUBM')?.value).toBe(submitter?.pointer)
  expect(child(submitter!, 'NAME')?.value).toBe('The Russo family')
  expect(root.children.at(-1)?.tag).toBe('TRLR')
  for (const line of text.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(255)
})

test('read-gedcom reads back names, dates, places, emigration and arrival, notes and relation', () => {
  const root = readTree(buffer(write(family)))
  const people = root.children.filter((record) => record.tag === 'INDI')
  expect(people).toHaveLength(3)
  const giuseppe = people[0]!
  const names = giuseppe.children.filter((node) => node.tag === 'NAME')
  expect(names.map((name) => name.value)).toEqual([
    'Giuseppe Antonio /Russo/',
    'Giuseppe Antonio /Ross/',
  ])
  expect(child(names[1]!, 'TYPE')?.value).toBe('aka')
  expect(child(giuseppe, 'BIRT', 'DATE')?.value).toBe('12 MAR 1887')
  expect(child(giuseppe, 'BIRT', 'PLAC')?.value).toBe('Padula, Salerno, Campania, Italy')
  expect(child(giuseppe, 'EMIG', 'DATE')?.value).toBe('1905')
  expect(child(giuseppe, 'EMIG', 'PLAC')?.value).toBe('Napoli')
  expect(child(giuseppe, 'EMIG', 'NOTE')?.value).toBe('Ship: Prinzessin Irene')
  expect(child(giuseppe, 'IMMI', 'DATE')?.value).toBe('1906')
  expect(child(giuseppe, 'IMMI', 'PLAC')?.value).toBe('New York')
  const notes = giuseppe.children.filter((node) => node.tag === 'NOTE').map((note) => note.value)
  expect(notes[0]).toBe('Relation to the family: Great-grandparent')
  // CONC/CONT joined again; an '@' is written '@@' and read as one.
  expect(notes[1]).toBe(LONG_NOTE.trim())

  expect(readPeople(buffer(write(family)))).toMatchObject([
    {
      givenNames: 'Giuseppe Antonio',
      surname: 'Russo',
      birthDate: { kind: 'exact', value: '1887-03-12' },
      birthPlace: 'Padula, Salerno, Campania, Italy',
      emigrationYear: 1905,
    },
    {
      givenNames: 'Maria Carmela',
      surname: 'Esposito',
      birthText: 'ABT 1890',
      birthDate: { kind: 'about', value: '1890' },
      birthPlace: 'a village near Cefalù',
      emigrationYear: null,
    },
    {
      givenNames: 'Rosa',
      surname: 'Russo',
      birthDate: { kind: 'year', value: '1912' },
      birthPlace: null,
    },
  ])
})

test('the independent `gedcom` parser reads the same names, dates, places and emigration', () => {
  type Node = GedcomNode
  const root = parse(write(family))
  const find = (node: Node | undefined, ...types: string[]) =>
    types.reduce<Node | undefined>(
      (found, type) => found?.children.find((other) => other.type === type),
      node,
    )
  expect(find(root, 'HEAD', 'GEDC', 'VERS')?.data.value).toBe('5.5.1')
  const people = root.children.filter((node) => node.type === 'INDI')
  expect(people.map((person) => find(person, 'NAME')?.data.value)).toEqual([
    'Giuseppe Antonio /Russo/',
    'Maria Carmela /Esposito/',
    'Rosa /Russo/',
  ])
  const [giuseppe, maria] = people
  expect(find(giuseppe, 'NAME', 'SURN')?.data.value).toBe('Russo')
  expect(find(giuseppe, 'BIRT', 'DATE')?.data.value).toBe('12 MAR 1887')
  expect(find(giuseppe, 'BIRT', 'PLAC')?.data.value).toBe('Padula, Salerno, Campania, Italy')
  expect(find(giuseppe, 'EMIG', 'DATE')?.data.value).toBe('1905')
  expect(find(giuseppe, 'EMIG', 'PLAC')?.data.value).toBe('Napoli')
  expect(find(giuseppe, 'IMMI', 'PLAC')?.data.value).toBe('New York')
  const note = giuseppe!.children.filter((node) => node.type === 'NOTE')[1]?.data.value
  // This reader joins CONC/CONT and keeps '@@' as written.
  expect(note?.replace(/@@/g, '@')).toBe(LONG_NOTE.trim())
  expect(find(maria, 'BIRT', 'DATE')?.data.value).toBe('ABT 1890')
  expect(find(maria, 'BIRT', 'PLAC')?.data.value).toBe('a village near Cefalù')
})

test('characters beyond U+FFFF are written whole in UTF-8 and read back by `gedcom`', () => {
  const note = `Nonna Rosa 🌹 ${'🇮🇹'.repeat(120)}`
  const text = write([newAncestor({ givenNames: 'Rosa', notes: note })])
  const person = parse(text).children.find((node) => node.type === 'INDI')
  expect(person?.children.find((node) => node.type === 'NOTE')?.data.value).toBe(note)
})

test('a blank card is left out; a card with little on it: no empty events, a surname only from America, slashes kept out of NAME', () => {
  const text = write([
    newAncestor(),
    newAncestor({ surnameAmerica: 'Smith', givenNames: 'Anna/Anne' }),
  ])
  const people = readTree(buffer(text)).children.filter((record) => record.tag === 'INDI')
  expect(people).toHaveLength(1)
  expect(people[0]?.children.map((node) => [node.tag, node.value])).toEqual([
    ['NAME', 'Anna Anne /Smith/'],
  ])
  expect(child(people[0]!, 'NAME', 'GIVN')?.value).toBe('Anna/Anne')
  expect(text).toContain('1 FILE Smith-family-tree-2026-11-28.ged')
  expect(readPeople(buffer(text))[0]).toMatchObject({ givenNames: 'Anna/Anne', surname: 'Smith' })
})

const FIXTURES = join(process.cwd(), 'tests/fixtures/gedcom')
const fixtureFiles = [
  'sample-551-utf8.ged',
  'sample-551-utf16.ged',
  'sample-551-ansel.ged',
  'maximal70.ged',
  'maximal70-tree2.ged',
  ...['5', '7'].flatMap((version) =>
    readdirSync(join(FIXTURES, 'gedcom7code', version))
      .filter((name) => name.endsWith('.ged'))
      .map((name) => `gedcom7code/${version}/${name}`),
  ),
]

/** What the import keeps of a file: its people as ancestor cards, without their new ids. */
const imported = (bytes: ArrayBuffer) =>
  readPeople(bytes).map((person) => {
    const { id: _id, ...card } = toAncestor({ ...person, comune: match(person.birthPlace) })
    return card
  })

test.each(fixtureFiles)('import → export → import keeps what the import keeps: %s', (name) => {
  const data = readFileSync(join(FIXTURES, name))
  const first = imported(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
  )
  const cards = first.map((card) => newAncestor(card))
  const again = imported(buffer(write(cards)))
  // A person with nothing the import keeps (no name, date, place or emigration) is a blank card: not exported.
  expect(again).toEqual(first.filter((card) => !blankAncestor(card)))
})

test('the round trip is not empty: the fixtures hold people with names, dates, places and emigration', () => {
  const data = readFileSync(join(FIXTURES, 'sample-551-utf8.ged'))
  const cards = imported(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
  )
  expect(cards[0]).toMatchObject({
    givenNames: 'Giuseppe',
    surnameItaly: 'Russo',
    birthDate: { kind: 'about', value: '1885' },
    birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
    emigrationYear: 1905,
  })
})

test('every comune written as a place is read back as the same comune by the import', () => {
  const lost = towns
    .map((town) => ({ comune: town.name, province: town.province, region: town.region }))
    .filter((place) => {
      const back = match(gedcomPlace({ birthPlace: place, birthPlaceText: null }))
      return back?.comune !== place.comune || back.province !== place.province
    })
  expect(towns.length).toBeGreaterThan(7000)
  expect(lost).toEqual([])
})
