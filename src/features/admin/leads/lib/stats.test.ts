import { expect, test } from 'vitest'
import { DAY_MS } from './filters'
import { inquiryStats } from './stats'
import { storedInquiry } from '@fixtures/stored-inquiry'
import type { FormSubmission } from '@/features/admin/console/lib/types'

const now = Date.parse('2026-11-21T12:00:00.000Z')

function at(time: number, name: string): FormSubmission {
  return storedInquiry({
    id: name,
    name,
    email: `${name}@example.com`,
    created_at: new Date(time).toISOString(),
  })
}

test("'This Week' counts inquiries up to exactly 7 days old, not one millisecond older", () => {
  const rows = [
    at(now - 1000, 'fresh'),
    at(now - 7 * DAY_MS, 'exactly-seven-days'),
    at(now - 7 * DAY_MS - 1, 'just-older'),
    at(now - 30 * DAY_MS, 'old'),
  ]
  const stats = inquiryStats(rows, now)
  expect(stats.total).toBe(4)
  expect(stats.thisWeek).toBe(2)
  expect(stats.latest?.name).toBe('fresh')
})

test('no inquiries: zero counts and no latest', () => {
  expect(inquiryStats([], now)).toEqual({ total: 0, thisWeek: 0, latest: null })
})

test('the latest is the newest even when the rows are not sorted', () => {
  const stats = inquiryStats([at(now - DAY_MS, 'older'), at(now - 10, 'newest')], now)
  expect(stats.latest?.name).toBe('newest')
})
