import {
  agencyViewResponseSchema,
  TRIP_LENGTHS,
  type AgencyViewResponse,
} from '../_shared/contracts/agency.ts'
import type { ServiceClient } from '../_shared/request.ts'
import { readDates, readPlanJourney } from './brief.ts'

/**
 * What the agency sees (docs/product/agency-handoff.md, "What the agency receives"): the brief only, the family's
 * contact details after accepting; once it declined or was withdrawn (its link revoked: the journey went to another
 * agency), only the outcome: no brief, no ancestors, no notes, no family (docs/decisions/256). The ancestors and the health notes follow the family's current choice for this
 * agency (docs/decisions/222): a withdrawal, before or after the agency accepted, removes them from the next view
 * (docs/decisions/254). Values are codes the page translates; text stays as written, with its author
 * (docs/decisions/223).
 */
export async function loadView(
  db: ServiceClient,
  hash: string,
): Promise<AgencyViewResponse | null> {
  const handoff = await db
    .from('agency_handoffs')
    .select('state, agency_id, deadline_at, reference, submission_id, plan_version_id')
    .eq('token_hash', hash)
    .maybeSingle()
  if (handoff.error) throw new Error(`agency_handoffs read failed: ${handoff.error.message}`)
  const row = handoff.data
  if (!row) return null
  if (row.state === 'declined' || row.state === 'withdrawn') {
    return agencyViewResponseSchema.parse({
      state: row.state,
      agencyId: row.agency_id,
      language: await agencyLanguage(db, row.agency_id),
      deadlineAt: new Date(row.deadline_at).toISOString(),
      brief: null,
      family: null,
      reference: null,
    })
  }
  const [inquiry, version, language, choice] = await Promise.all([
    db
      .from('form_submissions')
      .select(
        'name, email, phone, travel_dates, trip_duration, group_size, age_ranges, budget, hotel_preference',
      )
      .eq('id', row.submission_id)
      .single(),
    db.from('plan_versions').select('content').eq('id', row.plan_version_id).single(),
    agencyLanguage(db, row.agency_id),
    sharingChoice(db, row.submission_id, row.agency_id),
  ])
  if (inquiry.error || version.error || choice.error) throw new Error('agency view read failed')
  // The special-category notes are read only when the family's current choice consents.
  const health =
    choice.data?.share_health === true ? await healthNotes(db, row.submission_id) : null
  const journey = readPlanJourney(version.data.content)
  const family = inquiry.data
  const tripLength = family.trip_duration === "I don't know yet" ? 'unknown' : family.trip_duration
  const familyText = (text: string | null) => (text?.trim() ? { text, by: 'family' } : null)
  return agencyViewResponseSchema.parse({
    state: row.state,
    agencyId: row.agency_id,
    language,
    deadlineAt: new Date(row.deadline_at).toISOString(),
    brief: {
      dates: journey.dates ?? readDates(family.travel_dates, 'family'),
      tripLength: TRIP_LENGTHS.find((length) => length === tripLength) ?? null,
      people: family.group_size,
      ageRanges: familyText(family.age_ranges),
      days: journey.days,
      hotelLevel: journey.hotelLevel
        ? { text: journey.hotelLevel, by: 'team' }
        : familyText(family.hotel_preference),
      budget: family.budget,
      // The family's page and its inquiry are in English.
      familyLanguage: 'en',
      ancestors: choice.data?.share_ancestors === true ? journey.ancestors : null,
      healthNotes: health,
    },
    family:
      row.state === 'accepted'
        ? { name: family.name, email: family.email, phone: family.phone }
        : null,
    reference: row.state === 'accepted' ? row.reference : null,
  })
}

/** The family's newest sharing choice for this agency (docs/product/agency-handoff.md, "What the agency receives"). */
export function sharingChoice(db: ServiceClient, inquiryId: string, agencyId: string) {
  return db
    .from('agency_sharing')
    .select('share_ancestors, share_health')
    .eq('submission_id', inquiryId)
    .eq('agency_id', agencyId)
    .order('chosen_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle()
}

async function healthNotes(db: ServiceClient, inquiryId: string): Promise<string | null> {
  const story = await db
    .from('journey_stories')
    .select('health_notes')
    .eq('submission_id', inquiryId)
    .maybeSingle()
  if (story.error) throw new Error(`journey_stories read failed: ${story.error.message}`)
  return story.data?.health_notes ?? null
}

/** The language of the agency's e-mails and page: Italian unless its contact says English. */
async function agencyLanguage(db: ServiceClient, agencyId: string): Promise<'it' | 'en'> {
  const contact = await db
    .from('agency_contacts')
    .select('language')
    .eq('agency_id', agencyId)
    .maybeSingle()
  if (contact.error) throw new Error(`agency_contacts read failed: ${contact.error.message}`)
  return contact.data?.language === 'en' ? 'en' : 'it'
}
