import { matchesRegion, readRegionParam, toRegionParam } from './region-param'

test('a button label is stored lower-cased', () => {
  expect(toRegionParam('Sicily')).toBe('sicily')
  expect(toRegionParam('All Regions')).toBe('all regions')
})

test('region names match case-insensitively and nothing else', () => {
  expect(matchesRegion('Sicily', 'sicily')).toBe(true)
  expect(matchesRegion('Sicily', 'SICILY')).toBe(true)
  expect(matchesRegion('Sicily', 'sic')).toBe(false)
  expect(matchesRegion('Puglia', 'sicily')).toBe(false)
})

test('an absent or blank parameter means all regions', () => {
  expect(readRegionParam(new URLSearchParams(''))).toBeNull()
  expect(readRegionParam(new URLSearchParams('region='))).toBeNull()
  expect(readRegionParam(new URLSearchParams('region=Calabria'))).toBe('Calabria')
})
