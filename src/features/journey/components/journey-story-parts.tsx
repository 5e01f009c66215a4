import type { ReactNode } from 'react'
import type { LoadedStory } from '@/features/journey/lib/story-types'
import { JourneyEditor } from './journey-editor'
import { PlanSection } from './plan-section'
import { ResearchSection } from './research-section'
import { SharingPanel } from './sharing-panel'
import { WhereThingsStand } from './where-things-stand'

/**
 * Everything on the journey page below the welcome: `Where things stand`, the call, `Your plan`, `Your research
 * results` (its own chunk, after idle: ADR 265), the sharing panel and the editor. A chunk of its own (with the
 * contracts and zod they need), loaded and rendered after the welcome has painted
 * (docs/decisions/229-journey-welcome-first.md).
 */
export function JourneyStoryParts({
  token,
  story,
  call,
  onDeleted,
}: {
  token: string
  story: LoadedStory
  call?: ReactNode
  onDeleted: () => void
}) {
  return (
    <>
      <div className="mt-6 empty:hidden">
        <WhereThingsStand token={token} />
      </div>
      {call && <div className="mt-6">{call}</div>}
      <div className="mt-6">
        <PlanSection token={token} />
      </div>
      <div className="mt-6 empty:hidden">
        <ResearchSection token={token} />
      </div>
      <div className="mt-6 empty:hidden">
        <SharingPanel token={token} />
      </div>
      <div className="mt-8">
        <JourneyEditor token={token} loaded={story} onDeleted={onDeleted} />
      </div>
    </>
  )
}
