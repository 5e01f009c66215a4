import { expect, test } from 'vitest'
import { townIndex } from '@/lib/towns/town-index'
import { placeMatcher } from './match-places'

const match = placeMatcher(townIndex.towns)

test('a GEDCOM place naming a comune and its province, region or Italy is that comune', () => {
  expect(match('Padula, Salerno, Campania, Italy')).toEqual({
    comune: 'Padula',
    province: 'Salerno',
    region: 'Campania',
  })
  expect(match('Cefalù, Palermo, Sicilia, Italia')).toMatchObject({ comune: 'Cefalù' })
  expect(match('Cefalu, Sicily')).toMatchObject({ comune: 'Cefalù' })
  expect(match('Padula')).toMatchObject({ comune: 'Padula' })
})

test('places elsewhere, or a comune name without a confirming part, are not matched', () => {
  expect(match('Boston, Suffolk, Massachusetts, USA')).toBeNull()
  expect(match('Padula, Texas, USA')).toBeNull()
  expect(match('')).toBeNull()
  expect(match(null)).toBeNull()
})
