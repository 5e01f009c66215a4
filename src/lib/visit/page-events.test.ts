import { describe, expect, it } from 'vitest'
import { countBatchSchema, MAX_EVENTS } from '@/lib/contracts/count-events'
import { isKnownPage, isPageEvent } from './counted-events'
import { MAX_BATCH } from './page-events'

/** The beacon's batches are what the count-events contract accepts (docs/decisions/200). */
describe('the page-count batches', () => {
  const schema = countBatchSchema({ isKnownPage, isPageEvent })

  it('are never larger than the contract takes', () => {
    expect(MAX_BATCH).toBe(MAX_EVENTS)
  })

  it('pass the contract with a known page and event, and fail naming the field otherwise', () => {
    expect(schema.safeParse({ events: [{ page: '/', event: 'visit' }] }).success).toBe(true)
    const refused = schema.safeParse({ events: [{ page: '/', event: 'story_started' }] })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.path).toEqual(['events', 0, 'event'])
  })
})
