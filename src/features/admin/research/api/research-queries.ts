import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'
import type { ResearcherSave } from '@/lib/contracts/research'
import {
  assignResearch,
  listResearchers,
  loadTeamResearch,
  saveResearcher,
} from '@/features/admin/research/api/research-team'

/**
 * The console's research reads and changes (docs/product/research.md, "Researchers (console)") as TanStack Query
 * hooks; every call goes through the one research client (src/features/admin/research/api/research-team.ts).
 */
export const researchersKey = ['researchers'] as const
export const teamResearchKey = (inquiryId: string) => ['team-research', inquiryId] as const

export const useResearchers = () => useQuery({ queryKey: researchersKey, queryFn: listResearchers })

export function useSaveResearcher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['researcher'],
    mutationFn: ({ id, body }: { id: string; body: ResearcherSave }) => saveResearcher(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchersKey }),
  })
}

export const useTeamResearch = (inquiryId: string) =>
  useQuery({ queryKey: teamResearchKey(inquiryId), queryFn: () => loadTeamResearch(inquiryId) })

export function useAssignResearch(inquiryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['research-assign', inquiryId],
    mutationFn: (researcherId: string) => assignResearch(inquiryId, researcherId),
    // The panel and the lead's history show the new assignment without a reload.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamResearchKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: activityQueryKey(inquiryId) }),
      ]),
  })
}
