import { useEffect, useState } from 'react'
import { findAgency } from '@/content/agencies'
import { getSharing } from '@/features/journey/api/sharing-client'
import type { SharingView } from '@/lib/contracts/journey-sharing'

/** The sharing choices' heading (sharing-panel.tsx), where the step's link and the status strip's link put the focus. */
export const SHARING_CHOICES_ID = 'your-agency'

/**
 * The step after paying (docs/product/journey.md, "After paying"): in the paid banner, a link to the sharing
 * choices that takes the focus there. Before the hand-off it asks the family to choose; after it, that the choices
 * can still change. Nothing when the plan names no agency (the page shows no choices then).
 */
export function SharingStepLink({ token }: { token: string }) {
  const [view, setView] = useState<SharingView | null>(null)
  useEffect(() => {
    let live = true
    getSharing(token).then(
      (loaded) => live && setView(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [token])
  if (!view?.agency) return null
  const name = findAgency(view.agency.id)?.name ?? view.agency.id
  return (
    <p className="mt-2">
      <a
        href={`#${SHARING_CHOICES_ID}`}
        className="font-semibold text-terracotta-700 underline underline-offset-4"
        onClick={(event) => {
          const target = document.getElementById(SHARING_CHOICES_ID)
          if (!target) return
          event.preventDefault()
          target.focus()
          target.scrollIntoView({ block: 'start' })
        }}
      >
        {view.handoff
          ? `You can change what ${name} may see at any time: your choices`
          : `Next, before we send your trip to ${name}: choose what it may see`}
      </a>
    </p>
  )
}
