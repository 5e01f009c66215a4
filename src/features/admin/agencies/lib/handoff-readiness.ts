import { findAgency } from '@/content/agencies'

/**
 * Whether the journey can go to an agency, and what the agency would receive (docs/product/agency-handoff.md, "The
 * team's hand-off", ADR 247). The same reasons the server refuses with, read before the click: the console
 * disables the button and says why, and maps the server's refusal to the same sentence.
 */
export interface HandoffFacts {
  hasAcceptedPlan: boolean
  /** The accepted plan version's agency, when it names one. */
  planAgencyId: string | null
  /** The newest hand-off still in force (waiting or accepted), if any. */
  current: { agencyId: string; state: 'sent' | 'accepted' } | null
  /** Agencies whose contact is entered and takes hand-offs. */
  takingAgencies: readonly string[]
  /** The family's newest choice per agency. */
  sharing: Readonly<Record<string, { ancestors: boolean; health: boolean }>>
}

export type HandoffRefusal =
  'no_accepted_plan' | 'already_accepted' | 'agency_unavailable' | 'no_agency_chosen'

export const agencyName = (id: string) => findAgency(id)?.name ?? id

/** The sentence for a refusal, the same before the click and after the server's answer. */
export function refusalText(
  refusal: HandoffRefusal,
  agencyId: string,
  facts?: HandoffFacts,
): string {
  switch (refusal) {
    case 'no_accepted_plan':
      return 'No plan is accepted yet: the family accepts a plan before the journey can go to an agency.'
    case 'already_accepted':
      return `${agencyName(facts?.current?.agencyId ?? agencyId)} has already accepted this journey: it cannot go to another agency.`
    case 'no_agency_chosen':
      return 'Choose the agency: the accepted plan does not name one.'
    case 'agency_unavailable':
      return `${agencyName(agencyId)} does not take hand-offs: enter its contact on the Agencies page, or choose another agency.`
  }
}

/** Why the journey cannot go to `agencyId` now, or null when it can. */
export function handoffRefusal(facts: HandoffFacts, agencyId: string): HandoffRefusal | null {
  if (!facts.hasAcceptedPlan) return 'no_accepted_plan'
  if (facts.current?.state === 'accepted') return 'already_accepted'
  if (!agencyId) return 'no_agency_chosen'
  if (!facts.takingAgencies.includes(agencyId)) return 'agency_unavailable'
  return null
}

/** The server's 409 code or 400 field, as a refusal the console words; null for anything else. */
export function refusalOf(code: string, fields: Record<string, string>): HandoffRefusal | null {
  if (code === 'no_accepted_plan' || code === 'already_accepted') return code
  if (fields.agencyId === 'This agency does not take hand-offs.') return 'agency_unavailable'
  return null
}

/** What the agency receives, line by line, for the confirmation. */
export function receivesLines(facts: HandoffFacts, agencyId: string): string[] {
  const choice = facts.sharing[agencyId] ?? { ancestors: false, health: false }
  return [
    'The brief: the travel dates and trip length, how many travel and their age ranges, the towns by day, the hotel level, the budget and the family’s language.',
    choice.ancestors
      ? 'The ancestors’ names and towns: the family chose to share them.'
      : 'Not the ancestors’ names and towns: the family has not chosen to share them.',
    choice.health
      ? 'The health and access notes: the family gave its consent.'
      : 'Not the health and access notes: the family has not given its consent.',
    'The family’s name, e-mail and phone only once the agency accepts; never documents or the tree file.',
  ]
}

/** On a reassignment: what happens to the agency that has the journey now; null when none waits. */
export function reassignmentText(facts: HandoffFacts, agencyId: string): string | null {
  if (facts.current?.state !== 'sent') return null
  const first = agencyName(facts.current.agencyId)
  if (facts.current.agencyId === agencyId)
    return `${first} already has this journey and has not answered: it gets a new link, and the link it has stops working at once.`
  return `${first} has this journey now and has not answered: its link stops working at once, and it is told by e-mail that the journey has gone to another agency.`
}
