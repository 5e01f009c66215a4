import type { InquiryRequestBody } from '@/lib/contracts/send-form-notification'
import type { LeadSource } from '@/lib/visit/visit-record'
import type { InquiryContext } from './inquiry-context'
import type { InquiryFormValues } from './inquiry-form-values'

/** The body the send-form-notification function accepts: its contract's type (src/lib/contracts/, ADR 200). */
export type { InquiryRequestBody } from '@/lib/contracts/send-form-notification'

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
