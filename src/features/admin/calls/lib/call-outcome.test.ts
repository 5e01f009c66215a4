import { describe, expect, test } from 'vitest'
import { awaitsOutcome, type EndedCallFacts } from './call-outcome'

const ended = '2026-11-20T15:30:00.000Z'
const after = Date.parse(ended) + 60_000
const sofia = { id: 'user-sofia', email: 'Sofia@Radici.example' }
const marco = { id: 'user-marco', email: 'marco@radici.example' }

const call = (overrides: Partial<EndedCallFacts> = {}): EndedCallFacts => ({
  ends_at: ended,
  member_email: 'sofia@radici.example',
  owner_id: null,
  last_note_at: null,
  ...overrides,
})

describe('awaitsOutcome', () => {
  test('asks once the call has ended, not before', () => {
    expect(awaitsOutcome(call(), sofia, after)).toBe(true)
    expect(awaitsOutcome(call(), sofia, Date.parse(ended))).toBe(true)
    expect(awaitsOutcome(call(), sofia, Date.parse(ended) - 1)).toBe(false)
  })

  test('asks the owner when there is one, else the member who took the call (address in any case)', () => {
    expect(awaitsOutcome(call({ owner_id: 'user-marco' }), marco, after)).toBe(true)
    expect(awaitsOutcome(call({ owner_id: 'user-marco' }), sofia, after)).toBe(false)
    expect(awaitsOutcome(call(), sofia, after)).toBe(true)
    expect(awaitsOutcome(call(), marco, after)).toBe(false)
    expect(awaitsOutcome(call(), { id: 'x', email: null }, after)).toBe(false)
  })

  test('a note written after the call answers it; one written before does not', () => {
    expect(awaitsOutcome(call({ last_note_at: '2026-11-20T15:31:00.000Z' }), sofia, after)).toBe(
      false,
    )
    expect(awaitsOutcome(call({ last_note_at: ended }), sofia, after)).toBe(false)
    expect(awaitsOutcome(call({ last_note_at: '2026-11-20T15:00:00.000Z' }), sofia, after)).toBe(
      true,
    )
  })
})
