import { expect, test } from 'vitest'
import { createTranslator } from 'use-intl/core'
import { NOT_FOUND_REASONS } from '@/lib/contracts/research'
import { en, it } from './messages'
import { researchIntl } from './research-intl'

/** Every message of both catalogs is valid ICU and formats with its arguments (docs/decisions/263). */
const ARGS = {
  family: 'Rossi',
  name: 'Giulia Bianchi',
  date: '10 maggio 2027',
  count: 3,
  kind: 'Archivi digitali',
  line: 'Rossi',
  backTo: '1820',
  surname: 'Ross',
  when: '1890',
  place: 'Padula',
  year: 1890,
  facts: 'Napoli',
  port: 'Napoli',
  ship: 'Lombardia',
  notes: 'Note',
  archive: 'Archivio di Stato di Salerno',
  from: 1850,
  to: 1860,
  names: 'Rossi',
  reason: 'Altro',
  comune: 'Padula',
  number: 2,
  citation: 'Archivio di Stato di Salerno, 1890.',
  role: 'padre',
  proof: 'Accertato',
  version: 1,
  questions: '1, 2',
  price: '250,00 €',
  towns: 'Padula (SA)',
}

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const valueAt = (catalog: object, key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as never)[part], catalog))

test('both catalogs have the same keys, and every message formats', () => {
  expect(keys(en)).toEqual(keys(it))
  for (const [locale, messages] of [
    ['it', it],
    ['en', en],
  ] as const) {
    const t = createTranslator({
      locale,
      messages,
      onError: (error) => {
        throw error
      },
    })
    for (const key of keys(messages)) {
      // The keys come from the catalog itself; the translator's key type cannot know a computed one.
      const text = (t as unknown as (key: string, values: object) => string)(key, ARGS)
      expect(text, `${locale}: ${key}`).not.toMatch(/[{}]/)
    }
  }
})

test('every not-found reason has its words in both languages, each different', () => {
  for (const messages of [it, en]) {
    const words = NOT_FOUND_REASONS.map((reason) => messages.reasons[reason])
    expect(words.every(Boolean)).toBe(true)
    expect(new Set(words).size).toBe(NOT_FOUND_REASONS.length)
  }
  expect(Object.keys(it.reasons)).toEqual([...NOT_FOUND_REASONS])
})

test('days and plurals in Italian and English', () => {
  const italian = researchIntl('it')
  const english = researchIntl('en')
  expect(italian.t('page.due', { date: italian.day('2027-05-10T09:00:00.000Z') })).toBe(
    'Primi risultati attesi entro il 10 maggio 2027.',
  )
  expect(english.day('2027-05-01')).toBe('1 May 2027')
  expect(italian.t('questions.weeks', { count: 1 })).toBe('1 settimana di lavoro')
  expect(english.t('questions.weeks', { count: 6 })).toBe('6 weeks of work')
})

test('the Italian catalog has no English word; the English one spells the American way (ADR 133)', () => {
  const english = /\b(the|and|you|your|research|record|search|not|of|found)\b/i
  for (const key of keys(it)) {
    // The arguments' names are code, not words; 'English' is the language switch's name in its own language.
    const words = valueAt(it, key).replace(/\{[^{}]*\}/g, '')
    if (key !== 'page.switchTo') expect(words, key).not.toMatch(english)
  }
  // The values only: the contract's codes (not_digitised) are keys.
  for (const key of keys(en)) expect(valueAt(en, key), key).not.toMatch(/organis|travell|digitis/)
})
