import {
  assignResponseSchema,
  fileUrlAnswerSchema,
  researcherSchema,
  teamResearchSchema,
  type Researcher,
  type ResearcherSave,
  type ReviewRequest,
  type TeamResearch,
} from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'
import { getSupabase } from '@/lib/supabase'

/**
 * The console's calls to the `research` function (docs/product/research.md), as the signed-in admin: where a lead's
 * research stands, assigning it, reviewing the report, and the researchers (read under row-level security, saved
 * through the function, which checks every field first). Each answer is parsed by its contract; a refusal is a
 * FunctionError (status, field), which each screen words itself.
 */

async function teamToken(): Promise<string> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  return accessToken
}

/** Where the lead's research stands, and its draft as the family will read it. */
export async function loadTeamResearch(inquiryId: string): Promise<TeamResearch> {
  return callFunction('research', {
    method: 'POST',
    path: `/team/${inquiryId}`,
    body: {},
    accessToken: await teamToken(),
    parse: (data) => teamResearchSchema.parse(data),
  })
}

/** Assigns the paid research to a researcher (a new one revokes the last one's link). */
export async function assignResearch(inquiryId: string, researcherId: string) {
  return callFunction('research', {
    method: 'POST',
    path: `/team/${inquiryId}/assign`,
    body: { researcherId },
    accessToken: await teamToken(),
    parse: (data) => assignResponseSchema.parse(data),
  })
}

/** Publishes the submitted draft, or sends it back to the researcher with a comment. */
export async function reviewResearch(
  inquiryId: string,
  body: ReviewRequest,
): Promise<TeamResearch> {
  return callFunction('research', {
    method: 'POST',
    path: `/team/${inquiryId}/review`,
    body,
    accessToken: await teamToken(),
    parse: (data) => teamResearchSchema.parse(data),
  })
}

/** Saves a researcher's details (a new id adds one); the function checks every field first. */
export async function saveResearcher(id: string, body: ResearcherSave): Promise<Researcher> {
  return callFunction('research', {
    method: 'POST',
    path: `/team/researchers/${id}`,
    body,
    accessToken: await teamToken(),
    parse: (data) => researcherSchema.parse(data),
  })
}

/** The researchers, read under row-level security (admins only). */
export async function listResearchers(): Promise<Researcher[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('researchers')
    .select('id, name, email, language, privacy_notice_url, active, is_sample, updated_at')
    .order('name')
  if (error) throw new Error(error.message)
  return data.map((row) =>
    researcherSchema.parse({
      id: row.id,
      name: row.name,
      email: row.email,
      language: row.language,
      privacyNoticeUrl: row.privacy_notice_url,
      active: row.active,
      isSample: row.is_sample,
      updatedAt: row.updated_at,
    }),
  )
}

/** A one-minute address of a photo of the lead's research (its draft or a published version). */
export async function teamPhotoUrl(inquiryId: string, photoId: string): Promise<string> {
  const answer = await callFunction('research', {
    method: 'POST',
    path: `/team/${inquiryId}/photos/${photoId}`,
    body: {},
    accessToken: await teamToken(),
    parse: (data) => fileUrlAnswerSchema.parse(data),
  })
  return answer.url
}
