import { expect, test } from 'vitest'
import { resolveInquiryContext } from './resolve-inquiry-context'

test('a known itinerary and agency give a label, the region and both ids', () => {
  expect(
    resolveInquiryContext({ agencyId: 'sicilia-heritage', itineraryId: 'sicily-roots' }),
  ).toEqual({
    ids: { agencyId: 'sicilia-heritage', itineraryId: 'sicily-roots' },
    label:
      'Sicilian Roots Journey (sample journey) · Zagara Heritage Journeys (sample agency profile)',
    region: 'Sicily',
  })
})

test('an itinerary alone brings its agency; an agency alone has no region', () => {
  expect(resolveInquiryContext({ itineraryId: 'calabria-origins' }).ids.agencyId).toBeDefined()
  expect(resolveInquiryContext({ agencyId: 'lombardy-roots' })).toMatchObject({
    ids: { agencyId: 'lombardy-roots' },
    region: null,
  })
})

test('unknown ids are ignored', () => {
  expect(resolveInquiryContext({ agencyId: 'nope', itineraryId: 'atlantis' })).toEqual({
    ids: {},
    label: null,
    region: null,
  })
  expect(resolveInquiryContext()).toEqual({ ids: {}, label: null, region: null })
})
