import { useQuery } from '@tanstack/react-query'
import { env } from '@/config/env'
import { getSupabase } from '@/lib/supabase'
import { InquiryQueryError } from './get-inquiry'

/**
 * The family's story for the console (docs/decisions/151): read through row-level security (admins only); file
 * URLs and new links come from the journey function, called with the admin's own access token.
 */
export const familyStoryQueryKey = (id: string) => ['family-story', id] as const

export async function getFamilyStory(id: string) {
  const supabase = await getSupabase()
  const [story, files, link] = await Promise.all([
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
  return { story: story.data, files: files.data ?? [], link: link.data }
}

export type FamilyStoryData = Awaited<ReturnType<typeof getFamilyStory>>

export function useFamilyStory(id: string) {
  return useQuery({ queryKey: familyStoryQueryKey(id), queryFn: () => getFamilyStory(id) })
}

async function asAdmin(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const supabase = await getSupabase()
  const token = (await supabase.auth.getSession()).data.session?.access_token
  if (!token) throw new Error('Please sign in again.')
  const response = await fetch(`${env.supabaseUrl}/functions/v1/journey${path}`, {
    ...init,
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(`The server answered ${response.status}.`)
  return body
}

/** A one-minute URL for a file: inline (preview) or as a download. */
export async function familyFileUrl(fileId: string, download: boolean): Promise<string> {
  const body = await asAdmin(`/team/files/${fileId}/url${download ? '?download' : ''}`)
  return String(body.url)
}

/** A new private link (replacing the family's): e-mailed to the family, or returned once for copying. */
export async function newFamilyLink(inquiryId: string, send: boolean): Promise<string | null> {
  const body = await asAdmin(`/team/${inquiryId}/link`, {
    method: 'POST',
    body: JSON.stringify({ send }),
  })
  return typeof body.url === 'string' ? body.url : null
}

export async function revokeFamilyLink(inquiryId: string): Promise<boolean> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('revoke_private_link', { inquiry: inquiryId })
  if (error) throw new InquiryQueryError(error.message)
  return data === true
}
