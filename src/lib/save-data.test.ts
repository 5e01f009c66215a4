import { afterEach, describe, expect, it } from 'vitest'
import { connectionHints, mayPrefetch } from './save-data'

describe('mayPrefetch', () => {
  it('prefetches on a connection without hints (no Network Information API)', () => {
    expect(mayPrefetch(undefined)).toBe(true)
    expect(mayPrefetch({})).toBe(true)
  })

  it('prefetches on 3g and 4g with Save-Data off', () => {
    expect(mayPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true)
    expect(mayPrefetch({ saveData: false, effectiveType: '3g' })).toBe(true)
  })

  it('does not prefetch with Save-Data on, whatever the connection', () => {
    expect(mayPrefetch({ saveData: true })).toBe(false)
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
  })

  it('does not prefetch on 2g or slow-2g', () => {
    expect(mayPrefetch({ saveData: false, effectiveType: '2g' })).toBe(false)
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

describe("the browser's hints", () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'connection')
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'connection', original)
    else delete (navigator as { connection?: unknown }).connection
  })

  it('reads navigator.connection when it is not given, at the moment it is asked', () => {
    const connection = { saveData: false, effectiveType: '4g' }
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
    expect(connectionHints()).toBe(connection)
    expect(mayPrefetch()).toBe(true)
    connection.effectiveType = 'slow-2g'
    expect(mayPrefetch()).toBe(false)
  })
})
