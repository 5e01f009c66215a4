// @vitest-environment node
import { expect, test } from 'vitest'
import { mapToSubmission } from './map-to-submission.ts'
import { createInquiryRequestSchema, type InquiryRequest } from './schema.ts'

const base: InquiryRequest = {
  regions: '  Sicily, Calabria ',
  travelDate: '2030-05-14',
  travelDateUnknown: false,
  tripDuration: '2-weeks',
  genealogyExpectations: 'recent-ancestors',
  name: ' Maria ',
  lastName: ' Russo  ',
  email: ' maria@example.com ',
  phone: ' +1 555 0100 ',
  newsletterConsent: true,
  submissionKey: '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11',
  agencyId: 'sicilia-heritage',
  itineraryId: 'sicily-roots',
  towns: [{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }],
}

test('maps a dated request with a phone to the stored fields', () => {
  expect(mapToSubmission(base)).toEqual({
    name: 'Maria Russo',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    planning_stage: 'dates-set',
    regions: 'Sicily, Calabria',
    travel_dates: '2030-05-14',
    trip_duration: '2-weeks',
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    genealogy_help: 'recent-ancestors',
    preferred_contact: 'email-or-phone',
    newsletter_consent: true,
    agency_id: 'sicilia-heritage',
    itinerary_id: 'sicily-roots',
    submission_key: '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11',
    status: 'active',
    towns: [{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }],
  })
})

test('towns: shape only (the database checks the list); at most 10, no repeats, NFC', () => {
  const schema = createInquiryRequestSchema(() => new Date('2030-01-01T00:00:00Z'))
  const request = { ...base, travelDate: '2030-05-14' }
  const decomposed = 'Cefalu\u0300'
  const parsed = schema.parse({
    ...request,
    towns: [{ comune: ` ${decomposed} `, province: 'Palermo', region: 'Sicilia' }],
  })
  expect(parsed.towns).toEqual([{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }])
  expect(schema.parse({ ...request, towns: undefined }).towns).toEqual([])
  const town = { comune: 'Padula', province: 'Salerno', region: 'Campania' }
  expect(schema.safeParse({ ...request, towns: [town, town] }).success).toBe(false)
  expect(schema.safeParse({ ...request, towns: [{ ...town, extra: 1 }] }).success).toBe(false)
  expect(schema.safeParse({ ...request, towns: [{ comune: 'Padula' }] }).success).toBe(false)
  expect(schema.safeParse({ ...request, towns: 'Padula' }).success).toBe(false)
  const many = Array.from({ length: 11 }, (_, index) => ({ ...town, comune: `Town ${index}` }))
  expect(schema.safeParse({ ...request, towns: many }).success).toBe(false)
})

test('an unknown date, no phone and no regions map to exploring, email and null', () => {
  const row = mapToSubmission({
    ...base,
    travelDate: null,
    travelDateUnknown: true,
    phone: '   ',
    regions: ' ',
    agencyId: null,
    itineraryId: null,
  })
  expect(row).toMatchObject({
    planning_stage: 'exploring',
    travel_dates: "I don't know yet",
    phone: null,
    preferred_contact: 'email',
    regions: null,
    agency_id: null,
    itinerary_id: null,
  })
})

test('an ISO date-time keeps its calendar date', () => {
  const parsed = createInquiryRequestSchema(() => new Date('2030-01-01T00:00:00Z')).parse({
    ...base,
    travelDate: '2030-05-14T00:00:00.000Z',
  })
  expect(mapToSubmission(parsed).travel_dates).toBe('2030-05-14')
})
