import { expect, test } from 'vitest'
import { blankDraft, draftFromItinerary, toDraft, toMinor } from './draft-form'

test('typed euros become integer cents; anything else is refused', () => {
  expect(toMinor('2450')).toBe(245000)
  expect(toMinor('2,450.50')).toBe(245050)
  expect(toMinor('€ 99.9')).toBe(9990)
  expect(toMinor('12.345')).toBeNull()
  expect(toMinor('about 2000')).toBeNull()
  expect(toDraft({ ...blankDraft(), perPerson: 'lots' })).toEqual({
    error: 'The price per person is a number of euros, e.g. 2450.',
  })
})

test('a sample itinerary fills the days and proposes its agency, never a town it would invent', () => {
  const draft = draftFromItinerary('campania-heritage', blankDraft())
  expect(draft.agencyId).not.toBe('')
  expect(draft.content.journey.days.length).toBeGreaterThan(0)
  for (const day of draft.content.journey.days) {
    expect(day.title.length).toBeGreaterThan(0)
    // The team picks the comune with the town finder; a highlight's first words are not a town.
    expect(day.town).toBe('')
  }
})
