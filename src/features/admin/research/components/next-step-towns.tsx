import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { saveDraft, useRefreshPlan, useTeamPlan } from '@/features/admin/plan/api/plan'
import {
  baseVersion,
  draftWithTownDay,
  nextStepTowns,
} from '@/features/admin/research/lib/town-day'
import type { TeamResearch } from '@/lib/contracts/research'

/**
 * The towns the research's next steps lead to, offered to the team as days of the journey (ADR 268): each button
 * adds a day in that town to the plan draft through the plan editor's own save (a new draft after an accepted
 * plan), and the team writes the day and sends the plan from the plan editor.
 */
export function NextStepTowns({
  inquiryId,
  research,
}: {
  inquiryId: string
  research: TeamResearch
}) {
  const plan = useTeamPlan(inquiryId)
  const refresh = useRefreshPlan(inquiryId)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null)
  const towns = nextStepTowns(research.draft?.nextSteps ?? [])
  if (towns.length === 0) return null
  const base = plan.data ? baseVersion(plan.data.versions) : undefined

  async function add(index: number) {
    const choice = towns[index]
    if (!base || !choice) return
    const draft = draftWithTownDay(
      base,
      choice.town,
      choice.step,
      new Date().toLocaleDateString('en-CA'),
    )
    if ('error' in draft) return setSaid({ text: draft.error, failed: true })
    setBusy(true)
    setSaid(null)
    try {
      await saveDraft(inquiryId, draft)
      await refresh()
      setSaid({
        text: `${choice.town.comune} is day ${draft.content.journey.days.length} of the plan draft: write it and send the plan from the plan editor.`,
        failed: false,
      })
    } catch (error) {
      setSaid({ text: (error as Error).message, failed: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-4 rounded-xl border border-cream-200 p-4">
      <h3 className="font-semibold text-ink">Towns the next steps lead to</h3>
      <p className="mt-1 text-sm text-ink-soft">
        Offer them to the family as days of the journey: each adds a day to the plan draft.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {towns.map(({ town }, index) => (
          <li key={`${town.comune}-${town.province}`}>
            <Button
              type="button"
              variant="outline"
              disabled={busy || !base}
              onClick={() => void add(index)}
            >
              Add {town.comune} as a day of the plan draft
            </Button>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={said ? `mt-2 text-sm ${said.failed ? 'text-red-800' : 'text-ink'}` : 'sr-only'}
      >
        {said?.text}
      </p>
    </div>
  )
}
