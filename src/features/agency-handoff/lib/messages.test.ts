import { expect, test } from 'vitest'
import { createTranslator } from 'use-intl/core'
import { agencyIntl } from './agency-intl'
import { en, it } from './messages'

/** Every message of both catalogs is valid ICU and formats with its arguments (docs/decisions/217). */
const ARGS = {
  agency: 'Zagara',
  deadline: 'lunedì 10 maggio 2027 alle ore 11:00, ora italiana',
  count: 3,
  day: 1,
  town: 'Palermo',
  name: 'Rosa',
  reference: 'ZH-1',
}

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

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

test('Italian and English plurals', () => {
  const t = (locale: 'it' | 'en', count: number) =>
    createTranslator({ locale, messages: locale === 'it' ? it : en })('brief.peopleCount', {
      count,
    })
  expect([t('it', 1), t('it', 4), t('en', 1), t('en', 4)]).toEqual([
    '1 partecipante',
    '4 partecipanti',
    '1 traveler',
    '4 travelers',
  ])
})

test('after the deadline the page says when it passed and that the agency can still answer', () => {
  const { t, deadline } = agencyIntl('it')
  expect(t('page.overdue', { deadline: deadline('2027-05-10T09:00:00.000Z') })).toBe(
    'Il termine per la risposta è scaduto lunedì 10 maggio 2027 alle ore 11:00, ora italiana; potete ancora rispondere finché la richiesta non viene assegnata a un’altra agenzia.',
  )
  const english = agencyIntl('en')
  expect(
    english.t('page.deadline', { deadline: english.deadline('2027-10-31T10:00:00.000Z') }),
  ).toBe('Please reply by Sunday 31 October 2027 at 11:00, Italian time.')
})

test('the Italian catalog has no English word; the English one spells the American way (ADR 133)', () => {
  const english = /\b(the|and|you|your|journey|brief|not|of|reference)\b/i
  for (const key of keys(it)) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as never)[part], it)
    // The arguments' names are code, not words; 'English' is the language switch's name in its own language.
    const words = String(text).replace(/\{[^{}]*\}/g, '')
    if (key !== 'page.switchTo') expect(words, key).not.toMatch(english)
  }
  expect(JSON.stringify(en)).not.toMatch(/organis|travell/)
})
