import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'

export interface Profile {
  id: string
  full_name: string | null
}

/** docs/product/admin.md, "Data calls": read profiles where id = the current user's id, single row. */
export async function getProfile(userId: string, client?: RadiciClient): Promise<Profile | null> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single()
  if (error) return null
  return data
}

export function getProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['profiles', userId], queryFn: () => getProfile(userId) })
}

export function useProfile(userId: string) {
  return useQuery(getProfileQueryOptions(userId))
}
