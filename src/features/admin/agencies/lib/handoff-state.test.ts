import { expect, test } from 'vitest'
import { handoffCue } from './handoff-state'

const now = Date.parse('2026-11-27T10:00:00Z')
const row = (state: string, deadline: string, overdue: string | null = null) => ({
  state,
  deadline_at: deadline,
  overdue_at: overdue,
  reference: state === 'accepted' ? 'ZH-1' : null,
})

test('a waiting hand-off shows the hours left, rounded up', () => {
  expect(handoffCue(row('sent', '2026-11-29T09:30:00Z'), now)).toEqual({
    kind: 'waiting',
    hoursLeft: 48,
  })
  expect(handoffCue(row('sent', '2026-11-27T10:00:01Z'), now)).toEqual({
    kind: 'waiting',
    hoursLeft: 1,
  })
})

test('past the deadline, or marked by the job, it has not answered', () => {
  expect(handoffCue(row('sent', '2026-11-27T10:00:00Z'), now)).toEqual({ kind: 'overdue' })
  expect(handoffCue(row('sent', '2026-11-28T10:00:00Z', '2026-11-27T09:00:00Z'), now)).toEqual({
    kind: 'overdue',
  })
})

test('answers and withdrawals', () => {
  expect(handoffCue(row('accepted', '2026-11-20T10:00:00Z'), now)).toEqual({
    kind: 'accepted',
    reference: 'ZH-1',
  })
  expect(handoffCue(row('declined', '2026-11-20T10:00:00Z'), now)).toEqual({
    kind: 'declined',
    reason: null,
  })
  expect(
    handoffCue(
      { ...row('declined', '2026-11-20T10:00:00Z'), decline_reason: 'Fully booked in May.' },
      now,
    ),
  ).toEqual({ kind: 'declined', reason: 'Fully booked in May.' })
  expect(handoffCue(row('withdrawn', '2026-11-20T10:00:00Z'), now)).toBeNull()
})
