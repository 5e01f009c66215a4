import { findAgency } from '@/content/agencies'
import { longDate } from '@/features/admin/console/lib/format'
import { formatMinor } from '@/lib/money'
import { leadStatusLabel } from './lead-status'
import type { HistoryEntry, TeamMember } from '@/features/admin/console/lib/types'

/**
 * Who did it, in words: a team member's name, the family, or the system path that made the change; never an e-mail
 * (a profile without a name was written as its e-mail: 'A team member').
 */
export function actorLabel(entry: Pick<HistoryEntry, 'actor_name'>): string {
  if (entry.actor_name === 'service_role') return 'System'
  if (entry.actor_name === 'the family' || entry.actor_name === 'Family') return 'The family'
  if (entry.actor_name === 'postgres' || entry.actor_name === 'supabase_admin') return 'Database'
  if (entry.actor_name.includes('@')) return 'A team member'
  return entry.actor_name || 'Unknown'
}

/**
 * A history line's actor on the lead page (docs/product/admin.md, "History"): the team member's profile name today
 * (by id, or by the e-mail an unnamed profile was written as), an agency by its name, else actorLabel's words.
 */
export function historyActor(
  entry: Pick<HistoryEntry, 'actor_name' | 'actor_id' | 'to_value'>,
  team: readonly TeamMember[] = [],
): string {
  const email = entry.actor_name.toLowerCase()
  const member = team.find(
    (one) =>
      (entry.actor_id !== null && one.id === entry.actor_id) ||
      (email.includes('@') && one.email?.toLowerCase() === email),
  )
  const name = member?.full_name?.trim()
  if (name) return name
  if (entry.actor_name === 'Agency') return agencyName(entry.to_value)
  return actorLabel(entry)
}

const day = (value: string | null) => (value ? longDate(value) : 'none')

/** What happened, in one sentence. */
export function describeHistory(entry: HistoryEntry): string {
  switch (entry.kind) {
    case 'created':
      return 'Inquiry received from the website form'
    case 'lead_status':
      return `Lead status changed from ${leadStatusLabel(entry.from_value)} to ${leadStatusLabel(entry.to_value)}`
    case 'owner':
      return entry.to_value
        ? `Assigned to ${entry.to_value}${entry.from_value ? ` (was ${entry.from_value})` : ''}`
        : `Unassigned${entry.from_value ? ` (was ${entry.from_value})` : ''}`
    case 'follow_up':
      return entry.to_value
        ? `Follow-up set to ${day(entry.to_value)}${entry.from_value ? ` (was ${day(entry.from_value)})` : ''}`
        : `Follow-up cleared (was ${day(entry.from_value)})`
    case 'note':
      return `Note added: ${entry.to_value ?? ''}`
    // A note corrected or deleted by its author: the history keeps the earlier text (docs/decisions/203).
    case 'note_edited':
      return `Note edited: "${entry.to_value ?? ''}" (was "${entry.from_value ?? ''}")`
    case 'note_deleted':
      return `Note deleted: "${entry.from_value ?? ''}"`
    case 'cancelled':
      return entry.to_value ? `Cancelled: ${entry.to_value}` : 'Cancelled (no reason given)'
    case 'restored':
      return 'Restored to the active list'
    case 'email': {
      // from_value names the e-mail, to_value its outcome (the retry job gives up after a bounded number of tries).
      const which =
        entry.from_value === 'lead'
          ? 'Confirmation e-mail to the lead'
          : entry.from_value === 'newsletter'
            ? 'Newsletter subscription'
            : 'Team notification e-mail'
      return entry.to_value === 'sent'
        ? `${which} sent`
        : `${which} could not be sent (the retries gave up)`
    }
    // The family's private link and story (docs/decisions/150, 151).
    case 'link_issued':
      return 'Private journey link issued (it replaces any earlier one)'
    case 'link_revoked':
      return 'Private journey link revoked'
    case 'story_updated':
      return 'The family updated its story'
    case 'story_deleted':
      return 'The family deleted its story'
    case 'call':
      // 'call booked for Tue 1 Dec 2026, 21:00 Rome time by the family' (docs/decisions/160).
      return entry.to_value
        ? entry.to_value.charAt(0).toUpperCase() + entry.to_value.slice(1)
        : 'Call changed'
    default:
      return describeJourneyStep(entry) ?? entry.kind
  }
}

const agencyName = (id: string | null) => (id ? (findAgency(id)?.name ?? id) : 'the agency')

