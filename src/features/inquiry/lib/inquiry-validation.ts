import type { InquiryField, InquiryFormValues } from './inquiry-form-values'
import { GENEALOGY_OPTIONS, TRIP_DURATIONS } from './inquiry-options'

/** One problem: the field it belongs to, the toast's title and the message (docs/product/inquiry.md, "Validation messages": exact texts). */
export interface FieldIssue {
  field: InquiryField
  title: 'Required field' | 'Error'
  message: string
}

export const messages = {
  travelDate: "Please select when you'd like to travel or choose 'I don't know yet'.",
  tripDuration: "Please select how many days you'd like to travel.",
  genealogyExpectations: 'Please select your genealogy expectations.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  submitName: 'Name is required.',
  submitLastName: 'Last name is required.',
  submitEmail: 'Email address is required.',
  invalidEmail: 'Please enter a valid email address.',
} as const

const isBlank = (value: string) => value.trim() === ''

/** A pragmatic e-mail check (what `type="email"` accepts, plus a dot in the domain). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254
}

/** What Next checks on each step (docs/product/inquiry.md, "Validation messages", on Next), in the order the toasts report them. */
export function validateStep(step: number, values: InquiryFormValues): FieldIssue[] {
  const issues: FieldIssue[] = []
  const required = (field: InquiryField, message: string) =>
    issues.push({ field, title: 'Required field', message })
  switch (step) {
    case 2:
      if (!values.travelDateUnknown && isBlank(values.travelDate))
        required('travelDate', messages.travelDate)
      if (!TRIP_DURATIONS.some((option) => option.value === values.tripDuration))
        required('tripDuration', messages.tripDuration)
      break
    case 3:
      if (!GENEALOGY_OPTIONS.some((option) => option.value === values.genealogyExpectations))
        required('genealogyExpectations', messages.genealogyExpectations)
      break
    case 4:
      if (isBlank(values.name)) required('name', messages.firstName)
      if (isBlank(values.lastName)) required('lastName', messages.lastName)
      if (isBlank(values.email)) required('email', messages.email)
      break
  }
  return issues
}

/**
 * What Submit checks (docs/decisions/041-inquiry-wizard.md): first the submit checks of docs/product/inquiry.md ('Error': a value
 * that is missing altogether), then the step-4 rule on trimmed values ('Required field': a value of blanks only),
 * then the e-mail's shape.
 */
export function validateSubmit(values: InquiryFormValues): FieldIssue[] {
  const issues: FieldIssue[] = []
  const error = (field: InquiryField, message: string) =>
    issues.push({ field, title: 'Error', message })
  if (values.name === '') error('name', messages.submitName)
  if (values.lastName === '') error('lastName', messages.submitLastName)
  if (values.email === '') error('email', messages.submitEmail)
  if (issues.length > 0) return issues
  const step = validateStep(4, values)
  if (step.length > 0) return step
  if (!isValidEmail(values.email)) error('email', messages.invalidEmail)
  return issues
}

/** The first step whose check fails (for restoring a draft), or `last` when all pass. */
export function firstInvalidStep(values: InquiryFormValues, last: number): number {
  for (let step = 1; step < last; step++) {
    if (validateStep(step, values).length > 0) return step
  }
  return last
}
