import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router-dom'

/**
 * The console's filters live in the URL, read from the address bar itself rather than from the router's state.
 *
 * react-router's BrowserRouter commits a new location inside a React transition, so its `searchParams` lag behind
 * the address bar until the list has re-rendered (10,000 rows on a slow laptop). Two things went wrong meanwhile:
 * React put a controlled select back to the committed value at the end of the change event, so a second ArrowDown
 * on 'Lead status' started again from the old choice; and a second quick change was built on the stale params, so
 * it dropped the first one. Here the shown value follows the address bar at once (a synchronous update), and each
 * change is built on the address bar, so quick changes add up. docs/decisions/086-team-workflow-in-the-console.md.
 */
export function useLiveSearchParams() {
  // Still subscribed to the router: its commit (a link, back/forward) re-renders and re-reads the address bar.
  const [, setSearchParams] = useSearchParams()
  const [store] = useState(() => {
    const listeners = new Set<() => void>()
    return {
      subscribe(listener: () => void) {
        listeners.add(listener)
        window.addEventListener('popstate', listener)
        return () => {
          listeners.delete(listener)
          window.removeEventListener('popstate', listener)
        }
      },
      notify() {
        listeners.forEach((listener) => listener())
      },
    }
  })
  const search = useSyncExternalStore(
    store.subscribe,
    () => window.location.search,
    () => '',
  )
  const searchParams = useMemo(() => new URLSearchParams(search), [search])
  const update = useCallback(
    (change: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      setSearchParams(change(new URLSearchParams(window.location.search)), options)
      store.notify()
    },
    [setSearchParams, store],
  )
  return [searchParams, update] as const
}
