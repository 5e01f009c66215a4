import { expect, test } from 'vitest'
import { emptyInquiry, type InquiryFormValues } from './inquiry-form-values'
import { firstInvalidStep, isValidEmail, validateStep, validateSubmit } from './inquiry-validation'

const complete: InquiryFormValues = {
  ...emptyInquiry,
  travelDate: '2030-05-14',
  tripDuration: '2-weeks',
  genealogyExpectations: 'need-guidance',
  name: 'Maria',
  lastName: 'Russo',
  email: 'maria@example.com',
}

const messagesOf = (issues: Array<{ title: string; message: string }>) =>
  issues.map((i) => `${i.title}: ${i.message}`)

test('step 1 needs nothing', () => {
  expect(validateStep(1, emptyInquiry)).toEqual([])
})

test('step 2 needs a date or "I don\'t know yet", and a duration', () => {
  expect(messagesOf(validateStep(2, { ...emptyInquiry, travelDate: '  ' }))).toEqual([
    "Required field: Please select when you'd like to travel or choose 'I don't know yet'.",
    "Required field: Please select how many days you'd like to travel.",
  ])
  expect(
    validateStep(2, { ...emptyInquiry, travelDateUnknown: true, tripDuration: "I don't know yet" }),
  ).toEqual([])
  expect(
    validateStep(2, { ...emptyInquiry, travelDate: '2030-05-14', tripDuration: 'more' }),
  ).toEqual([])
})

test('step 3 needs a genealogy expectation', () => {
  expect(messagesOf(validateStep(3, emptyInquiry))).toEqual([
    'Required field: Please select your genealogy expectations.',
  ])
  expect(validateStep(3, { ...emptyInquiry, genealogyExpectations: 'no-research' })).toEqual([])
})

test('step 4 needs first name, last name and email, trimmed', () => {
  expect(
    messagesOf(validateStep(4, { ...emptyInquiry, name: ' ', lastName: '\t', email: '  ' })),
  ).toEqual([
    'Required field: Please enter your first name.',
    'Required field: Please enter your last name.',
    'Required field: Please enter your email address.',
  ])
})

test('submit reports missing values with "Error" toasts', () => {
  expect(messagesOf(validateSubmit({ ...complete, name: '', lastName: '', email: '' }))).toEqual([
    'Error: Name is required.',
    'Error: Last name is required.',
    'Error: Email address is required.',
  ])
})

test('submit catches values of blanks with the step-4 rule, then a malformed email', () => {
  expect(messagesOf(validateSubmit({ ...complete, name: '   ' }))).toEqual([
    'Required field: Please enter your first name.',
  ])
  expect(messagesOf(validateSubmit({ ...complete, email: 'maria@' }))).toEqual([
    'Error: Please enter a valid email address.',
  ])
  expect(validateSubmit(complete)).toEqual([])
})

test('isValidEmail', () => {
  expect(isValidEmail(' maria.russo+trip@mail.example.it ')).toBe(true)
  for (const bad of [
    'maria',
    'maria@example',
    '@example.com',
    'ma ria@example.com',
    'maria@@example.com',
  ]) {
    expect(isValidEmail(bad)).toBe(false)
  }
})

test('a restored draft reopens at the first step that does not validate', () => {
  expect(firstInvalidStep(complete, 4)).toBe(4)
  expect(firstInvalidStep({ ...complete, genealogyExpectations: '' }, 4)).toBe(3)
  expect(firstInvalidStep(emptyInquiry, 4)).toBe(2)
})
