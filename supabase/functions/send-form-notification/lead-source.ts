import type { TablesInsert } from '../_shared/database.types.ts'
import type { LeadSource } from '../_shared/contracts/send-form-notification.ts'

/** Where a lead came from: the schema is in the contract (../_shared/contracts/send-form-notification.ts). */
/** The free-text fields of the source, normalised like the inquiry's single-line fields (normalize.ts). */
export const SOURCE_TEXT_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign'] as const

export function toSourceRow(
  submissionId: string,
  source: LeadSource,
): TablesInsert<'inquiry_sources'> {
  return {
    submission_id: submissionId,
    landing_page: source.landingPage,
    referrer_host: source.referrerHost,
    utm_source: source.utmSource,
    utm_medium: source.utmMedium,
    utm_campaign: source.utmCampaign,
    opened_on: source.openedOn,
  }
}

/** Whether the source says anything at all (an empty one is not stored). */
export function hasSource(source: LeadSource | undefined): source is LeadSource {
  return source !== undefined && Object.values(source).some((value) => value !== null)
}
