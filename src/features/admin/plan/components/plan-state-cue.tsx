const STATES: Record<string, string> = {
  draft: 'draft',
  sent: 'sent, waiting for the family',
  replaced: 'replaced',
  accepted: 'accepted',
  declined: 'declined',
}

/**
 * The plan's state on the lead card (docs/product/plan.md): the latest version, read for the whole list in one
 * query (public.lead_card_cues(), docs/decisions/225).
 */
export function PlanStateCue({ version, state }: { version: number; state: string }) {
  return (
    <p className="mt-3 text-sm text-ink-soft">
      Plan v{version}: {STATES[state] ?? state}
    </p>
  )
}
