import { expect, test } from 'vitest'
import { regionForContext } from './context-region'

test('a region the app filled from one itinerary is replaced by the next itinerary’s', () => {
  expect(
    regionForContext({ current: 'Sicily', filled: 'Sicily', contextRegion: 'Calabria' }),
  ).toEqual({ regions: 'Calabria', filled: 'Calabria' })
})

test('a region the app filled is cleared where the new context has none (/contact, an agency)', () => {
  expect(regionForContext({ current: 'Sicily', filled: 'Sicily', contextRegion: null })).toEqual({
    regions: '',
    filled: null,
  })
})

test('a region the visitor typed is kept, whatever the context', () => {
  expect(regionForContext({ current: 'Molise', filled: null, contextRegion: 'Calabria' })).toEqual({
    regions: 'Molise',
    filled: null,
  })
})

test('a filled region the visitor then edited is theirs', () => {
  expect(
    regionForContext({ current: 'Sicily, Puglia', filled: 'Sicily', contextRegion: 'Calabria' }),
  ).toEqual({ regions: 'Sicily, Puglia', filled: null })
})

test('an empty field takes the context’s region and remembers it was filled', () => {
  expect(regionForContext({ current: ' ', filled: null, contextRegion: 'Campania' })).toEqual({
    regions: 'Campania',
    filled: 'Campania',
  })
  expect(regionForContext({ current: '', filled: null, contextRegion: null })).toEqual({
    regions: '',
    filled: null,
  })
})
