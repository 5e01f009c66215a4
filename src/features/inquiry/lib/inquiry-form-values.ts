import type { TownRef } from '@/lib/towns/town-data'

/**
 * The wizard's form state (docs/product/inquiry.md, "Form state"). The travel date is kept as `YYYY-MM-DD` ('' when none):
 * a calendar date without a time zone, which survives the draft's JSON and means the same day everywhere.
 */
export interface InquiryFormValues {
  regions: string
  /** Comuni chosen from the suggestions in step 1 (ADR 100); `regions` stays the visitor's own text. */
  towns: TownRef[]
  travelDate: string
  travelDateUnknown: boolean
  tripDuration: string
  genealogyExpectations: string
  name: string
  lastName: string
  email: string
  phone: string
  newsletterConsent: boolean
  /** The honeypot: hidden from people; a bot that fills it is answered like a success and nothing is stored. */
  website: string
}

export type InquiryField = keyof InquiryFormValues

export const emptyInquiry: InquiryFormValues = {
  regions: '',
  towns: [],
  travelDate: '',
  travelDateUnknown: false,
  tripDuration: '',
  genealogyExpectations: '',
  name: '',
  lastName: '',
  email: '',
  phone: '',
  newsletterConsent: false,
  website: '',
}
