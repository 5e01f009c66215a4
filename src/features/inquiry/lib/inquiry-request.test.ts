import { expect, test } from 'vitest'
import { emptyInquiry } from './inquiry-form-values'
import { buildInquiryRequest } from './inquiry-request'

const key = '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11'

test('the request carries the fields of docs/product/inquiry.md, trimmed, with key, context and honeypot', () => {
  const body = buildInquiryRequest(
    {
      ...emptyInquiry,
      regions: ' Sicily ',
      towns: [{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }],
      travelDate: '2030-05-14',
      tripDuration: '10-days',
      genealogyExpectations: 'full-family-tree',
      name: ' Maria ',
      lastName: ' Russo ',
      email: ' maria@example.com ',
      phone: ' +1 555 0100 ',
      newsletterConsent: true,
    },
    key,
    { agencyId: 'sicilia-heritage', itineraryId: 'sicily-roots' },
  )
  expect(body).toEqual({
    regions: 'Sicily',
    towns: [{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }],
    travelDate: '2030-05-14',
    travelDateUnknown: false,
    tripDuration: '10-days',
    genealogyExpectations: 'full-family-tree',
    name: 'Maria',
    lastName: 'Russo',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    newsletterConsent: true,
    submissionKey: key,
    agencyId: 'sicilia-heritage',
    itineraryId: 'sicily-roots',
    website: '',
  })
})

test('"I don\'t know yet" sends a null date, and no context sends null ids', () => {
  const body = buildInquiryRequest(
    { ...emptyInquiry, travelDate: '2030-05-14', travelDateUnknown: true },
    key,
  )
  expect(body).toMatchObject({
    travelDate: null,
    travelDateUnknown: true,
    agencyId: null,
    itineraryId: null,
  })
})
