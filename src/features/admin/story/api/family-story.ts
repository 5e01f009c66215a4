import { useQuery } from '@tanstack/react-query'
import type { Ancestor } from '@/lib/contracts/journey'
import { callFunction } from '@/lib/functions/function-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { getSupabase } from '@/lib/supabase'
import { InquiryQueryError } from '@/features/admin/leads/api/get-inquiry'

/**
 * The family's story for the console (docs/decisions/151): read through row-level security (admins only); file
 * URLs and new links come from the journey function, called with the admin's own access token. The journey
 * contract (and zod with it) is imported when a story is read, not with the console's pages (docs/performance.md).
 */
const journeyContract = () => import('@/lib/contracts/journey')
export const familyStoryQueryKey = (id: string) => ['family-story', id] as const

export async function getFamilyStory(id: string) {
  const supabase = await getSupabase()
  const [contract, story, files, link] = await Promise.all([
    journeyContract(),
    supabase.from('journey_stories').select('*').eq('submission_id', id).maybeSingle(),
    supabase
      .from('journey_files')
      .select('id, file_name, content_type, size_bytes, created_at')
      .eq('submission_id', id)
      .eq('status', 'stored')
      .order('created_at'),
    supabase
      .from('private_links')
      .select('created_at, last_used_at, revoked_at, revoked_by_name')
      .eq('submission_id', id)
      .maybeSingle(),
  ])
  const error = story.error ?? files.error ?? link.error
  if (error) throw new InquiryQueryError(error.message)
  return {
    story: story.data,
    ancestors: readAncestors(story.data?.ancestors, contract.ancestorSchema),
    files: files.data ?? [],
    link: link.data,
  }
}

/**
 * The stored ancestors (journey_stories.ancestors is jsonb, typed Json): read with the journey contract's schema,
 * never cast (docs/decisions/180). The function checked each one when it was saved; an entry that no longer
 * reads is left out rather than shown half.
 */
export function readAncestors(
  value: unknown,
  schema: { safeParse: (entry: unknown) => { success: true; data: Ancestor } | { success: false } },
): Ancestor[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const ancestor = schema.safeParse(entry)
    return ancestor.success ? [ancestor.data] : []
  })
}

export type FamilyStoryData = Awaited<ReturnType<typeof getFamilyStory>>

export function useFamilyStory(id: string) {
  return useQuery({ queryKey: familyStoryQueryKey(id), queryFn: () => getFamilyStory(id) })
}

/** The journey function's team routes, as the signed-in admin (its own access token). */
async function asAdmin<T>(
  path: string,
  parse: (data: unknown) => T,
  body?: Record<string, unknown>,
): Promise<T> {
  const supabase = await getSupabase()
  const accessToken = (await supabase.auth.getSession()).data.session?.access_token
  if (!accessToken) throw new Error('Please sign in again.')
  try {
    return await callFunction('journey', {
      method: body ? 'POST' : 'GET',
      path,
      body,
      accessToken,
      parse,
    })
  } catch (error) {
    throw new Error(functionErrorMessage(FUNCTION_MESSAGES.console, error), { cause: error })
  }
}

/** A one-minute URL for a file: inline (preview) or as a download. */
export async function familyFileUrl(fileId: string, download: boolean): Promise<string> {
  const { fileUrlAnswerSchema } = await journeyContract()
  const answer = await asAdmin(`/team/files/${fileId}/url${download ? '?download' : ''}`, (data) =>
    fileUrlAnswerSchema.parse(data),
  )
  return answer.url
}

/** A new private link (replacing the family's): e-mailed to the family, or returned once for copying. */
export async function newFamilyLink(inquiryId: string, send: boolean): Promise<string | null> {
  const { teamLinkAnswerSchema } = await journeyContract()
  const answer = await asAdmin(
    `/team/${inquiryId}/link`,
    (data) => teamLinkAnswerSchema.parse(data),
    {
      send,
    },
  )
  return answer.url ?? null
}

export async function revokeFamilyLink(inquiryId: string): Promise<boolean> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('revoke_private_link', { inquiry: inquiryId })
  if (error) throw new InquiryQueryError(error.message)
  return data === true
}
