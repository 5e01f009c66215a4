import { expect, test } from 'vitest'
import { agencies } from '../../src/content/agencies.ts'
import { itineraries } from '../../src/content/itineraries.ts'
import {
  AGENCY_NAMES,
  ITINERARY_NAMES,
  longTravelDate,
} from '../../supabase/functions/_shared/content-names.ts'

// The edge function cannot import the site's content: its copy of the names is checked against it here.
test('the function’s names are the site’s content, every one', () => {
  expect(AGENCY_NAMES).toEqual(Object.fromEntries(agencies.map((a) => [a.id, a.name])))
  expect(ITINERARY_NAMES).toEqual(Object.fromEntries(itineraries.map((i) => [i.id, i.title])))
})

test('travel dates read in long form; other answers as given', () => {
  expect(longTravelDate('2027-05-12')).toBe('May 12, 2027')
  expect(longTravelDate("I don't know yet")).toBe("I don't know yet")
  expect(longTravelDate('2027-13-45')).toBe('2027-13-45')
})