/**
 * A sharing line's value as the database writes it: `agency=sicilia-heritage, ancestors=true, health=false`. Lines
 * written before 2026-11-28 have no agency and `t` / `f` (the history is append-only, so they stay; ADR 246).
 */
export function readSharing(value: string | null) {
  const pairs = new Map(
    (value ?? '').split(',').map((pair) => {
      const [key, ...rest] = pair.split('=')
      return [key?.trim() ?? '', rest.join('=').trim()] as const
    }),
  )
  const flag = (key: string) => {
    const raw = pairs.get(key)
    return raw === 'true' || raw === 't' ? true : raw === 'false' || raw === 'f' ? false : null
  }
  return {
    agency: pairs.get('agency') || null,
    ancestors: flag('ancestors'),
    health: flag('health'),
  }
}

const shared = (flag: boolean | null) =>
  flag === null ? 'not recorded' : flag ? 'shared' : 'not shared'

function describeSharing(entry: HistoryEntry): string {
  const now = readSharing(entry.to_value)
  const before = entry.from_value ? readSharing(entry.from_value) : null
  const whom = now.agency ? ` with ${agencyName(now.agency)}` : ''
  const change =
    !now.agency || now.health === null || (before?.health ?? false) === now.health
      ? ''
      : now.health
        ? '; consent to share the health and access notes given'
        : '; consent to share the health and access notes withdrawn'
  return `The family chose what to share${whom}: ancestors' names and towns ${shared(now.ancestors)}, health and access notes ${shared(now.health)}${change}`
}

/** `89000 USD` (integer minor units, as the database writes them) → `$890`. */
function amount(value: string | null): string {
  const [minor, currency] = (value ?? '').split(' ')
  return /^\d+$/.test(minor ?? '') && currency
    ? formatMinor(Number(minor), currency)
    : (value ?? '')
}

/**
 * The plan, the research fee, the hand-off and the research (docs/product/plan.md, payments.md, agency-handoff.md,
 * research.md): what each row's `to_value` holds is written by the function or migration that records it.
 */
function describeJourneyStep(entry: HistoryEntry): string | null {
  const value = entry.to_value ?? ''
  switch (entry.kind) {
    case 'plan_sent':
      return `Plan ${value} sent to the family`
    case 'plan_viewed':
      return `The family opened plan ${value}`
    case 'plan_question':
      return `The family asked about the plan: ${value}`
    case 'plan_answer':
      return `Answered the family: ${value}`
    case 'plan_accepted':
      return `Plan ${value.replace(/ by /, ' accepted by ')}`
    case 'plan_declined': {
      // 'v2: the reason as the family typed it' (public.decline_plan keeps its first 200 characters here).
      const [, version, reason] = /^v(\d+): ([\s\S]*)$/.exec(value) ?? []
      return version
        ? `The family declined plan version ${version}. Their reason: “${reason}”`
        : `The family declined the plan: ${value}`
    }
    case 'research_paid':
      return `Research fee paid: ${amount(entry.to_value)}`
    case 'research_refunded':
      return `Research fee refunded: ${amount(entry.to_value)}`
    case 'sharing_changed':
      return describeSharing(entry)
    case 'handoff_sent':
      return `Journey handed off to ${agencyName(entry.to_value)}`
    case 'handoff_accepted':
      return `${agencyName(entry.to_value)} accepted the journey`
    case 'handoff_declined':
      return `${agencyName(entry.to_value)} declined the journey`
    case 'handoff_overdue':
      return `${agencyName(entry.to_value)} has not answered within the deadline`
    case 'handoff_withdrawn':
      return `Hand-off to ${agencyName(entry.to_value)} withdrawn`
    // The research (docs/product/research.md): the researcher's name, the comment's start, the version.
    case 'research_assigned':
      return `Research assigned to ${value}`
    case 'research_withdrawn':
      return `Research withdrawn from ${value}`
    case 'research_submitted':
      return `${value} submitted the research report`
    case 'research_returned':
      return `Research report sent back: ${value}`
    case 'research_published':
      return `Research report version ${value} published to the family`
    // The family's read-only links for relatives (docs/decisions/270): the link's label, if it has one.
    case 'research_shared':
      return value
        ? `The family shared the research results (${value})`
        : 'The family shared the research results'
    case 'research_unshared':
      return value
        ? `The family stopped sharing the research results (${value})`
        : 'The family stopped sharing the research results'
    default:
      return null
  }
}
