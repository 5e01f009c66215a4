import { expect, test } from 'vitest'
import { inForceSentence } from './sharing-words'

test('the sentence says what is shared with whom, for each choice', () => {
  const agency = 'Zagara Heritage Journeys'
  expect(inForceSentence(agency, { ancestors: false, health: false }, 'will receive')).toBe(
    'Your ancestors’ names and towns and your health and access notes are not shared with Zagara Heritage Journeys.',
  )
  expect(inForceSentence(agency, { ancestors: true, health: false }, 'will receive')).toBe(
    'Zagara Heritage Journeys will receive your ancestors’ names and towns. Your health and access notes are not shared.',
  )
  expect(inForceSentence(agency, { ancestors: false, health: true }, 'receives')).toBe(
    'Zagara Heritage Journeys receives your health and access notes. Your ancestors’ names and towns are not shared.',
  )
  expect(inForceSentence(agency, { ancestors: true, health: true }, 'can see')).toBe(
    'Zagara Heritage Journeys can see your ancestors’ names and towns and your health and access notes.',
  )
})
