import {
  assignResponseSchema,
  fileUrlAnswerSchema,
  researcherSchema,
  researcherViewSchema,
  teamResearchSchema,
  type Researcher,
  type ResearcherRequest,
  type ResearcherSave,
  type ResearcherView,
  type TeamResearch,
} from '@/lib/contracts/research'
import { callFunction } from '@/lib/functions/function-client'
import { getSupabase } from '@/lib/supabase'

/**
 * The calls to the `research` function (docs/product/research.md): the researcher's page with its link's token
 * (X-Research-Token) and the console as the signed-in admin. The family's read is the journey's
 * (src/features/journey/api/research-client.ts) and the review is the console's research room's
 * (src/features/admin/research/api/review.ts): features never import each other (ADR 198). Each answer is parsed
 * by its contract (src/lib/contracts/research.ts); a refusal is a FunctionError (status, field), which each screen
 * words itself.
 */

/** The researcher's view after an action; `fileUrl` answers through researcherFileUrl instead. */
export function callResearcher(
  token: string,
  body: Exclude<ResearcherRequest, { action: 'fileUrl' }>,
): Promise<ResearcherView> {
  return callFunction('research', {
    method: 'POST',
    body,
    headers: { 'X-Research-Token': token },
    parse: (data) => researcherViewSchema.parse(data),
  })
}

/** A short-lived address of one of the family's documents, for the researcher. */
export async function researcherFileUrl(token: string, fileId: string): Promise<string> {
  const answer = await callFunction('research', {
    method: 'POST',
    body: { action: 'fileUrl', fileId },
    headers: { 'X-Research-Token': token },
    parse: (data) => fileUrlAnswerSchema.parse(data),
  })
  return answer.url
}

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
