import type { ResearcherRequest } from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'

/** One change the researcher's page sends (not the reads, nor a photo's upload: research-client.ts sends it). */
export type ResearcherAction = Exclude<
  ResearcherRequest,
  { action: 'view' | 'fileUrl' | 'photoUrl' | 'beginPhoto' }
>

/** Sends a change; the page takes the new view, or answers why not (null: done). */
export type Act = (body: ResearcherAction) => Promise<LinkCallFailure | null>
