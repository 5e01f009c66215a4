import { expect, test } from 'vitest'
import { agencies } from '@/content/agencies'
import { actorLabel, describeHistory, historyActor } from './history'
import type { HistoryEntry } from '@/features/admin/console/lib/types'

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  submission_id: 'x',
  kind: 'created',
  from_value: null,
  to_value: null,
  actor_id: null,
  actor_name: 'service_role',
  created_at: '2026-11-22T10:00:00Z',
  version: null,
  ...overrides,
})

test('each kind of change reads as a sentence with its labels', () => {
  expect(describeHistory(entry({}))).toBe('Inquiry received from the website form')
  expect(
    describeHistory(entry({ kind: 'lead_status', from_value: 'new', to_value: 'matched' })),
  ).toBe('Lead status changed from New to Matched with agency')
  expect(describeHistory(entry({ kind: 'owner', to_value: 'Marco' }))).toBe('Assigned to Marco')
  expect(describeHistory(entry({ kind: 'owner', from_value: 'Marco' }))).toBe(
    'Unassigned (was Marco)',
  )
  expect(describeHistory(entry({ kind: 'follow_up', to_value: '2026-12-01' }))).toBe(
    'Follow-up set to December 1, 2026',
  )
  expect(describeHistory(entry({ kind: 'cancelled' }))).toBe('Cancelled (no reason given)')
  expect(describeHistory(entry({ kind: 'cancelled', to_value: 'Duplicate' }))).toBe(
    'Cancelled: Duplicate',
  )
  expect(describeHistory(entry({ kind: 'restored' }))).toBe('Restored to the active list')
  expect(describeHistory(entry({ kind: 'email', from_value: 'team', to_value: 'sent' }))).toBe(
    'Team notification e-mail sent',
  )
  expect(describeHistory(entry({ kind: 'email', from_value: 'lead', to_value: 'failed' }))).toBe(
    'Confirmation e-mail to the lead could not be sent (the retries gave up)',
  )
})

test('the actor is a name, or the path that made the change', () => {
  expect(actorLabel({ actor_name: 'service_role' })).toBe('System')
  expect(actorLabel({ actor_name: 'postgres' })).toBe('Database')
  expect(actorLabel({ actor_name: 'Giulia Romano' })).toBe('Giulia Romano')
  expect(actorLabel({ actor_name: 'giulia@radici.example' })).toBe('A team member')
})

test('the history names the team by profile name, an agency by its name, never an e-mail', () => {
  const team = [{ id: 'u1', full_name: 'Giulia Romano', email: 'giulia@radici.example' }]
  const line = (
    actor_name: string,
    actor_id: string | null = null,
    to_value: string | null = null,
  ) => historyActor({ actor_name, actor_id, to_value }, team)
  expect(line('giulia@radici.example', 'u1')).toBe('Giulia Romano')
  expect(line('Giulia@Radici.example')).toBe('Giulia Romano')
  expect(line('someone@radici.example', 'u9')).toBe('A team member')
  expect(line('the family')).toBe('The family')
  const [agency] = agencies
  expect(line('Agency', null, agency!.id)).toBe(agency!.name)
  expect(line('Radici')).toBe('Radici')
})

test('the plan, the research fee and the hand-off read as sentences, money in its currency', () => {
  const says = (kind: HistoryEntry['kind'], to_value: string) =>
    describeHistory(entry({ kind, to_value }))
  expect(says('plan_sent', 'v2')).toBe('Plan v2 sent to the family')
  expect(says('plan_accepted', 'v2 by Maria Russo')).toBe('Plan v2 accepted by Maria Russo')
  expect(says('plan_declined', 'v1: too expensive')).toBe(
    'The family declined plan version 1. Their reason: “too expensive”',
  )
  expect(says('research_paid', '89000 USD')).toBe('Research fee paid: $890')
  expect(says('research_refunded', '15050 EUR')).toBe('Research fee refunded: €150.50')
  // As the database writes them (ADR 246): the agency, the booleans as text, the previous choice in from_value.
  const sharing = (to_value: string, from_value: string | null = null) =>
    describeHistory(entry({ kind: 'sharing_changed', to_value, from_value }))
  expect(sharing('agency=sicilia-heritage, ancestors=true, health=true')).toBe(
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns shared, health and access notes shared; consent to share the health and access notes given",
  )
  expect(
    sharing(
      'agency=sicilia-heritage, ancestors=true, health=false',
      'agency=sicilia-heritage, ancestors=true, health=true',
    ),
  ).toBe(
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns shared, health and access notes not shared; consent to share the health and access notes withdrawn",
  )
  expect(
    sharing(
      'agency=sicilia-heritage, ancestors=false, health=false',
      'agency=sicilia-heritage, ancestors=true, health=false',
    ),
  ).toBe(
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns not shared, health and access notes not shared",
  )
  // Lines written before the fix (append-only, so kept): PostgreSQL's 't' / 'f', no agency.
  expect(sharing('ancestors=t, health=f')).toBe(
    "The family chose what to share: ancestors' names and towns shared, health and access notes not shared",
  )
  expect(sharing('ancestors=f, health=t')).toBe(
    "The family chose what to share: ancestors' names and towns not shared, health and access notes shared",
  )
  expect(sharing('ancestors=maybe')).toBe(
    "The family chose what to share: ancestors' names and towns not recorded, health and access notes not recorded",
  )
  expect(actorLabel({ actor_name: 'Family' })).toBe('The family')
  const [agency] = agencies
  expect(says('handoff_sent', agency!.id)).toBe(`Journey handed off to ${agency!.name}`)
  expect(says('handoff_sent', 'no-such-agency')).toBe('Journey handed off to no-such-agency')
  for (const kind of [
    'plan_viewed',
    'plan_question',
    'plan_answer',
    'handoff_accepted',
    'handoff_declined',
    'handoff_overdue',
    'handoff_withdrawn',
  ] as const)
    expect(says(kind, 'x')).not.toBe(kind)
  expect(says('research_assigned', 'Chiara Esposito')).toBe('Research assigned to Chiara Esposito')
  expect(says('research_returned', 'Add the margin note.')).toBe(
    'Research report sent back: Add the margin note.',
  )
  expect(says('research_published', '2')).toBe('Research report version 2 published to the family')
  expect(says('research_shared', 'for cousin Anna')).toBe(
    'The family shared the research results (for cousin Anna)',
  )
  expect(says('research_unshared', '')).toBe('The family stopped sharing the research results')
  for (const kind of ['research_withdrawn', 'research_submitted'] as const)
    expect(says(kind, 'x')).not.toBe(kind)
})
