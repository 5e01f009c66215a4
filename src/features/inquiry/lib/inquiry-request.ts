import type { TownRef } from '@/lib/towns/town-data'
import type { LeadSource } from '@/lib/visit/visit-record'
import type { InquiryContext } from './inquiry-context'
import type { InquiryFormValues } from './inquiry-form-values'

/** The body the send-form-notification function accepts (docs/product/inquiry.md, "What the wizard sends"). */
export interface InquiryRequestBody {
  regions: string
  /** The comuni chosen in step 1, checked by the function against the ISTAT list (ADR 100). */
  towns: TownRef[]
  travelDate: string | null
  travelDateUnknown: boolean
  tripDuration: string
  genealogyExpectations: string
  name: string
  lastName: string
  email: string
  phone: string
  newsletterConsent: boolean
  submissionKey: string
  agencyId: string | null
  itineraryId: string | null
  website: string
  /** Where the lead came from (ADR 170); left out when the visit has no record. */
  source?: LeadSource
}

export function buildInquiryRequest(
  values: InquiryFormValues,
  submissionKey: string,
  context: InquiryContext = {},
  source: LeadSource | null = null,
): InquiryRequestBody {
  const dateUnknown = values.travelDateUnknown
  return {
    regions: values.regions.trim(),
    towns: values.towns.map(({ comune, province, region }) => ({ comune, province, region })),
    travelDate: dateUnknown || values.travelDate === '' ? null : values.travelDate,
    travelDateUnknown: dateUnknown,
    tripDuration: values.tripDuration,
    genealogyExpectations: values.genealogyExpectations,
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    newsletterConsent: values.newsletterConsent,
    submissionKey,
    agencyId: context.agencyId ?? null,
    itineraryId: context.itineraryId ?? null,
    website: values.website,
    ...(source ? { source } : {}),
  }
}
