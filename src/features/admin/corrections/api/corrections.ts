import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase, type RadiciClient } from '@/lib/supabase'

/** A reader's report on an article (public.content_corrections, docs/decisions/131). */
export interface CorrectionReportRow {
  id: string
  page: string
  message: string
  email: string | null
  created_at: string
}

export const openCorrectionsQueryKey = ['corrections', 'open'] as const
const OPEN_LIMIT = 200

/** The open reports, newest first (at most 200: the team works through them long before that). */
export async function getOpenCorrections(client?: RadiciClient): Promise<CorrectionReportRow[]> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('content_corrections')
    .select('id, page, message, email, created_at')
    .eq('status', 'open')
    .order('created_at', { ascending: false })
    .limit(OPEN_LIMIT)
  if (error) throw new Error(error.message)
  return data ?? []
}

/** Marks a report fixed; the database records who and when. */
export async function markCorrectionFixed(id: string, client?: RadiciClient): Promise<void> {
  const supabase = client ?? (await getSupabase())
  const { data, error } = await supabase
    .from('content_corrections')
    .update({ status: 'fixed' })
    .eq('id', id)
    .select('id')
  if (error) throw new Error(error.message)
  if (!data?.length) throw new Error('This report could not be changed.')
}

export function useOpenCorrections() {
  return useQuery({ queryKey: openCorrectionsQueryKey, queryFn: () => getOpenCorrections() })
}

export function useMarkCorrectionFixed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => markCorrectionFixed(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<CorrectionReportRow[]>(openCorrectionsQueryKey, (rows) =>
        rows?.filter((row) => row.id !== id),
      )
      void queryClient.invalidateQueries({ queryKey: openCorrectionsQueryKey })
    },
  })
}
