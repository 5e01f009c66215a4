import { z } from 'zod'
import type { TablesInsert } from '../_shared/database.types.ts'

/**
 * Where a lead came from (docs/decisions/170-lead-sources-and-counts.md), as the wizard sends it beside the
 * inquiry: the visit's first page, the referring site (host only), utm_source/medium/campaign and the page on
 * which the wizard was opened. Every field is optional and bounded; a path is a site path without its query.
 * Stored in public.inquiry_sources after the inquiry; the spec's CSV does not change.
 */
const PATH = /^\/[A-Za-z0-9/._~-]{0,199}$/
const HOST = /^[a-z0-9.-]{1,253}$/

/** A private page's path holds its link (docs/decisions/192): never stored as a source. */
const PRIVATE_PATH = /^\/+(?:journey|book|agency)(?:\/|$)/i

const path = z
  .string()
  .regex(PATH, 'A site path such as /blog/sicily.')
  .refine((value) => !PRIVATE_PATH.test(value), 'A public page of the site, not a private link.')
  .nullable()
  .default(null)
const campaignValue = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null)

export const leadSourceSchema = z.strictObject({
  landingPage: path,
  referrerHost: z
    .string()
    .toLowerCase()
    .regex(HOST, 'A host name such as example.com.')
    .nullable()
    .default(null),
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  openedOn: path,
})

export type LeadSource = z.output<typeof leadSourceSchema>

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
