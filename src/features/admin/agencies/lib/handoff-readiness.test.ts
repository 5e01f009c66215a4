import { expect, test } from 'vitest'
import {
  handoffRefusal,
  reassignmentText,
  receivesLines,
  refusalOf,
  refusalText,
  type HandoffFacts,
} from './handoff-readiness'

const facts = (overrides: Partial<HandoffFacts> = {}): HandoffFacts => ({
  hasAcceptedPlan: true,
  planAgencyId: 'sicilia-heritage',
  current: null,
  takingAgencies: ['sicilia-heritage', 'tuscany-roots'],
  sharing: {},
  ...overrides,
})

test('a hand-off that cannot be done says why before the click, as the server would refuse it', () => {
  expect(handoffRefusal(facts(), 'sicilia-heritage')).toBeNull()
  expect(handoffRefusal(facts({ hasAcceptedPlan: false }), 'sicilia-heritage')).toBe(
    'no_accepted_plan',
  )
  expect(handoffRefusal(facts({ planAgencyId: null }), '')).toBe('no_agency_chosen')
  expect(
    handoffRefusal(
      facts({ current: { agencyId: 'tuscany-roots', state: 'accepted' } }),
      'sicilia-heritage',
    ),
  ).toBe('already_accepted')
  expect(handoffRefusal(facts(), 'lazio-heritage')).toBe('agency_unavailable')
  expect(refusalText('no_accepted_plan', 'sicilia-heritage')).toBe(
    'No plan is accepted yet: the family accepts a plan before the journey can go to an agency.',
  )
  expect(
    refusalText(
      'already_accepted',
      'sicilia-heritage',
      facts({ current: { agencyId: 'tuscany-roots', state: 'accepted' } }),
    ),
  ).toBe(
    'Cipresso Family Travel has already accepted this journey: it cannot go to another agency.',
  )
  expect(refusalText('agency_unavailable', 'lazio-heritage')).toMatch(
    /does not take hand-offs: enter its contact on the Agencies page, or choose another agency\.$/,
  )
})

test('the server’s refusals map to the same reasons; anything else is not one of them', () => {
  expect(refusalOf('no_accepted_plan', {})).toBe('no_accepted_plan')
  expect(refusalOf('already_accepted', {})).toBe('already_accepted')
  expect(refusalOf('invalid_request', { agencyId: 'This agency does not take hand-offs.' })).toBe(
    'agency_unavailable',
  )
  expect(refusalOf('http_500', {})).toBeNull()
})

test('the confirmation says exactly what the agency receives, by the family’s choice for that agency', () => {
  const shared = facts({ sharing: { 'sicilia-heritage': { ancestors: true, health: true } } })
  expect(receivesLines(shared, 'sicilia-heritage').slice(1, 3)).toEqual([
    'The ancestors’ names and towns: the family chose to share them.',
    'The health and access notes: the family gave its consent.',
  ])
  // A consent for one agency is not one for another.
  expect(receivesLines(shared, 'tuscany-roots').slice(1, 3)).toEqual([
    'Not the ancestors’ names and towns: the family has not chosen to share them.',
    'Not the health and access notes: the family has not given its consent.',
  ])
})

test('a reassignment says that the first agency’s link stops working', () => {
  expect(reassignmentText(facts(), 'tuscany-roots')).toBeNull()
  const waiting = facts({ current: { agencyId: 'sicilia-heritage', state: 'sent' } })
  expect(reassignmentText(waiting, 'tuscany-roots')).toBe(
    'Zagara Heritage Journeys has this journey now and has not answered: its link stops working at once, and it is told by e-mail that the journey has gone to another agency.',
  )
  expect(reassignmentText(waiting, 'sicilia-heritage')).toMatch(/gets a new link/)
})
