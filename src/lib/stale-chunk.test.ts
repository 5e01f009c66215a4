import { afterEach, expect, test, vi } from 'vitest'
import { reloadOnceForStaleChunk } from './stale-chunk'

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

test('offline, a failed chunk never reloads the page: the browser would only show its offline page', () => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
  expect(reloadOnceForStaleChunk()).toBe(false)
  // Nothing is spent: once back online, the one reload is still there to use.
  expect(sessionStorage.length).toBe(0)
})
