// @vitest-environment node
import { expect, test } from 'vitest'
import { calendarDate, createInquiryRequestSchema, fieldErrors } from './schema.ts'

const schema = createInquiryRequestSchema(() => new Date('2030-03-10T12:00:00Z'))
const valid = {
  regions: 'Sicily',
  travelDate: '2030-05-14',
  travelDateUnknown: false,
  tripDuration: '10-days',
  genealogyExpectations: 'full-family-tree',
  name: 'Maria',
  lastName: 'Russo',
  email: 'maria@example.com',
  phone: '',
  newsletterConsent: false,
  submissionKey: '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11',
  agencyId: null,
  itineraryId: null,
  website: '',
}

function errorsOf(body: unknown) {
  const result = schema.safeParse(body)
  return result.success ? {} : fieldErrors(result.error)
}

test('a complete request is valid', () => {
  expect(schema.safeParse(valid).success).toBe(true)
})

test('unknown keys are rejected', () => {
  expect(Object.keys(errorsOf({ ...valid, admin: true }))).toContain('_')
})

test.each([
  ['tripDuration', { tripDuration: '5-days' }],
  ['genealogyExpectations', { genealogyExpectations: 'everything' }],
  ['email', { email: 'not-an-email' }],
  ['name', { name: '   ' }],
  ['lastName', { lastName: 'x'.repeat(101) }],
  ['phone', { phone: '<script>' }],
  ['submissionKey', { submissionKey: 'abc' }],
  ['travelDate', { travelDate: '2030-03-01' }],
  ['travelDate', { travelDate: '14/05/2030' }],
  ['travelDate', { travelDate: '2030-02-30' }],
  ['travelDate', { travelDate: null }],
  ['travelDate', { travelDateUnknown: true }],
  ['agencyId', { agencyId: '../../etc' }],
])('%s is checked (%o)', (field, change) => {
  expect(Object.keys(errorsOf({ ...valid, ...change }))).toContain(field)
})

test('a visitor west of UTC may pick their today, which is yesterday in UTC', () => {
  expect(schema.safeParse({ ...valid, travelDate: '2030-03-09' }).success).toBe(true)
})

test('an unknown date needs travelDate null', () => {
  expect(schema.safeParse({ ...valid, travelDate: null, travelDateUnknown: true }).success).toBe(
    true,
  )
})

test('calendarDate accepts real dates only', () => {
  expect(calendarDate('2030-05-14')).toBe('2030-05-14')
  expect(calendarDate('2030-05-14T10:00:00+02:00')).toBe('2030-05-14')
  expect(calendarDate('2030-13-01')).toBeNull()
  expect(calendarDate('yesterday')).toBeNull()
})

const source = {
  landingPage: '/blog/sicily',
  referrerHost: 'News.Example.org',
  utmSource: '  newsletter ',
  utmMedium: '',
  utmCampaign: null,
  openedOn: '/blog/sicily',
}

test('the lead source (ADR 170) is optional, bounded and tidied', () => {
  const without = schema.safeParse(valid)
  expect(without.success && without.data.source).toBeUndefined()
  const parsed = schema.safeParse({ ...valid, source })
  expect(parsed.success && parsed.data.source).toEqual({
    landingPage: '/blog/sicily',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
    openedOn: '/blog/sicily',
  })
})

test('the lead source refuses a full URL as a page and unknown keys', () => {
  expect(
    errorsOf({ ...valid, source: { ...source, landingPage: 'https://x.example/' } }),
  ).toHaveProperty('source.landingPage')
  expect(schema.safeParse({ ...valid, source: { ...source, visitorId: 'abc' } }).success).toBe(
    false,
  )
})

test('the lead source refuses a private page, whose path holds a link (docs/decisions/192)', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE'
  for (const page of [
    `/book/${token}`,
    `/journey/${token}`,
    `/agency/${token}`,
    `/research/${token}`,
    `/results/${token}`,
    '//book/x',
  ]) {
    expect(errorsOf({ ...valid, source: { ...source, landingPage: page } })).toHaveProperty(
      'source.landingPage',
    )
    expect(errorsOf({ ...valid, source: { ...source, openedOn: page } })).toHaveProperty(
      'source.openedOn',
    )
  }
  expect(schema.safeParse({ ...valid, source: { ...source, openedOn: '/bookings' } }).success).toBe(
    true,
  )
})
