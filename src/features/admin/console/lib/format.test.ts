import { expect, test } from 'vitest'
import { formatBudget, formatTravelDates, longDate, newsletterLabel, toInquiryView } from './format'
import { storedInquiry } from '@fixtures/stored-inquiry'

test('budgets show in euros', () => {
  expect(formatBudget(5000)).toBe('€5,000')
  expect(formatBudget('12000')).toBe('€12,000')
  expect(formatBudget('5000-10000')).toBe('5000-10000 EUR')
  expect(formatBudget('€3,000 - €5,000')).toBe('€3,000 - €5,000')
  expect(formatBudget(null)).toBe('Not specified')
})

const stored = storedInquiry({
  id: '1',
  name: 'Maria Rossi',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  planning_stage: 'dates-set',
  regions: 'Sicily',
  travel_dates: '2027-05-10',
  trip_duration: '10-days',
  group_size: 4,
  age_ranges: '30-45, 65+',
  budget: 8000,
  hotel_preference: 'Boutique',
  genealogy_help: 'full-family-tree',
  preferred_contact: 'email-or-phone',
  created_at: '2026-11-21T15:45:00.000Z',
  status: 'active',
})

test('stored values read with their labels', () => {
  expect(toInquiryView(stored)).toEqual({
    name: 'Maria Rossi',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    planningStage: 'Dates set',
    regions: 'Sicily',
    travelDates: '2027-05-10',
    tripDuration: 'About 10 days',
    groupSize: '4',
    ageRanges: '30-45, 65+',
    budget: '€8,000',
    hotelPreference: 'Boutique',
    genealogyHelp: 'A full family tree',
    preferredContact: 'Email or phone',
    towns: '',
    travelDatesLong: 'May 10, 2027',
    agency: 'None',
    itinerary: 'None',
  })
})

test('chosen towns read as comune (province, region), one after another', () => {
  const view = toInquiryView({
    ...stored,
    towns: [
      { comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' },
      { comune: 'Padula', province: 'Salerno', region: 'Campania' },
    ],
  })
  expect(view.towns).toBe('Cefalù (Palermo, Sicilia); Padula (Salerno, Campania)')
  expect(view.regions).toBe('Sicily')
})

test('missing values read as Not specified, regions as Not sure yet, hotel stays empty', () => {
  const view = toInquiryView({
    ...stored,
    phone: null,
    planning_stage: 'exploring',
    regions: null,
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    trip_duration: "I don't know yet",
  })
  expect(view.planningStage).toBe('Exploring')
  expect(view.regions).toBe('Not sure yet')
  expect(view.phone).toBe('Not specified')
  expect(view.groupSize).toBe('Not specified')
  expect(view.ageRanges).toBe('Not specified')
  expect(view.budget).toBe('Not specified')
  expect(view.hotelPreference).toBe('')
  expect(view.tripDuration).toBe("I don't know yet")
})

test('the team reads names and long-form travel dates; the CSV’s value stays as stored', () => {
  const view = toInquiryView(
    storedInquiry({
      travel_dates: '2027-05-12',
      agency_id: 'calabria-explorer',
      itinerary_id: 'calabria-origins',
    }),
  )
  expect(view.travelDatesLong).toBe('May 12, 2027')
  expect(view.travelDates).toBe('2027-05-12')
  expect(view.agency).toBe('Due Mari Explorer')
  expect(view.itinerary).toBe('Calabrian Origins Tour')
  expect(formatTravelDates("I don't know yet")).toBe("I don't know yet")
  expect(toInquiryView(storedInquiry({ agency_id: 'gone-agency' })).agency).toBe('gone-agency')
})

test('the newsletter field says whether the subscription went through', () => {
  const base = { newsletter_consent: true, newsletter_error: null }
  expect(newsletterLabel({ ...base, newsletter_consent: false, newsletter_status: 'none' })).toBe(
    'No',
  )
  expect(newsletterLabel({ ...base, newsletter_status: 'sent' })).toBe('Yes: subscribed')
  expect(newsletterLabel({ ...base, newsletter_status: 'pending' })).toContain('pending')
  expect(
    newsletterLabel({ ...base, newsletter_status: 'failed', newsletter_error: 'answered 503' }),
  ).toContain('failed (answered 503)')
})

test('calendar dates read in the same US long form', () => {
  expect(longDate('1890-03-14')).toBe('March 14, 1890')
  expect(longDate('1890-03')).toBe('March 1890')
  expect(longDate('1890')).toBe('1890')
  expect(formatTravelDates('2027-05-12')).toBe('May 12, 2027')
})
