import { expect, test } from 'vitest'
import { createTranslator } from 'use-intl/core'
import { en, it } from './messages'

/** Every message of both catalogs is valid ICU and formats with its arguments (docs/decisions/217). */
const ARGS = {
  agency: 'Zagara',
  deadline: '29 novembre',
  count: 3,
  day: 1,
  town: 'Palermo',
  name: 'Rosa',
  reference: 'ZH-1',
  date: '10 maggio 2027',
  start: '10 maggio 2027',
  end: '20 maggio 2027',
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
    '1 persona',
    '4 persone',
    '1 person',
    '4 people',
  ])
})
