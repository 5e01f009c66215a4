import { useQuery } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'
import type { Tables } from '@/lib/database.types'
import { InquiryQueryError, isInquiryId } from './get-inquiry'

/** Where an inquiry came from (docs/decisions/170), or null when it was stored without a source. */
export type InquirySource = Tables<'inquiry_sources'>

export async function getInquirySource(
  id: string,
  client?: RadiciClient,
): Promise<InquirySource | null> {
  if (!isInquiryId(id)) return null
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('inquiry_sources')
    .select('*')
    .eq('submission_id', id)
    .maybeSingle()
  if (error) throw new InquiryQueryError(error.message)
  return data
}

/** The sources of many inquiries (the 'Export with sources' file), by inquiry id; 500 ids per request. */
export async function getInquirySources(
  ids: readonly string[],
  client?: RadiciClient,
): Promise<Map<string, InquirySource>> {
  const supabase = client ?? (await getSupabase())
  const result = new Map<string, InquirySource>()
  for (let start = 0; start < ids.length; start += 500) {
    const { data, error } = await supabase
      .from('inquiry_sources')
      .select('*')
      .in('submission_id', ids.slice(start, start + 500))
    if (error) throw new InquiryQueryError(error.message)
    for (const row of data ?? []) result.set(row.submission_id, row)
  }
  return result
}

export function useInquirySource(id: string) {
  return useQuery({
    queryKey: ['inquiry_source', id],
    queryFn: () => getInquirySource(id),
    enabled: isInquiryId(id),
    staleTime: Infinity,
  })
}
