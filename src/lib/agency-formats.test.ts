import { describe, expect, test } from 'vitest'
import {
  capitalized,
  formatDay,
  formatDayRange,
  formatDeadline,
  formatEuros,
  formatFromDay,
  italianArticle,
} from './agency-formats'

/** The trade's Italian and British English (docs/decisions/257-agency-italian-formats.md). */

const NBSP = '\u00a0'

describe('deadlines: weekday and time in Rome, summer time from Intl', () => {
  test('an ordinary deadline', () => {
    expect(formatDeadline('2027-05-10T09:00:00.000Z', 'it')).toBe(
      'lunedì 10 maggio 2027 alle ore 11:00, ora italiana',
    )
    expect(formatDeadline('2027-05-10T09:00:00.000Z', 'en')).toBe(
      'Monday 10 May 2027 at 11:00, Italian time',
    )
  })

  test('the week summer time starts (Sunday 28 March 2027, 02:00 → 03:00)', () => {
    // Before the change Rome is UTC+1, after it UTC+2: the same UTC hour reads an hour later.
    expect(formatDeadline('2027-03-27T10:00:00Z', 'it')).toBe(
      'sabato 27 marzo 2027 alle ore 11:00, ora italiana',
    )
    expect(formatDeadline('2027-03-29T10:00:00Z', 'it')).toBe(
      'lunedì 29 marzo 2027 alle ore 12:00, ora italiana',
    )
    expect(formatDeadline('2027-03-29T10:00:00Z', 'en')).toBe(
      'Monday 29 March 2027 at 12:00, Italian time',
    )
    // 00:30 UTC on the 28th is 01:30 in Rome; 01:30 UTC is 03:30 (02:xx never happens).
    expect(formatDeadline('2027-03-28T00:30:00Z', 'it')).toContain('alle ore 01:30')
    expect(formatDeadline('2027-03-28T01:30:00Z', 'it')).toContain('alle ore 03:30')
  })

  test('the day summer time ends (Sunday 31 October 2027, 03:00 → 02:00)', () => {
    expect(formatDeadline('2027-10-30T10:00:00Z', 'it')).toBe(
      'sabato 30 ottobre 2027 alle ore 12:00, ora italiana',
    )
    expect(formatDeadline('2027-10-31T10:00:00Z', 'it')).toBe(
      'domenica 31 ottobre 2027 alle ore 11:00, ora italiana',
    )
    expect(formatDeadline('2027-10-31T10:00:00Z', 'en')).toBe(
      'Sunday 31 October 2027 at 11:00, Italian time',
    )
  })

  test('the day in Rome, not in UTC, near midnight; the first of the month is "1º"', () => {
    expect(formatDeadline('2027-04-30T22:30:00Z', 'it')).toBe(
      'sabato 1º maggio 2027 alle ore 00:30, ora italiana',
    )
    expect(formatDeadline('2027-04-30T22:30:00Z', 'en')).toBe(
      'Saturday 1 May 2027 at 00:30, Italian time',
    )
  })
})

describe('days and ranges', () => {
  test('articles elide before 8 and 11; the first is "primo" and keeps its article', () => {
    expect(['il', 'dal', 'al'].map((word) => italianArticle(word as 'il', 8))).toEqual([
      'l’',
      'dall’',
      'all’',
    ])
    expect(italianArticle('dal', 11)).toBe('dall’')
    expect(italianArticle('dal', 1)).toBe('dal ')
    expect(italianArticle('al', 18)).toBe('al ')
    expect(italianArticle('il', 10)).toBe('il ')
  })

  test('one day', () => {
    expect(formatDay('2027-05-10', 'it')).toBe('10 maggio 2027')
    expect(formatDay('2027-05-01', 'it')).toBe('1º maggio 2027')
    expect(formatDay('2027-05-10', 'en')).toBe('10 May 2027')
    expect(formatFromDay('2027-05-10', 'it')).toBe('dal 10 maggio 2027')
    expect(formatFromDay('2027-05-08', 'it')).toBe('dall’8 maggio 2027')
    expect(formatFromDay('2027-05-11', 'it')).toBe('dall’11 maggio 2027')
    expect(formatFromDay('2027-05-01', 'it')).toBe('dal 1º maggio 2027')
    expect(formatFromDay('2027-05-01', 'en')).toBe('from 1 May 2027')
  })

  test('a range says the month and the year once where they are shared', () => {
    expect(formatDayRange('2027-05-08', '2027-05-11', 'it')).toBe('dall’8 all’11 maggio 2027')
    expect(formatDayRange('2027-05-10', '2027-05-20', 'it')).toBe('dal 10 al 20 maggio 2027')
    expect(formatDayRange('2027-05-01', '2027-05-08', 'it')).toBe('dal 1º all’8 maggio 2027')
    expect(formatDayRange('2027-04-30', '2027-05-03', 'it')).toBe('dal 30 aprile al 3 maggio 2027')
    expect(formatDayRange('2027-04-11', '2027-05-01', 'it')).toBe(
      'dall’11 aprile al 1º maggio 2027',
    )
    expect(formatDayRange('2027-12-30', '2028-01-02', 'it')).toBe(
      'dal 30 dicembre 2027 al 2 gennaio 2028',
    )
    expect(formatDayRange('2027-05-08', '2027-05-08', 'it')).toBe('l’8 maggio 2027')
    expect(formatDayRange('2027-05-08', '2027-05-11', 'en')).toBe('8–11 May 2027')
    expect(formatDayRange('2027-04-30', '2027-05-03', 'en')).toBe('30 April – 3 May 2027')
    expect(formatDayRange('2027-12-30', '2028-01-02', 'en')).toBe(
      '30 December 2027 – 2 January 2028',
    )
  })

  test('a calendar day is the same day whatever the zone', () => {
    // Rome is ahead of UTC: a day read at midnight UTC must not become the day before anywhere.
    expect(formatDay('2027-03-28', 'it')).toBe('28 marzo 2027')
    expect(formatDay('2027-10-31', 'en')).toBe('31 October 2027')
  })
})

describe('euros', () => {
  test('Italian groups four digits (CLDR would not without useGrouping: always) and shows cents', () => {
    expect(formatEuros(1250, 'it')).toBe(`1.250,00${NBSP}€`)
    expect(formatEuros(12000, 'it')).toBe(`12.000,00${NBSP}€`)
    expect(formatEuros(950, 'it')).toBe(`950,00${NBSP}€`)
    expect(formatEuros(1250.5, 'it')).toBe(`1.250,50${NBSP}€`)
    expect(
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(1250),
    ).toBe(`1250,00${NBSP}€`)
  })

  test('British English', () => {
    expect(formatEuros(1250, 'en')).toBe('€1,250.00')
    expect(formatEuros(12000, 'en')).toBe('€12,000.00')
  })
})

test('a phrase shown on its own starts with a capital', () => {
  expect(capitalized('dall’8 all’11 maggio 2027')).toBe('Dall’8 all’11 maggio 2027')
  expect(capitalized('from 10 May 2027')).toBe('From 10 May 2027')
})
