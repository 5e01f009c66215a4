import type { Researcher, ResearchState, TeamResearch } from '@/lib/contracts/research'

/**
 * Where a lead's research stands for the console's `Research` panel (docs/product/research.md, "Researchers
 * (console)"), from the team's read of the research (loadTeamResearch) and the research fee's state: the same
 * rule the server applies before it assigns (only a paid fee), read before the click.
 */
export type ResearchPhase =
  | { kind: 'unpaid' }
  | { kind: 'unassigned' }
  | { kind: 'assigned'; assignment: NonNullable<TeamResearch['assignment']> }

/** The research fee's states (docs/product/payments.md) under which the research may be assigned. */
const PAID_STATES: readonly string[] = ['paid', 'partially_refunded']

export const feeIsPaid = (paymentState: string | null | undefined) =>
  paymentState != null && PAID_STATES.includes(paymentState)

export function researchPhase(research: TeamResearch, feePaid: boolean): ResearchPhase {
  const assignment = research.assignment
  // An assignment stays shown once made, even if the fee is refunded later: the team sees what runs.
  if (assignment && assignment.state !== 'withdrawn') return { kind: 'assigned', assignment }
  return feePaid ? { kind: 'unassigned' } : { kind: 'unpaid' }
}

/** The state in words, as the lead page shows it. */
export const STATE_WORDS: Record<ResearchState, string> = {
  assigned: 'Assigned: the researcher is working on it.',
  submitted: 'Submitted: the report waits for the team’s review.',
  returned: 'Sent back: the researcher is answering the team’s comment.',
  published: 'Published: the family can read it on its journey page.',
  withdrawn: 'Withdrawn: assigned to another researcher.',
}

export const UNPAID_TEXT = 'The research can be assigned once the family has paid the research fee.'

/** Only researchers who take work can be chosen; the one who has the research now is not offered again. */
export function assignableResearchers(
  researchers: readonly Researcher[],
  currentId: string | null,
): Researcher[] {
  return researchers.filter((researcher) => researcher.active && researcher.id !== currentId)
}

const LANGUAGE: Record<Researcher['language'], string> = { it: 'Italian', en: 'English' }

/** The confirmation before an assignment: who receives what, and never what the family keeps to itself. */
export function assignmentLines(researcher: Researcher): string[] {
  return [
    `${researcher.name} is e-mailed a private link, in ${LANGUAGE[researcher.language]}, to the research page.`,
    'They receive the accepted plan’s research lines: the questions, the ancestors, how far back, the weeks and what is included.',
    'They receive what the family gave: its ancestors with their towns and dates, its notes on the family and its documents.',
    'Never the family’s e-mail, phone or address, its health and access notes, or another family’s research.',
  ]
}

/** On a reassignment: what happens to the researcher who has the research now. */
export const reassignmentText = (currentName: string) =>
  `${currentName}’s link stops working at once: they can no longer open the research page.`
