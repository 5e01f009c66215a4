import { itineraries } from '@/content/itineraries'
import { filterItineraries, itineraryCountLabel, itineraryRegionFilters } from './itinerary-filters'

test('the buttons are All Regions plus the eight blog regions, stored lower-cased', () => {
  expect(itineraryRegionFilters.map((option) => option.label)).toEqual([
    'All Regions',
    'Sicily',
    'Tuscany',
    'Calabria',
    'Campania',
    'Puglia',
    'Abruzzo',
    'Marche',
    'Molise',
  ])
  expect(itineraryRegionFilters[0]?.value).toBeNull()
  for (const option of itineraryRegionFilters.slice(1))
    expect(option.value).toBe(option.label.toLowerCase())
})

test('without a region every itinerary is listed', () => {
  expect(filterItineraries(itineraries, null)).toHaveLength(6)
})

test('the region matches case-insensitively', () => {
  expect(filterItineraries(itineraries, 'sicily').map((i) => i.id)).toEqual(['sicily-roots'])
  expect(filterItineraries(itineraries, 'SICILY').map((i) => i.id)).toEqual(['sicily-roots'])
  expect(filterItineraries(itineraries, 'Veneto').map((i) => i.id)).toEqual(['veneto-legacy'])
})

test('a region with no itinerary gives an empty list', () => {
  expect(filterItineraries(itineraries, 'molise')).toEqual([])
  expect(filterItineraries(itineraries, 'tuscany')).toEqual([])
})

test('the live status counts the results', () => {
  expect(itineraryCountLabel(6)).toBe('Showing 6 itineraries')
  expect(itineraryCountLabel(1)).toBe('Showing 1 itinerary')
  expect(itineraryCountLabel(0)).toBe('Showing 0 itineraries')
})
