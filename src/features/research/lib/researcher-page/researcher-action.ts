import type { ResearcherRequest } from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'

/** One change the researcher's page sends (everything but `view` and `fileUrl`). */
export type ResearcherAction = Exclude<ResearcherRequest, { action: 'view' | 'fileUrl' }>

/** Sends a change; the page takes the new view, or answers why not (null: done). */
export type Act = (body: ResearcherAction) => Promise<LinkCallFailure | null>
