import { expect, test } from 'vitest'
import { readDates, readPlanJourney } from './brief.ts'

/** The brief's dates as codes (docs/decisions/223) and the plan's content read without its health keys (222). */

test('dates become codes; anything else stays as written, with its author', () => {
  expect(readDates("I don't know yet", 'family')).toEqual({ kind: 'unknown' })
  expect(readDates('2027-05-10', 'family')).toEqual({ kind: 'day', date: '2027-05-10' })
  expect(readDates('2027-05-10 – 2027-05-20', 'team')).toEqual({
    kind: 'range',
    start: '2027-05-10',
    end: '2027-05-20',
  })
  expect(readDates('2027-02-30', 'family')).toEqual({
    kind: 'written',
    written: { text: '2027-02-30', by: 'family' },
  })
  expect(readDates('late May', 'team')).toEqual({
    kind: 'written',
    written: { text: 'late May', by: 'team' },
  })
  expect(readDates('  ', 'family')).toBeNull()
  expect(readDates(null, 'family')).toBeNull()
})

test('the plan’s own health keys are never read; odd content gives empty answers', () => {
  const journey = readPlanJourney({
    journey: { start: '2027-05-10', end: '2027-05-12', hotel: ' Three stars ', days: 'x' },
    healthNotes: 'Written by the team',
    accessNotes: 'Also by the team',
  })
  expect(journey).toEqual({
    dates: { kind: 'range', start: '2027-05-10', end: '2027-05-12' },
    days: [],
    hotelLevel: 'Three stars',
    ancestors: [],
  })
  expect(JSON.stringify(journey)).not.toContain('team')
  expect(readPlanJourney(null)).toEqual({ dates: null, days: [], hotelLevel: null, ancestors: [] })
})
